import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app/providers.tsx";
import { AppRoutes, loadPageFor } from "./app/router.tsx";
import { initTheme } from "./lib/theme.ts";
import { keepClickIds } from "./lib/click-ids.ts";
import { takeTrackingParams } from "./lib/tracking-params.ts";
import "./styles.css";

// Both run before the first render: the theme class must be on <html> before anything is
// painted, and the click ids must be gone from the address bar before the router reads it.
initTheme();
keepClickIds(takeTrackingParams());

const container = document.getElementById("root");
if (!container) throw new Error("Root element #root is missing from index.html");

/** Runs once the whole tree is committed: from then on the page's buttons react (styles.css). */
function MarkHydrated({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.setAttribute("data-hydrated", "");
  }, [root]);
  return null;
}

function app(root: HTMLElement) {
  return (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <MarkHydrated root={root} />
      </AppProviders>
    </StrictMode>
  );
}

// The first render waits for the page's module, so that it never suspends: the public pages
// arrive prerendered (docs/decisions/0018-prerendered-public-pages.md) and React takes over
// their markup in one pass; every other page renders afresh. When the module does not load (an
// old tab after a deployment), the page's error boundary shows why.
void loadPageFor(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    if (container.hasAttribute("data-prerendered")) hydrateRoot(container, app(container));
    else createRoot(container).render(app(container));
  });

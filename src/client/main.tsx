import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app/providers.tsx";
import { createAppRouter } from "./app/router.tsx";
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
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

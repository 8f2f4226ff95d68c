import { lazy } from "react";
import { AfterHydration } from "./after-hydration.tsx";
import { PageTransition } from "./page-transition.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteNav } from "./site-nav.tsx";
import { useTrackingConsent } from "./use-tracking-consent.ts";

// Not needed for a page's first paint, so kept out of the first load (scripts/check-budgets.ts):
// the outdated-browser check, the cookie panel its settings form, the
// toasts their Radix machinery, the birth-date gate its list of pages. They load right after the
// page is on screen.
const BrowserWarning = lazy(() => import("./browser-warning.tsx").then((m) => ({ default: m.BrowserWarning })));
const CookieConsentBanner = lazy(() =>
  import("./cookie-consent-banner.tsx").then((m) => ({ default: m.CookieConsentBanner })),
);
const BirthDateGate = lazy(() => import("./birth-date-gate.tsx").then((m) => ({ default: m.BirthDateGate })));
const Toaster = lazy(() => import("../../components/ui/toaster.tsx").then((m) => ({ default: m.Toaster })));

/** The frame around every page: navigation, content, footer and the global overlays. */
export function RootLayout() {
  useTrackingConsent();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Zum Inhalt springen
      </a>
      <AfterHydration>
        <BrowserWarning />
      </AfterHydration>
      <SiteNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageTransition />
      </main>
      <SiteFooter />
      <AfterHydration>
        <CookieConsentBanner />
        <Toaster />
        <BirthDateGate />
      </AfterHydration>
    </div>
  );
}

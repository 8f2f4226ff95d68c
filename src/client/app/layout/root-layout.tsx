import { Toaster } from "../../components/ui/toaster.tsx";
import { BrowserWarning } from "./browser-warning.tsx";
import { CookieConsentBanner } from "./cookie-consent-banner.tsx";
import { PageTransition } from "./page-transition.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteNav } from "./site-nav.tsx";
import { useTrackingConsent } from "./use-tracking-consent.ts";

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
      <BrowserWarning />
      <SiteNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageTransition />
      </main>
      <SiteFooter />
      <CookieConsentBanner />
      <Toaster />
    </div>
  );
}

import { useSyncExternalStore } from "react";
import { Phone } from "lucide-react";
import { berlinDayOf } from "../../../shared/domain/berlin-time.ts";
import { PaymentMethodsSection } from "../../components/ui/payment-marks.tsx";
import { usePaymentMethods } from "../../lib/payment-methods.ts";
import { openCookieSettings } from "../../lib/consent.ts";
import { Link } from "../../lib/navigation.tsx";
import { useSiteConfig } from "../../lib/site-config.ts";
import { telHref } from "../../lib/tel-href.ts";

const linkClass =
  "rounded-sm text-sm text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline";

const pageLinks = [
  { to: "/#berater", label: "Berater" },
  { to: "/pricing", label: "Preise" },
  // What the membership brings each month, where everyone can read the beginning.
  { to: "/horoskope", label: "Horoskope" },
  { to: "/contact", label: "Kontakt" },
  { to: "/impressum", label: "Impressum" },
  { to: "/agb", label: "AGB" },
  // § 5b Abs. 3 UWG: how the reviews shown are checked.
  { to: "/so-pruefen-wir-bewertungen", label: "So prüfen wir Bewertungen" },
  // DSGVO Art. 13 wants the privacy statement reachable from every page.
  { to: "/datenschutz", label: "Datenschutz" },
  { to: "/cookie-richtlinie", label: "Cookie-Richtlinie" },
  // BFSG § 14: the accessibility statement, reachable from every page.
  { to: "/barrierefreiheit", label: "Barrierefreiheit" },
] as const;

const noSubscription = () => () => {};
// The Berlin year, like every date on the site: on New Year's Eve abroad it may differ.
const berlinYear = () => berlinDayOf(new Date()).slice(0, 4);
// A prerendered page may be shown in a later year than it was built in; the browser adds the year.
const noYearOnTheServer = () => null;

export function SiteFooter() {
  const { data: config } = useSiteConfig();
  const paymentMethods = usePaymentMethods();
  const year = useSyncExternalStore(noSubscription, berlinYear, noYearOnTheServer);

  return (
    <footer className="mt-16 border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
        <nav aria-label="Fußbereich">
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {pageLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={linkClass} onClick={openCookieSettings}>
                Cookie-Einstellungen
              </button>
            </li>
            <li>
              <Link to="/kuendigen" className={`${linkClass} font-medium text-foreground`}>
                Verträge hier kündigen
              </Link>
            </li>
            <li>
              <Link to="/widerrufen" className={`${linkClass} font-medium text-foreground`}>
                Vertrag widerrufen
              </Link>
            </li>
          </ul>
        </nav>
        <div className="grid gap-4 sm:grid-cols-2">
          {config ? (
            <section aria-labelledby="footer-support-heading" className="grid gap-1 text-sm">
              <h2 id="footer-support-heading" className="font-semibold">
                Kundenservice
              </h2>
              <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
                <Phone className="size-4" aria-hidden="true" />
                <a href={telHref(config.supportPhone)} className={`${linkClass} font-medium text-foreground`}>
                  {config.supportPhone}
                </a>
                <span>{config.supportHours}</span>
              </p>
              <p className="text-xs text-muted-foreground">Zum normalen Tarif Ihres Anbieters, keine 0900-Nummer.</p>
            </section>
          ) : null}
          <PaymentMethodsSection
            methods={paymentMethods}
            headingId="footer-payment-heading"
            className="grid content-start gap-2 text-sm"
            headingClassName="font-semibold"
          />
        </div>
        <p className="text-xs text-muted-foreground">
          Anrufe nur ab 18 Jahren. 0,69&nbsp;€/Min. für Mitglieder, sonst 1,49&nbsp;€/Min., aus allen deutschen Netzen,
          inkl. MwSt.
        </p>
        <p className="text-sm text-muted-foreground">
          © {year} {config?.company.name ?? config?.brandName ?? "Sternenruf"}
        </p>
      </div>
    </footer>
  );
}

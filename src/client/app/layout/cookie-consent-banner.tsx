import { useEffect, useRef, useState } from "react";
import { Cookie, X } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { closeCookieSettings, saveConsent, useCookieConsent, useCookieSettingsOpen } from "../../lib/consent.ts";
import { Link } from "../../lib/navigation.tsx";
import { useSiteConfig } from "../../lib/site-config.ts";
import { CookieSettingsForm } from "./cookie-settings-form.tsx";

/**
 * Consent for statistics and ad measurement (§ 25 TDDDG). A non-modal panel at the foot of
 * the page: the Impressum and every other page stay readable and usable while it is open.
 */
export function CookieConsentBanner() {
  const { data: config } = useSiteConfig();
  const consent = useCookieConsent();
  const reopened = useCookieSettingsOpen();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [showSettings, setShowSettings] = useState(false);

  const offerAnalytics = Boolean(config?.tracking.gaMeasurementId);
  const offerMarketing = Boolean(config?.tracking.adsConversionId);
  const hasTracking = offerAnalytics || offerMarketing;
  const open = config !== undefined && (reopened || (hasTracking && consent === null));

  const panelRef = useRef<HTMLElement>(null);

  // Someone who asked for the settings gets the keyboard focus there; a first-time visitor
  // keeps reading where they are.
  useEffect(() => {
    if (open && reopened) headingRef.current?.focus();
  }, [open, reopened]);

  // The panel covers the foot of the screen; the page's scroll-padding keeps focused
  // controls above it (see styles.css).
  useEffect(() => {
    const panel = panelRef.current;
    const root = document.documentElement;
    if (!open || !panel) return;
    const publish = () => root.style.setProperty("--consent-height", `${panel.getBoundingClientRect().height}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(panel);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--consent-height");
    };
  }, [open]);

  if (!open) return null;
  const canClose = consent !== null || !hasTracking;
  const settingsVisible = hasTracking && (showSettings || reopened);

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      onKeyDown={(event) => {
        if (event.key === "Escape" && canClose) closeCookieSettings();
      }}
      className="sticky bottom-0 z-30 max-h-[75dvh] overflow-y-auto border-t border-border bg-card text-card-foreground shadow-[0_-8px_24px_rgb(0_0_0/0.12)]"
    >
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-5">
        <div className="flex items-start gap-3">
          <Cookie className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden="true" />
          <div className="flex-1">
            <h2 id="consent-title" ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
              Cookie-Einstellungen
            </h2>
            <p id="consent-text" className="mt-1 text-sm text-muted-foreground">
              {hasTracking
                ? "Wir verwenden technisch notwendige Speicher, damit das Portal funktioniert. Mit Ihrer Einwilligung nutzen wir zusätzlich Dienste von Google zur Statistik und zur Messung von Werbeerfolgen; dabei können Daten in die USA übermittelt werden. Ihre Auswahl können Sie jederzeit unter „Cookie-Einstellungen“ am Seitenende ändern."
                : "Dieses Portal verwendet derzeit nur technisch notwendige Speicher (Anmeldung, Sicherheit, Ihre Einstellungen). Statistik- oder Marketingdienste werden nicht eingesetzt."}{" "}
              <Link to="/datenschutz" className="underline underline-offset-4">
                Datenschutz&shy;erklärung
              </Link>{" "}
              ·{" "}
              <Link to="/cookie-richtlinie" className="underline underline-offset-4">
                Cookie-Richtlinie
              </Link>{" "}
              ·{" "}
              <Link to="/impressum" className="underline underline-offset-4">
                Impressum
              </Link>
            </p>
          </div>
          {canClose ? (
            <button
              type="button"
              aria-label="Schließen"
              onClick={closeCookieSettings}
              className="rounded-md p-1 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
        {settingsVisible ? (
          <CookieSettingsForm
            initial={{ analytics: consent?.analytics ?? false, marketing: consent?.marketing ?? false }}
            offerAnalytics={offerAnalytics}
            offerMarketing={offerMarketing}
            onSave={saveConsent}
          />
        ) : null}
        {hasTracking ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => saveConsent({ analytics: offerAnalytics, marketing: offerMarketing })}>
              Alle akzeptieren
            </Button>
            <Button onClick={() => saveConsent({ analytics: false, marketing: false })}>Nur notwendige</Button>
            {settingsVisible ? null : (
              <Button variant="outline" onClick={() => setShowSettings(true)}>
                Einstellungen
              </Button>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}

import type { SiteConfig } from "../../shared/schemas/site.ts";
import type { CookieConsent } from "./consent.ts";

type TrackingIds = SiteConfig["tracking"];
type ConsentFlag = "granted" | "denied";
type ConsentState = Record<"analytics_storage" | "ad_storage" | "ad_user_data" | "ad_personalization", ConsentFlag>;
type EventParams = Record<string, string | number | boolean>;
type GtagCommand =
  ["consent", "default" | "update", ConsentState] | ["js", Date] | ["config", string] | ["event", string, EventParams];

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const allDenied: ConsentState = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

let initialized = false;
let granted = { analytics: false, marketing: false };
let ids: TrackingIds = { gaMeasurementId: null, adsConversionId: null };
const configured = new Set<string>();

function gtag(..._command: GtagCommand): void {
  // gtag.js only executes Arguments objects from the data layer, never plain arrays.
  // eslint-disable-next-line prefer-rest-params -- the Arguments object is the contract
  (window.dataLayer ??= []).push(arguments);
}

function loadTag(elementId: string, tagId: string): void {
  if (document.getElementById(elementId)) return;
  const script = document.createElement("script");
  script.id = elementId;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;
  document.head.append(script);
}

function configureOnce(tagId: string): void {
  if (configured.has(tagId)) return;
  configured.add(tagId);
  gtag("config", tagId);
}

// Scripts cannot be unloaded after a withdrawal; their cookies can be removed, and the
// consent update stops any further collection until the next page load.
function deleteCookies(prefix: string): void {
  const hostParts = window.location.hostname.split(".");
  const domains = hostParts.map((_, index) => hostParts.slice(index).join("."));
  for (const entry of document.cookie.split(";")) {
    const name = entry.split("=")[0]?.trim() ?? "";
    if (!name.startsWith(prefix)) continue;
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = expired;
    for (const domain of domains) document.cookie = `${expired}; domain=.${domain}`;
  }
}

// gtag.js honours these window flags; after a withdrawal not even cookieless pings may go out.
function setTagDisabled(tagId: string | null, disabled: boolean): void {
  if (tagId) Reflect.set(window, `ga-disable-${tagId}`, disabled);
}

/** Loads or stops the Google tags according to the stored choice; nothing happens before opt-in. */
export function applyTrackingConsent(tracking: TrackingIds, consent: CookieConsent | null): void {
  ids = tracking;
  const analytics = Boolean(consent?.analytics && tracking.gaMeasurementId);
  const marketing = Boolean(consent?.marketing && tracking.adsConversionId);
  if (!initialized && !analytics && !marketing) return;

  if (!initialized) {
    initialized = true;
    gtag("consent", "default", allDenied);
    gtag("js", new Date());
  }
  gtag("consent", "update", {
    analytics_storage: analytics ? "granted" : "denied",
    ad_storage: marketing ? "granted" : "denied",
    ad_user_data: marketing ? "granted" : "denied",
    // Conversion measurement only: no personalised advertising is asked for.
    ad_personalization: "denied",
  });
  if (analytics && tracking.gaMeasurementId) {
    loadTag("ga-script", tracking.gaMeasurementId);
    configureOnce(tracking.gaMeasurementId);
  }
  if (marketing && tracking.adsConversionId) {
    loadTag("ads-script", tracking.adsConversionId);
    configureOnce(tracking.adsConversionId);
  }
  setTagDisabled(tracking.gaMeasurementId, !analytics);
  setTagDisabled(tracking.adsConversionId, !marketing);
  if (granted.analytics && !analytics) deleteCookies("_ga");
  if (granted.marketing && !marketing) deleteCookies("_gcl");
  granted = { analytics, marketing };
}

/** Sends an analytics event (default category "engagement"); a no-op without consent. */
export function trackEvent(name: string, params: EventParams = {}): void {
  if (!granted.analytics || !ids.gaMeasurementId) return;
  gtag("event", name, { event_category: "engagement", ...params, send_to: ids.gaMeasurementId });
}

/** Reports an ad conversion (sign_up, purchase); a no-op without marketing consent. */
export function trackConversion(name: "sign_up" | "purchase", params: EventParams = {}): void {
  if (!granted.marketing || !ids.adsConversionId) return;
  gtag("event", name, { currency: "EUR", ...params, send_to: ids.adsConversionId });
}

import { currentConsent, onConsentChange } from "./consent.ts";
import { readStorage, removeStorage, writeStorage } from "./storage-keys.ts";
import { trackingParamNames, type TrackingParamName, type TrackingParams } from "./tracking-params.ts";

// Ad click ids serve ad measurement only, so they are written to the device and used for
// conversions only with the visitor's marketing consent (§ 25 TDDDG; docs/decisions/0017).
// Until then the ids of this page load are held in memory and stored the moment consent is
// given; withdrawing consent removes them again.

const held: TrackingParams = {};
let watching = false;

const marketingAllowed = () => currentConsent()?.marketing === true;

function store(): void {
  for (const name of trackingParamNames) {
    const value = held[name];
    if (value === undefined) continue;
    writeStorage(name, value, "session");
    writeStorage(name, value, "local");
  }
}

function forget(): void {
  for (const name of trackingParamNames) {
    removeStorage(name, "session");
    removeStorage(name, "local");
  }
}

function applyConsent(): void {
  if (marketingAllowed()) store();
  else forget();
}

/** Keeps the click ids of this page load; stores them now or once marketing consent is given. */
export function keepClickIds(params: TrackingParams): void {
  Object.assign(held, params);
  applyConsent();
  if (!watching) {
    watching = true;
    onConsentChange(applyConsent);
  }
}

/**
 * A stored click id, only with marketing consent. "visit" reads the copy of this browser
 * session (the ad click that brought this visit), "any" falls back to an earlier visit's.
 */
export function readClickId(name: TrackingParamName, scope: "visit" | "any"): string | null {
  if (!marketingAllowed()) return null;
  const visit = readStorage(name, "session") || held[name] || null;
  if (visit || scope === "visit") return visit;
  return readStorage(name, "local") || null;
}

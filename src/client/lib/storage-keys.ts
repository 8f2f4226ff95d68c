import type { AdminStorageKey } from "./admin-storage-keys.ts";

/**
 * Every key the portal writes to localStorage or sessionStorage; the administration's own are in
 * admin-storage-keys.ts, out of every visitor's first load.
 */
export const storageKeys = {
  theme: "theme",
  browserWarningDismissed: "browser-warning-dismissed",
  onboardingTourSeen: "onboarding-tour-seen",
  selectedPlan: "selectedPlan",
  pendingSubscription: "pendingSubscription",
  pendingCardSubscription: "pendingMaxpaySubscription",
  cardSession: "maxpay_session",
  gclid: "gclid",
  msclkid: "msclkid",
  fbclid: "fbclid",
  cookieConsent: "cookie-consent",
  /** sessionStorage: "active" while this tab is in the middle of a registration. */
  registrationFlow: "registrationFlow",
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys] | AdminStorageKey;

type StorageArea = "local" | "session";

// Storage throws in some private-browsing modes and when disabled by policy;
// the portal must keep working then, it only forgets preferences.
function areaOf(area: StorageArea): Storage | null {
  try {
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: StorageKey, area: StorageArea = "local"): string | null {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string, area: StorageArea = "local"): void {
  try {
    areaOf(area)?.setItem(key, value);
  } catch {
    // quota exceeded or storage disabled: the value is simply not remembered
  }
}

export function removeStorage(key: StorageKey, area: StorageArea = "local"): void {
  try {
    areaOf(area)?.removeItem(key);
  } catch {
    // nothing to clean up when storage is unavailable
  }
}

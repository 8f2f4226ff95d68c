import { useSyncExternalStore } from "react";
import { readStorage, storageKeys, writeStorage } from "./storage-keys.ts";

/** The visitor's cookie choice (§ 25 TDDDG), stored under `cookie-consent`. */
export interface CookieConsent {
  version: 1;
  analytics: boolean;
  marketing: boolean;
  decidedAt: string;
}

export type ConsentChoice = Pick<CookieConsent, "analytics" | "marketing">;

// Raising the version asks everyone again, e.g. when a new service is added.
const CONSENT_VERSION = 1;

/** Reads a stored choice; anything malformed or from an older version counts as undecided. */
export function parseConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    if (record.version !== CONSENT_VERSION) return null;
    if (typeof record.analytics !== "boolean" || typeof record.marketing !== "boolean") return null;
    if (typeof record.decidedAt !== "string") return null;
    return {
      version: CONSENT_VERSION,
      analytics: record.analytics,
      marketing: record.marketing,
      decidedAt: record.decidedAt,
    };
  } catch {
    return null;
  }
}

let consent: CookieConsent | null | undefined;
let settingsOpen = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function getConsent(): CookieConsent | null {
  if (consent === undefined) consent = parseConsent(readStorage(storageKeys.cookieConsent));
  return consent;
}

export function saveConsent(choice: ConsentChoice): CookieConsent {
  const next: CookieConsent = { version: CONSENT_VERSION, ...choice, decidedAt: new Date().toISOString() };
  writeStorage(storageKeys.cookieConsent, JSON.stringify(next));
  consent = next;
  settingsOpen = false;
  notify();
  return next;
}

/** Reopens the consent panel (footer "Cookie-Einstellungen"). */
export function openCookieSettings(): void {
  settingsOpen = true;
  notify();
}

export function closeCookieSettings(): void {
  settingsOpen = false;
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

// A choice made in another tab applies here too, so tracking never runs against it.
function onStorage(event: StorageEvent): void {
  if (event.key !== storageKeys.cookieConsent && event.key !== null) return;
  consent = parseConsent(readStorage(storageKeys.cookieConsent));
  notify();
}

/** The current choice, outside React (null while undecided). */
export function currentConsent(): CookieConsent | null {
  return getConsent();
}

/** Calls `listener` whenever the choice changes, in this tab or another; returns the unsubscribe. */
export function onConsentChange(listener: () => void): () => void {
  return subscribe(listener);
}

// A server render knows no stored choice: undecided, and the settings panel closed. The
// browser reads the real choice only once it runs (on hydration, right after it).
const serverConsent = () => null;
const serverSettingsOpen = () => false;

export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, getConsent, serverConsent);
}

export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(subscribe, () => settingsOpen, serverSettingsOpen);
}

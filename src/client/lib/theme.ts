import { useSyncExternalStore } from "react";
import { readStorage, storageKeys, writeStorage } from "./storage-keys.ts";

export type ThemePreference = "light" | "dark" | "system";

const darkQuery = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();
let preference: ThemePreference = "system";

function isThemePreference(value: string | null): value is ThemePreference {
  return value === "light" || value === "dark" || value === "system";
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(darkQuery).matches;
}

function applyTheme(): void {
  const dark = preference === "dark" || (preference === "system" && systemPrefersDark());
  document.documentElement.classList.toggle("dark", dark);
}

/**
 * Applies the stored theme before React renders. main.tsx calls it first thing, which
 * replaces the usual inline script that the Content-Security-Policy does not allow.
 */
export function initTheme(): void {
  const stored = readStorage(storageKeys.theme);
  preference = isThemePreference(stored) ? stored : "system";
  applyTheme();
  if (typeof window.matchMedia !== "function") return;
  // "system" follows the operating system live, also while the page stays open.
  window.matchMedia(darkQuery).addEventListener("change", () => {
    if (preference === "system") applyTheme();
  });
  // Another tab changed the theme: follow it so both tabs look alike.
  window.addEventListener("storage", (event) => {
    if (event.key !== storageKeys.theme || !isThemePreference(event.newValue)) return;
    preference = event.newValue;
    applyTheme();
    for (const listener of listeners) listener();
  });
}

export function setThemePreference(next: ThemePreference): void {
  preference = next;
  writeStorage(storageKeys.theme, next);
  applyTheme();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A server render cannot know the stored theme; the entry script applies it before paint.
const serverPreference = (): ThemePreference => "system";

/** The chosen theme (not the resolved one: "system" stays "system"). */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, () => preference, serverPreference);
}

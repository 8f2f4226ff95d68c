import type { SignTexts } from "../../../../shared/schemas/horoscopes.ts";
import { adminStorageKeys } from "../../../lib/admin-storage-keys.ts";
import { readStorage, removeStorage, writeStorage } from "../../../lib/storage-keys.ts";

/**
 * Unsaved horoscope texts kept in this tab's sessionStorage, so that a way out the editor cannot
 * ask about (the browser's Back button) loses nothing: coming back to the month brings them
 * back. A draft counts only on top of the saved texts it was written on; when those changed in
 * between (saved from another tab), the draft is dropped rather than written over them.
 */
interface Draft {
  month: string;
  base: SignTexts[];
  signs: SignTexts[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function readHoroscopeDraft(month: string, saved: SignTexts[]): SignTexts[] | null {
  const raw = readStorage(adminStorageKeys.horoscopeDraft, "session");
  if (raw === null) return null;
  try {
    const draft = JSON.parse(raw) as Draft;
    if (draft.month === month && same(draft.base, saved)) return draft.signs;
  } catch {
    // an unreadable draft is no draft
  }
  return null;
}

export function writeHoroscopeDraft(month: string, base: SignTexts[], signs: SignTexts[]): void {
  const draft: Draft = { month, base, signs };
  writeStorage(adminStorageKeys.horoscopeDraft, JSON.stringify(draft), "session");
}

/** After saving or "Verwerfen", or when the month's draft no longer fits. */
export function clearHoroscopeDraft(month: string): void {
  const raw = readStorage(adminStorageKeys.horoscopeDraft, "session");
  if (raw === null) return;
  try {
    if ((JSON.parse(raw) as Draft).month !== month) return;
  } catch {
    // unreadable: remove it
  }
  removeStorage(adminStorageKeys.horoscopeDraft, "session");
}

import { formatBerlinTime } from "../../../shared/domain/berlin-time.ts";
import { formatLongBerlinDate } from "../../../shared/domain/spending.ts";
import { formatEuro } from "../../../shared/domain/plan.ts";
import type { SpendingView } from "../../../shared/schemas/spending.ts";

/** "4. Dezember 2026 um 14:03 Uhr": when a pause ends, to the minute. */
export function formatMoment(value: string): string {
  return `${formatLongBerlinDate(value)} um ${formatBerlinTime(value)} Uhr`;
}

/** "150,00 €", or "kein Limit" where none is set. */
export function formatLimit(cents: number | null): string {
  return cents === null ? "kein Limit" : formatEuro(cents);
}

/** Why calls and purchases are refused now, in one calm sentence with the date; null when they are not. */
export function blockedSentence(blocked: SpendingView["blocked"]): string | null {
  if (!blocked) return null;
  if (blocked.reason === "paused") {
    return blocked.until
      ? `Sie haben eine Pause eingelegt: Anrufe und Käufe sind bis zum ${formatMoment(blocked.until)} nicht möglich.`
      : "Sie haben eine Pause eingelegt: Anrufe und Käufe sind nicht möglich, bis Sie die Pause beenden.";
  }
  return blocked.until
    ? `Ihr Ausgabenlimit ist erreicht: Anrufe und Käufe sind ab dem ${formatLongBerlinDate(blocked.until)} wieder möglich.`
    : "Ihr Ausgabenlimit ist erreicht: Anrufe und Käufe sind derzeit nicht möglich.";
}

/** The order step's sentence about the limit every account starts with. */
export function defaultLimitSentence(defaultMonthlyCents: number): string {
  return `Jedes Konto startet mit einem monatlichen Ausgabenlimit von ${formatEuro(defaultMonthlyCents, { short: true })}, das Sie jederzeit ändern können.`;
}

/**
 * What the limit leaves, and what of it is held for now: by a call that may start or is running,
 * or by a purchase whose payment is being taken (docs/decisions/0030).
 */
export function remainingSentence(period: { remainingCents: number | null; heldCents: number }): string {
  if (period.remainingCents === null) return "";
  const held =
    period.heldCents > 0
      ? ` (${formatEuro(period.heldCents)} sind für einen laufenden Anruf oder eine laufende Zahlung vorgemerkt)`
      : "";
  return `noch ${formatEuro(period.remainingCents)} verfügbar${held}`;
}

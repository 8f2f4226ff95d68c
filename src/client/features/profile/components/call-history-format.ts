import type { CallHistoryItem } from "../../../../shared/schemas/calls.ts";
import { formatBerlinDateShortTime } from "../../../../shared/domain/berlin-time.ts";
import { formatCallDuration } from "../../../../shared/domain/call-duration.ts";
import { formatCredits } from "../../../../shared/domain/credits.ts";
import { formatEuro } from "../../../../shared/domain/plan.ts";

/** The "Letzte 30 Tage" tab. */
export const RECENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export function recentCalls(items: CallHistoryItem[], now: number): CallHistoryItem[] {
  const since = now - RECENT_DAYS * DAY_MS;
  return items.filter((item) => {
    const started = Date.parse(item.call_start);
    return Number.isFinite(started) && started >= since;
  });
}

/**
 * The history's length in whole minutes, rounded to the nearest one; a call that connected at
 * all shows at least 1 Min. rather than a misleading 0. Calls are billed per second, so where
 * the minutes are not whole the exact length follows (exactCallLength), in the credit
 * account's wording.
 */
export function wholeMinutes(seconds: number): string {
  const minutes = seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
  return `${minutes} Min.`;
}

/** "genau 7:30 Min." beside the whole minutes, or nothing when they are exact. */
export function exactCallLength(seconds: number): string | null {
  return seconds % 60 === 0 ? null : `genau ${formatCallDuration(seconds)}`;
}

/** Berlin time, like every date on the site, not the zone the browser happens to run in. */
export function formatCallStart(iso: string): string {
  return formatBerlinDateShortTime(iso);
}

/**
 * What the call cost: credits for a credit-line call, which never reaches the phone bill; euro
 * for the 0900 lines (the API sends euro, formatted through cents to avoid float artefacts).
 */
export function formatCost(call: Pick<CallHistoryItem, "cost" | "credits">): string {
  return call.credits !== null ? formatCredits(call.credits) : formatEuro(Math.round(call.cost * 100));
}

export function consultantNameOf(item: Pick<CallHistoryItem, "consultant_name">): string {
  return item.consultant_name || "Unbekannter Berater";
}

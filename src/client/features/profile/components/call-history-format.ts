import type { CallHistoryItem } from "../../../../shared/schemas/calls.ts";
import { formatBerlinDateShortTime } from "../../../../shared/domain/berlin-time.ts";
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
 * Whole minutes, rounded to the nearest one: the call is billed per second, so this is only a
 * readable approximation, and the exact amount is in the cost column. A call that connected
 * at all shows at least 1 Min. rather than a misleading 0.
 */
export function formatDuration(seconds: number): string {
  const minutes = seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
  return `${minutes} Min.`;
}

/** Berlin time, like every date on the site, not the zone the browser happens to run in. */
export function formatCallStart(iso: string): string {
  return formatBerlinDateShortTime(iso);
}

/** The API sends the cost in euro; formatting goes through cents to avoid float artefacts. */
export function formatCost(euro: number): string {
  return formatEuro(Math.round(euro * 100));
}

export function consultantNameOf(item: Pick<CallHistoryItem, "consultant_name">): string {
  return item.consultant_name || "Unbekannter Berater";
}

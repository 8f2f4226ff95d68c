import { addDays, berlinDayOf, berlinStartOfDay } from "./berlin-time.ts";
import { callPricesCents, formatEuro as formatEuroNbsp } from "./plan.ts";

// The spending cap's arithmetic (docs/decisions/0030): the periods are Berlin calendar months
// and days, a raise or removal waits seven days, a lowering applies at once.

/** The period a limit counts over. */
export interface SpendingPeriod {
  /** The first instant of the period (00:00 Berlin). */
  from: Date;
  /** The first instant of the next period: when the period's sum starts again at zero. */
  resetsAt: Date;
}

/** The Berlin calendar day `now` lies in; 23 or 25 hours long on the days the clocks change. */
export function berlinDayPeriod(now: Date): SpendingPeriod {
  const day = berlinDayOf(now);
  return { from: berlinStartOfDay(day), resetsAt: berlinStartOfDay(addDays(day, 1)) };
}

/** The Berlin calendar month `now` lies in. */
export function berlinMonthPeriod(now: Date): SpendingPeriod {
  const [year, month] = berlinDayOf(now).split("-").map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  const first = `${year}-${String(month).padStart(2, "0")}-01`;
  return { from: berlinStartOfDay(first), resetsAt: berlinStartOfDay(next) };
}

/** A raise or the removal of a limit takes effect this long after it was asked for. */
export const spendingRaiseDelayMs = 7 * 24 * 60 * 60 * 1000;
/** Ending a pause early takes effect this long after it was asked for. */
export const spendingPauseEndDelayMs = 24 * 60 * 60 * 1000;

export const spendingPauseLengths = ["24h", "7d", "30d", "open"] as const;
export type SpendingPauseLength = (typeof spendingPauseLengths)[number];

const pauseMs: Record<Exclude<SpendingPauseLength, "open">, number> = {
  "24h": 24 * 60 * 60 * 1000,
  "7d": 7 * 24 * 60 * 60 * 1000,
  "30d": 30 * 24 * 60 * 60 * 1000,
};

/**
 * Whether a new pause may replace a running one: only a longer choice (open is the longest), or,
 * once the running one is ending early, any pause that ends later than it does.
 */
export function replacesPause(
  running: { length: string; endingEarlyAt: Date | null },
  wanted: SpendingPauseLength,
  wantedUntil: Date | null,
): boolean {
  if (running.endingEarlyAt !== null) return wantedUntil === null || wantedUntil > running.endingEarlyAt;
  const rank = (length: string) => spendingPauseLengths.indexOf(length as SpendingPauseLength);
  return rank(wanted) > rank(running.length);
}

/** When a pause of this length, started now, ends by itself; null for a pause until the user ends it. */
export function pauseUntil(now: Date, length: SpendingPauseLength): Date | null {
  return length === "open" ? null : new Date(now.getTime() + pauseMs[length]);
}

/** A limit in whole euros: monthly 1 to 10 000 €. */
export const spendingMonthlyEurosMax = 10_000;

export type LimitChange = "none" | "lower" | "raise";

/**
 * Whether going from one limit to another is a lowering (at once) or a raise (after seven days).
 * null is "no limit", above every amount: adding a limit lowers, removing one raises.
 */
export function limitChange(current: number | null, wanted: number | null): LimitChange {
  if (current === wanted) return "none";
  if (wanted === null) return "raise";
  if (current === null) return "lower";
  return wanted < current ? "lower" : "raise";
}

/** What may still be spent in a period: max(0, limit − spent − held); null without a limit. */
export function remainingCents(limit: number | null, spent: number, held: number): number | null {
  return limit === null ? null : Math.max(0, limit - spent - held);
}

/** The smaller of two remainders, null standing for "no limit". */
export function smallerRemainder(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** The member line's price per minute, in cents (shared/domain/plan.ts). */
export const memberLineCentsPerMinute = callPricesCents.member;

/** The longest call `remaining` cents pay for at `centsPerMinute`: floor(remaining ÷ price per second). */
export function maxSecondsFor(remaining: number, centsPerMinute: number): number {
  if (remaining <= 0 || centsPerMinute <= 0) return 0;
  return Math.floor((remaining * 60) / centsPerMinute);
}

/** 80 % of a limit: the sum at which the one warning of the period is sent. */
export function warningThreshold(limit: number): number {
  return Math.ceil(limit * 0.8);
}

const longDate = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "1. Dezember 2026": the Berlin calendar day of an instant, written out (the reset date of a limit). */
export function formatLongBerlinDate(value: Date | string): string {
  return longDate.format(new Date(value));
}

/** "150,00 €" with a plain space, as the refusals and the mails write an amount in a sentence. */
export function formatEuro(cents: number): string {
  return formatEuroNbsp(cents).replace(/\s/g, " ");
}

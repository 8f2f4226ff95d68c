// The one formatter for every date and time a person reads, in the browser and in mails:
// calendar days and clock times in Europe/Berlin, written the German way, whatever zone the
// server or the browser runs in. A member in Los Angeles must see the same end date on the
// profile as in the confirmation mail. Legal deadlines (end of a withdrawal period, a
// requested contract end "zum 30.06.") are Berlin calendar days as well.

const zone = "Europe/Berlin";

/** An instant as the API sends it (ISO-8601 text), as epoch milliseconds or as a Date. */
export type Instant = Date | string | number;

/** Stands in for a missing or unreadable instant, so that a page never breaks on a bad date. */
export const missingDate = "–";

function toDate(value: Instant | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateTimeParts = new Intl.DateTimeFormat("de-DE", {
  timeZone: zone,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZoneName: "short",
});

const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
const offsetFormat = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });

function partsOf(date: Date): Record<string, string> {
  return Object.fromEntries(dateTimeParts.formatToParts(date).map((part) => [part.type, part.value]));
}

/** "25.11.2026 um 14:03:12 Uhr (MEZ)"; without seconds "25.11.2026 um 14:03 Uhr (MEZ)". */
export function formatBerlinDateTime(value: Instant, options: { seconds?: boolean } = {}): string {
  const date = toDate(value);
  if (!date) return missingDate;
  const p = partsOf(date);
  const time = options.seconds === false ? `${p.hour}:${p.minute}` : `${p.hour}:${p.minute}:${p.second}`;
  return `${p.day}.${p.month}.${p.year} um ${time} Uhr (${p.timeZoneName})`;
}

/** "25.11.2026"; "–" without a readable instant. */
export function formatBerlinDate(value: Instant | null | undefined): string {
  const date = toDate(value);
  if (!date) return missingDate;
  const p = partsOf(date);
  return `${p.day}.${p.month}.${p.year}`;
}

/** "14:03" */
export function formatBerlinTime(value: Instant | null | undefined): string {
  const date = toDate(value);
  if (!date) return missingDate;
  const p = partsOf(date);
  return `${p.hour}:${p.minute}`;
}

/** "25.11.2026, 14:03": a date with its clock time where a list has no room for more. */
export function formatBerlinDateShortTime(value: Instant | null | undefined): string {
  const date = toDate(value);
  if (!date) return missingDate;
  return `${formatBerlinDate(date)}, ${formatBerlinTime(date)}`;
}

/** "2026-11-25" -> "25.11.2026", for dates the customer typed as calendar days. */
export function formatIsoDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}.${month}.${year}`;
}

/** The Berlin calendar day of an instant as "YYYY-MM-DD". */
export function berlinDayOf(date: Date): string {
  return isoDay.format(date);
}

/** True for a real calendar day written as "YYYY-MM-DD" (no 31 February). */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** "YYYY-MM-DD" plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function berlinOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** 00:00 in Berlin on the given day, as an instant. */
export function berlinStartOfDay(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`).getTime();
  const first = utcMidnight - berlinOffsetMinutes(new Date(utcMidnight)) * 60_000;
  // Berlin never changes its offset at midnight, but checking once more costs nothing.
  return new Date(utcMidnight - berlinOffsetMinutes(new Date(first)) * 60_000);
}

/** The moment a Berlin calendar day is over ("bis zum Ablauf des 30.06."). */
export function berlinEndOfDay(day: string): Date {
  return berlinStartOfDay(addDays(day, 1));
}

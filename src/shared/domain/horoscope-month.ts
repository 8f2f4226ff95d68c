import { addMonths as addCalendarMonths } from "./subscription-terms.ts";

// Horoscope months are calendar months in Europe/Berlin, written "YYYY-MM": on the night of
// the 1st a member in Berlin reads the new month, whatever zone the server runs in.

const berlinMonth = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit" });
const germanMonth = new Intl.DateTimeFormat("de-DE", { timeZone: "UTC", month: "long", year: "numeric" });

export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The Berlin calendar month of an instant, "YYYY-MM". */
export function berlinMonthOf(date: Date): string {
  const parts = Object.fromEntries(berlinMonth.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}`;
}

/** "YYYY-MM" plus `months` months (negative goes back). */
export function addMonths(month: string, months: number): string {
  return addCalendarMonths(new Date(`${month}-01T00:00:00Z`), months)
    .toISOString()
    .slice(0, 7);
}

/** "2026-11" -> "November 2026". */
export function formatMonth(month: string): string {
  return germanMonth.format(new Date(`${month}-01T00:00:00Z`));
}

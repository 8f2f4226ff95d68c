import { berlinDayOf, isIsoDay } from "./berlin-time.ts";

// Calls are for adults (docs/decisions/0033). Age is counted in Berlin calendar days: a person
// turns 18 at 00:00 Berlin time on their 18th birthday, wherever the server or browser runs.
// Someone born on 29 February turns a year older on 1 March in years without that day.

export const adultAge = 18;

/** The earliest birth date the forms accept. */
export const earliestBirthDate = "1900-01-01";

/** Full years between a birth date and a day, both "YYYY-MM-DD". */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** Whether someone born on `birthDate` is 18 or older on the Berlin calendar day of `now`. */
export function isAdultAt(birthDate: string, now: Date): boolean {
  return ageOn(birthDate, berlinDayOf(now)) >= adultAge;
}

export type BirthDateProblem = "invalid" | "tooEarly" | "future";

/** What is wrong with a birth date regardless of age, or null: a real day, not before 1900, not after today. */
export function birthDateProblem(birthDate: string, now: Date): BirthDateProblem | null {
  if (!isIsoDay(birthDate)) return "invalid";
  if (birthDate < earliestBirthDate) return "tooEarly";
  if (birthDate > berlinDayOf(now)) return "future";
  return null;
}

import { randomInt } from "node:crypto";
import { DEFAULT_BIRTH_DATE } from "../../src/server/db/seed/factories.ts";
import { addDays, berlinDayOf } from "../../src/shared/domain/berlin-time.ts";

/** The date of birth a registration sends unless a test names another: an adult's. */
export const adultBirthDate = DEFAULT_BIRTH_DATE;

/**
 * The Berlin calendar day `years` years before today, moved by `days`: `birthDayYearsAgo(18)`
 * is the birth date of someone who turns 18 today, `birthDayYearsAgo(18, 1)` of someone who
 * turns 18 tomorrow. On 29 February the anniversary falls on 1 March in years without it.
 */
export function birthDayYearsAgo(years: number, days = 0, now: Date = new Date()): string {
  const [y, m, d] = berlinDayOf(now).split("-").map(Number) as [number, number, number];
  const day =
    m === 2 && d === 29
      ? `${y - years}-03-01`
      : `${y - years}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return addDays(day, days);
}

/** A body for POST /api/users (the registration section) with unique phone and address. */
export function newSignupBody(
  overrides: Partial<Record<"name" | "phone" | "email" | "password" | "birthDate", string>> = {},
) {
  const digits = String(randomInt(0, 1_000_000_000)).padStart(9, "0");
  return {
    name: "Neue Kundin",
    phone: `+49162${digits}`,
    email: `neu${digits}@example.de`,
    password: "geheim1",
    birthDate: adultBirthDate,
    ...overrides,
  };
}

/** A body for POST /api/register (the simple registration) with a unique phone. */
export function newRegisterBody(overrides: Partial<Record<"name" | "phone" | "password" | "birthDate", string>> = {}) {
  const { name, phone, password, birthDate } = newSignupBody(overrides);
  return { name, phone, password, birthDate };
}

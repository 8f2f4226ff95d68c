import { ADMIN_USER_ID } from "../../../shared/domain/administrator.ts";
import { isAdultAt } from "../../../shared/domain/adult-age.ts";

/**
 * What the date of birth means for an account today (docs/decisions/0033): none yet, so it is
 * asked before anything else (never of the administrator, who calls nobody); or under 18, so
 * the account may neither order nor call.
 */
export function birthDateStanding(
  user: { id: number; birth_date: string | null },
  now: Date = new Date(),
): { needsBirthDate?: true; minor?: true } {
  if (user.birth_date === null) return user.id === ADMIN_USER_ID ? {} : { needsBirthDate: true };
  return isAdultAt(user.birth_date, now) ? {} : { minor: true };
}

/**
 * Under 18 by the date of birth it gave: such an account may neither order nor call (docs/decisions/0033).
 * An account without a date is asked at its next login, not refused here: a member who only
 * ever phones keeps the calls paid for.
 */
export function isKnownMinor(user: { id: number; birth_date: string | null }, now: Date = new Date()): boolean {
  return user.id !== ADMIN_USER_ID && user.birth_date !== null && !isAdultAt(user.birth_date, now);
}

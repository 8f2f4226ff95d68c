import { addDays, berlinDayOf, berlinEndOfDay } from "../../../shared/domain/berlin-time.ts";

/**
 * The 14-day withdrawal period starts the day after the contract was concluded and ends when
 * the 14th day is over (§ 355 Abs. 2, §§ 187, 188 BGB), counted in German calendar days.
 */
export function withdrawalDeadline(concludedAt: Date): Date {
  return berlinEndOfDay(addDays(berlinDayOf(concludedAt), 14));
}

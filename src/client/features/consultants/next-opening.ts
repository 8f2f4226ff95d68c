import { nextOpeningText, parseWorkingHours } from "../../../shared/domain/working-hours.ts";

/** When an offline consultant with these hours is next there ("heute ab 18 Uhr"); null if unknown. */
export function nextOpening(workingHours: string, now: Date): string | null {
  const read = parseWorkingHours(workingHours);
  return read.ok ? nextOpeningText(read.spans, now) : null;
}

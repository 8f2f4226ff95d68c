import type { ZodiacSign } from "../../../shared/domain/zodiac.ts";

/**
 * The member's own sign (from the birth date or the chosen sign) leads the list, the others
 * follow in the zodiac's order; without a sign the order is the zodiac's, Widder first.
 */
export function ownSignFirst<T extends { sign: ZodiacSign }>(signs: readonly T[], own: ZodiacSign | null): T[] {
  if (own === null) return [...signs];
  return [...signs.filter((entry) => entry.sign === own), ...signs.filter((entry) => entry.sign !== own)];
}

import { creditsInEuro, formatCredits } from "../../../shared/domain/credits.ts";

/** "Persönliche Beratung: 120 Credits/Min. (1,20 €/Min.)": the credit price always with its euro value. */
export function creditPriceText(creditsPerMinute: number): string {
  // Plain spaces, so the text reads the same wherever it is copied or compared.
  const euro = creditsInEuro(creditsPerMinute).replace(/\s/g, " ");
  return `Persönliche Beratung: ${formatCredits(creditsPerMinute)}/Min. (${euro}/Min.)`;
}

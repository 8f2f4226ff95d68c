import { callPricesCents, formatEuro } from "./plan.ts";

/** The two 0900 lines: the member line and the line without membership ("premium", after its tariff). */
export type CallLine = keyof typeof callPricesCents;

/** § 109 TKG: the price per minute, VAT included, and the 18+ note go next to every 0900 number. */
export function priceNote(line: CallLine): string {
  // Plain spaces, so the text reads the same wherever it is copied or compared.
  return `${formatEuro(callPricesCents[line]).replace(/\s/g, " ")}/Min. inkl. MwSt., ab 18`;
}

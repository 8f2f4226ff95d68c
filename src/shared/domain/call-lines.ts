import { callPricesCents, formatEuro } from "./plan.ts";
import { lineWithoutMembership, memberLine } from "./call-guide.ts";

/** The lines a call is recorded on (calls.line). */
export const callLines = ["member", "premium", "credit"] as const;
export type RecordedCallLine = (typeof callLines)[number];

const perMinute = (cents: number) => `${formatEuro(cents).replace(/\s/g, " ")}/Min.`;

/**
 * How a call was paid, named as the call guide and the AGB name the lines: the two 0900 lines
 * by the minute over the phone bill, the credit line with Cosmos Credits and never in euro.
 */
export const callLineLabels: Record<RecordedCallLine, string> = {
  member: `${memberLine.name}, ${perMinute(callPricesCents.member)} über die Telefonrechnung`,
  premium: `${lineWithoutMembership.name}, ${perMinute(callPricesCents.premium)} über die Telefonrechnung`,
  credit: "Credit-Line, mit Cosmos Credits bezahlt",
};

/** The label of a stored line, or the stored code itself should a new line appear. */
export function callLineLabel(line: string): string {
  return (callLineLabels as Record<string, string>)[line] ?? line;
}

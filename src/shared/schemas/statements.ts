import { z } from "zod";

export const statementMonthsSchema = z
  .object({ months: z.array(z.string()) })
  .describe("Die Monate seit Bestehen des Kontos (JJJJ-MM, Europe/Berlin), neueste zuerst");
export type StatementMonths = z.output<typeof statementMonthsSchema>;

/** Where the statement of a month is downloaded ("2026-11", "pdf"). */
export function statementUrl(month: string, format: "pdf" | "csv"): string {
  return `/api/statements/${month}?format=${format}`;
}

import { berlinDayOf, berlinStartOfDay } from "./berlin-time.ts";

/**
 * How long records of a deleted account are kept (docs/decisions/0037): bookkeeping records
 * (payments, receipts, the credit ledger and orders, the calls behind statements and debits)
 * ten years under § 147 Abs. 1 Nr. 4, Abs. 3 AO and § 257 Abs. 1 Nr. 4, Abs. 4 HGB, shortened to
 * eight by the Bürokratieentlastungsgesetz IV; business letters (contract declarations, order
 * confirmations) six years under § 257 Abs. 1 Nr. 2 und 3, Abs. 4 HGB. The anonymous stub of an
 * account of which nothing else is kept stays for the regular limitation period (§ 195 BGB),
 * so that the administration can still tell a claim about it that the account was deleted.
 */
export const retentionYears = { bookkeeping: 8, businessLetters: 6, limitation: 3 } as const;

export type RetentionKind = keyof typeof retentionYears;

/**
 * The moment a record made at `madeAt` may be deleted: the period runs from the end of the
 * Berlin calendar year in which it was made (§ 147 Abs. 4 AO, § 257 Abs. 5 HGB), so a record of
 * 3 March 2026 kept eight years goes at the start of 1 January 2035, Berlin time.
 */
export function retainUntil(madeAt: string | Date, kind: RetentionKind): string {
  const year = Number(berlinDayOf(new Date(madeAt)).slice(0, 4));
  return berlinStartOfDay(`${year + 1 + retentionYears[kind]}-01-01`).toISOString();
}

/** Ids grouped by their deletion date, so each date is written with one update. */
export function groupByRetention(
  rows: ReadonlyArray<{ id: number | string; madeAt: string }>,
  kind: RetentionKind,
): Map<string, Array<number | string>> {
  const groups = new Map<string, Array<number | string>>();
  for (const row of rows) {
    const until = retainUntil(row.madeAt, kind);
    groups.set(until, [...(groups.get(until) ?? []), row.id]);
  }
  return groups;
}

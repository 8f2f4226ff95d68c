import { sql, type Kysely } from "kysely";
import { groupByRetention, type RetentionKind } from "../../shared/domain/retention.ts";
import type { Database } from "./schema.ts";

// The records the law makes us keep after an account is deleted (docs/decisions/0037). Each
// owning module's repository calls these for its own tables only; a set retain_until marks a
// row as kept and restricted, and the purge deletes it once that date has passed.

/** The tables that carry retain_until, with their key and the column that dates a row. */
const keptTables = {
  payments: { id: "id", madeAt: "paid_at", owner: "user_id" },
  receipts: { id: "id", madeAt: "issued_at", owner: "user_id" },
  credit_entries: { id: "id", madeAt: "created_at", owner: "user_id" },
  credit_orders: { id: "order_id", madeAt: "created_at", owner: "user_id" },
  calls: { id: "id", madeAt: "started_at", owner: "user_id" },
  credit_calls: { id: "call_id", madeAt: "started_at", owner: "user_id" },
  contract_declarations: { id: "id", madeAt: "received_at", owner: "user_id" },
  order_confirmations: { id: "id", madeAt: "created_at", owner: "user_id" },
} as const satisfies Partial<Record<keyof Database, { id: string; madeAt: string; owner: string }>>;

export type KeptTable = keyof typeof keptTables;

const chunkSize = 500;

/**
 * Marks every row of the user in `table` as kept until the end of its Berlin calendar year plus
 * the period of `kind`; answers the latest of those dates, or null when the user has no row.
 */
export async function keepRowsOf(
  executor: Kysely<Database>,
  table: KeptTable,
  userId: number,
  kind: RetentionKind,
): Promise<string | null> {
  const { id, madeAt, owner } = keptTables[table];
  const rows = await sql<{ id: number | string; made_at: string }>`
    select ${sql.ref(id)} as id, ${sql.ref(madeAt)} as made_at from ${sql.table(table)}
    where ${sql.ref(owner)} = ${userId}`.execute(executor);
  const groups = groupByRetention(
    rows.rows.map((r) => ({ id: r.id, madeAt: r.made_at })),
    kind,
  );
  for (const [until, ids] of groups) {
    for (let i = 0; i < ids.length; i += chunkSize) {
      await sql`update ${sql.table(table)} set retain_until = ${until}
        where ${sql.ref(id)} in (${sql.join(ids.slice(i, i + chunkSize))})`.execute(executor);
    }
  }
  return latest([...groups.keys()]);
}

/** Deletes the kept rows of `table` whose date has come; answers how many went. */
export async function purgeKeptRows(db: Kysely<Database>, table: KeptTable | "contact_messages", now: Date) {
  const result = await sql`delete from ${sql.table(table)} where retain_until is not null
    and retain_until <= ${now.toISOString()}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** The latest of some ISO instants, or null for none. */
export function latest(dates: ReadonlyArray<string | null>): string | null {
  return dates.reduce<string | null>((max, d) => (d !== null && (max === null || d > max) ? d : max), null);
}

/**
 * What a module offers for the periods the privacy statement names for records of accounts
 * that still exist (docs/decisions/0039): delete what has outlived its period; the number
 * deleted. Each judges by the clock its records are written with: real time, also in sandbox
 * mode, where only the payment clock moves.
 */
export interface ExpiredRecordsPurge {
  purgeExpired(): Promise<number>;
}

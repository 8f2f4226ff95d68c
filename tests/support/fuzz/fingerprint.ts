import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../../src/server/db/schema.ts";
import { dataTables, type TableScope } from "./data-tables.ts";

/**
 * A hash per part of the data: `table` for a shared table, `table#owner` for the rows of one
 * account (`table#-` for rows of none), so that two fingerprints name what a request changed.
 * It does not depend on who asks: one taken after a request serves as the next one's before.
 */
export type Fingerprint = Map<string, string>;

const plain = (value: unknown): unknown =>
  value instanceof Uint8Array ? Buffer.from(value).toString("hex") : typeof value === "bigint" ? String(value) : value;

function hashRows(rows: Array<Record<string, unknown>>, ignored: string[]): string {
  const lines = rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .filter((column) => !ignored.includes(column))
          .sort()
          .map((column) => [column, plain(row[column])]),
      ),
    )
    .sort();
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}

async function partsOf(db: Kysely<Database>, table: string, scope: TableScope): Promise<Array<[string, string]>> {
  if (scope.kind === "counter" || scope.kind === "derived") return [];
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  if (scope.kind === "shared") return [[table, hashRows(rows, [])]];
  const byOwner = new Map<string, Array<Record<string, unknown>>>();
  for (const row of rows) {
    const owner = row[scope.ownerColumn] === null ? "-" : String(Number(row[scope.ownerColumn]));
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), row]);
  }
  return [...byOwner].map(([owner, ownRows]) => [`${table}#${owner}`, hashRows(ownRows, scope.ignoredColumns ?? [])]);
}

/** The fingerprint of every classified table. */
export async function fingerprint(db: Kysely<Database>): Promise<Fingerprint> {
  const parts = await Promise.all(Object.entries(dataTables).map(([table, scope]) => partsOf(db, table, scope)));
  return new Map(parts.flat());
}

/**
 * What differs between two fingerprints, seen from the account `callerId` (none: a guest or
 * the carrier): `table` for a shared table, `table:own` and `table:others` for account rows.
 */
export function changedParts(before: Fingerprint, after: Fingerprint, callerId: number | undefined): string[] {
  const keys = [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
  const parts = keys.map((key) => {
    const [table = key, owner] = key.split("#");
    if (owner === undefined) return table;
    return callerId !== undefined && owner === String(callerId) ? `${table}:own` : `${table}:others`;
  });
  return [...new Set(parts)].sort();
}

/** The tables of the database that data-tables.ts does not classify. */
export async function unclassifiedTables(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.map((t) => t.name).filter((name) => !(name in dataTables));
}

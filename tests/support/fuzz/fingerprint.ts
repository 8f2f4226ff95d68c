import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../../src/server/db/schema.ts";
import { dataTables, type TableScope } from "./data-tables.ts";

/**
 * A hash per part of the data: `table` for shared tables, `table:own` and `table:others` for an
 * account's rows (own = the caller's), so that two fingerprints name what a request changed.
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

async function partsOf(
  db: Kysely<Database>,
  table: string,
  scope: TableScope,
  callerId: number | undefined,
): Promise<Array<[string, string]>> {
  if (scope.kind === "counter" || scope.kind === "derived") return [];
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  if (scope.kind === "shared") return [[table, hashRows(rows, [])]];
  const ignored = scope.ignoredColumns ?? [];
  const own = rows.filter((row) => callerId !== undefined && Number(row[scope.ownerColumn]) === callerId);
  const others = rows.filter((row) => !own.includes(row));
  return [
    [`${table}:own`, hashRows(own, ignored)],
    [`${table}:others`, hashRows(others, ignored)],
  ];
}

/** The fingerprint of every classified table, seen from the account `callerId` (none: a guest). */
export async function fingerprint(db: Kysely<Database>, callerId: number | undefined): Promise<Fingerprint> {
  const parts = await Promise.all(
    Object.entries(dataTables).map(([table, scope]) => partsOf(db, table, scope, callerId)),
  );
  return new Map(parts.flat());
}

/** The parts that differ between two fingerprints. */
export function changedParts(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((part) => before.get(part) !== after.get(part));
}

/** The tables of the database that data-tables.ts does not classify. */
export async function unclassifiedTables(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.map((t) => t.name).filter((name) => !(name in dataTables));
}

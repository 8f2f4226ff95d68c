import { chmodSync, renameSync, rmSync } from "node:fs";
import pg from "pg";
import { findPgTool, runPgTool } from "./postgres-tools.ts";
import { ownerOnly, RefusedRestore, type TableCount } from "./common.ts";

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>("show server_version_num");
  return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
}

/** The tables of the database's own schemas (not PostgreSQL's catalogs) with their row counts. */
export async function postgresTableCounts(client: pg.Client): Promise<TableCount[]> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by table_schema, table_name`,
  );
  const counts: TableCount[] = [];
  for (const { schema, name } of tables) {
    const quoted = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${quoted}`);
    counts.push({ table: schema === "public" ? name : `${schema}.${name}`, rows: rows[0]?.n ?? 0 });
  }
  return counts;
}

export interface PostgresBackup {
  /** How many tables' data the dump holds (its table of contents, read back by pg_restore). */
  tables: number;
  pgDump: string;
}

/**
 * `pg_dump --format=custom`: one consistent snapshot (a single repeatable-read transaction) while
 * the portal keeps writing. Written under a temporary name; pg_restore reads its table of
 * contents back before it is renamed to `out`.
 */
export async function backupPostgres(url: string, out: string): Promise<PostgresBackup> {
  const major = await withClient(url, serverMajor);
  const pgDump = await findPgTool("pg_dump", major);
  const pgRestore = await findPgTool("pg_restore", major);
  const temp = `${out}.unvollstaendig`;
  rmSync(temp, { force: true });
  try {
    await runPgTool(pgDump, ["--format=custom", `--file=${temp}`], url);
    const contents = await runPgTool(pgRestore, ["--list", temp]);
    chmodSync(temp, ownerOnly);
    renameSync(temp, out);
    return { tables: contents.split("\n").filter((l) => / TABLE DATA /.test(l)).length, pgDump: pgDump.path };
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
}

/**
 * `pg_restore --single-transaction --exit-on-error` into an empty database: all of the backup or,
 * on any error, nothing. Objects belong to the user of DATABASE_URL (`--no-owner`), whoever owned
 * them where the backup was made. A database with tables or other objects is refused untouched.
 */
export async function restorePostgres(backup: string, url: string): Promise<TableCount[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
          and n.nspname not like 'pg_temp%' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    );
    const objects = rows[0]?.n ?? 0;
    if (objects > 0) {
      throw new RefusedRestore(
        `Die Zieldatenbank ${client.database ?? ""} ist nicht leer (${objects} Tabellen, Sichten oder Sequenzen). ` +
          "Eine Sicherung wird nur in eine leere Datenbank zurückgespielt; es wurde nichts verändert. " +
          "Legen Sie eine neue an (createdb) und nennen Sie sie in DATABASE_URL.",
      );
    }
    const pgRestore = await findPgTool("pg_restore", await serverMajor(client));
    await runPgTool(pgRestore, ["--no-owner", "--exit-on-error", "--single-transaction", backup], url);
    return postgresTableCounts(client);
  });
}

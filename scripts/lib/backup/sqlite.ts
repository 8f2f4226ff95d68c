import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ownerOnly, RefusedRestore, type TableCount } from "./common.ts";

/** The user tables of an SQLite file and their row counts, in name order. */
export function sqliteTableCounts(db: DatabaseSync): TableCount[] {
  const tables = db
    .prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite_%' order by name")
    .all() as Array<{ name: string }>;
  return tables.map(({ name }) => {
    const row = db.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as { n: number };
    return { table: name, rows: Number(row.n) };
  });
}

/** Throws unless SQLite's own check of the file says `ok`; returns its tables and rows. */
export function checkSqliteFile(file: string): TableCount[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    let results: Array<{ integrity_check: string }>;
    try {
      results = db.prepare("pragma integrity_check").all() as Array<{ integrity_check: string }>;
    } catch (err) {
      throw new Error(`${file} ist keine SQLite-Datenbank (${err instanceof Error ? err.message : String(err)}).`, {
        cause: err,
      });
    }
    const problems = results.map((r) => r.integrity_check).filter((v) => v !== "ok");
    if (problems.length > 0) {
      throw new Error(`${file} ist beschädigt (PRAGMA integrity_check): ${problems.slice(0, 5).join("; ")}`);
    }
    return sqliteTableCounts(db);
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of a running SQLite database. `VACUUM INTO` reads in one transaction, so the
 * copy is one snapshot while the portal keeps writing (WAL: readers do not block writers); the
 * online backup API would start over whenever another process writes between its steps, which
 * under steady load may never finish. The copy is written under a temporary name, checked, and
 * only then renamed to `out`, so a file with the final name is always complete.
 */
export function backupSqlite(source: string, out: string): TableCount[] {
  if (!existsSync(source)) throw new Error(`Die Datenbankdatei ${source} gibt es nicht.`);
  const temp = `${out}.unvollstaendig`;
  rmSync(temp, { force: true });
  const db = new DatabaseSync(source, { readOnly: true });
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare("vacuum into ?").run(temp);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  } finally {
    db.close();
  }
  try {
    const counts = checkSqliteFile(temp);
    chmodSync(temp, ownerOnly);
    renameSync(temp, out);
    return counts;
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
}

/** The user tables a (possibly missing) SQLite file holds; none for a missing or empty file. */
function tablesIn(file: string): string[] {
  if (!existsSync(file) || statSync(file).size === 0) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return sqliteTableCounts(db).map((t) => t.table);
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in place of an empty or missing database file: the backup is checked first, copied
 * next to the target under a temporary name and renamed, so the target is either untouched or
 * complete. A target with tables is refused and left as it is.
 */
export function restoreSqlite(backup: string, target: string): TableCount[] {
  const path = resolve(target);
  const existing = tablesIn(path);
  if (existing.length > 0) {
    throw new RefusedRestore(
      `Die Zieldatenbank ${path} ist nicht leer (${existing.length} Tabellen). Eine Sicherung wird nur in eine leere ` +
        "Datenbank zurückgespielt; es wurde nichts verändert. Wählen Sie eine neue Datei als DATABASE_URL.",
    );
  }
  const counts = checkSqliteFile(backup);
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.wiederherstellung`;
  rmSync(temp, { force: true });
  // A copy made by SQLite itself: the backup may still be in WAL mode with its own side files.
  const db = new DatabaseSync(backup, { readOnly: true });
  try {
    db.prepare("vacuum into ?").run(temp);
  } finally {
    db.close();
  }
  try {
    checkSqliteFile(temp);
    // Side files of the empty target would be read as part of the restored file.
    for (const side of ["-wal", "-shm", "-journal"]) rmSync(`${path}${side}`, { force: true });
    renameSync(temp, path);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
  return counts;
}

import { execFile } from "node:child_process";
import { existsSync, readdirSync, realpathSync } from "node:fs";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface PgTool {
  path: string;
  major: number;
}

/** Where Debian puts each installed PostgreSQL version's programs. */
const debianVersions = "/usr/lib/postgresql";

function candidates(name: "pg_dump" | "pg_restore"): string[] {
  const found: string[] = [];
  if (existsSync(debianVersions)) {
    for (const version of readdirSync(debianVersions)) found.push(join(debianVersions, version, "bin", name));
  }
  for (const dir of (process.env.PATH ?? "").split(delimiter)) if (dir) found.push(join(dir, name));
  const seen = new Set<string>();
  return found.filter((path) => {
    if (!existsSync(path)) return false;
    const real = realpathSync(path);
    // Debian's /usr/bin/pg_dump is a wrapper that picks a version by itself; the versions'
    // own programs are already in the list.
    if (seen.has(real) || real.includes("pg_wrapper")) return false;
    seen.add(real);
    return true;
  });
}

async function majorOf(path: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(path, ["--version"]);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pg_dump or pg_restore for a server of this major version: the same version, else the
 * nearest newer one (both read and write older servers' data). An older one refuses the server,
 * so instead of its error the message names the package to install.
 */
export async function findPgTool(name: "pg_dump" | "pg_restore", serverMajor: number): Promise<PgTool> {
  const tools: PgTool[] = [];
  for (const path of candidates(name)) {
    const major = await majorOf(path);
    if (major !== undefined) tools.push({ path, major });
  }
  const fitting = tools.filter((t) => t.major >= serverMajor).sort((a, b) => a.major - b.major)[0];
  if (fitting) return fitting;
  const install =
    `Installieren Sie die Programme der Version ${serverMajor}: \`sudo apt-get install postgresql-client-${serverMajor}\` ` +
    "(Versionen, die Debian nicht mitbringt, aus dem Repository apt.postgresql.org). " +
    `Danach liegt ${name} unter ${debianVersions}/${serverMajor}/bin und wird dort gefunden.`;
  if (tools.length === 0) {
    throw new Error(`${name} wurde weder im PATH noch unter ${debianVersions}/<Version>/bin gefunden. ${install}`);
  }
  const newest = tools.reduce((a, b) => (b.major > a.major ? b : a));
  throw new Error(
    `${name} ${newest.major} (${newest.path}) ist älter als der PostgreSQL-Server (Version ${serverMajor}) und ` +
      `kann ihn nicht ${name === "pg_dump" ? "sichern" : "beschreiben"}. ${install}`,
  );
}

/**
 * Runs a PostgreSQL program, against the database at `url` when given. The password goes in
 * PGPASSWORD, not on the command line, where every user of the machine could read it in the
 * process list.
 */
export async function runPgTool(tool: PgTool, args: string[], url?: string): Promise<string> {
  const env = { ...process.env };
  const dbArgs: string[] = [];
  if (url) {
    const target = new URL(url);
    if (target.password) env.PGPASSWORD = decodeURIComponent(target.password);
    target.password = "";
    dbArgs.push(`--dbname=${target.toString()}`);
  }
  try {
    const { stdout } = await run(tool.path, [...args, ...dbArgs], { env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`${tool.path} ist fehlgeschlagen${stderr ? `:\n${stderr}` : `: ${String(err)}`}`, { cause: err });
  }
}

import { execFile, execFileSync } from "node:child_process";
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "../free-port.ts";
import { ensureDebianProgram, postgresServerProgram } from "./debian-package.ts";

const run = promisify(execFile);

export interface DebianPostgres {
  /** A superuser's URL (user postgres, password authentication over TCP). */
  url: string;
  /** The folder of this version's programs (pg_dump, pg_restore, psql, ...). */
  binDir: string;
  /** Stops the server (fast: open connections are ended) and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts a throw-away cluster of Debian's own PostgreSQL server (package postgresql-<major>), the
 * one an operator on Debian runs, in a folder of its own under the temp folder and on a free port.
 * PostgreSQL refuses to run as root, so as root every program runs as the system user "postgres"
 * the package creates, in a folder owned by it (the temp folder lets everyone pass).
 */
export async function startDebianPostgres(
  options: { major?: number; durable?: boolean } = {},
): Promise<DebianPostgres> {
  const major = options.major ?? 15;
  const binDir = `/usr/lib/postgresql/${major}/bin`;
  ensureDebianProgram(postgresServerProgram(major));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot
    ? {
        uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" })),
        gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" })),
      }
    : undefined;
  const as = (program: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", join(binDir, program), ...args])
      : run(join(binDir, program), args);

  const dir = mkdtempSync(join(tmpdir(), "portal-debian-pg-"));
  const data = join(dir, "data");
  const passwordFile = join(dir, "password");
  const password = "portal-throw-away";
  writeFileSync(passwordFile, password, { mode: 0o600 });
  mkdirSync(data, { mode: 0o700 });
  if (owner) for (const path of [dir, data, passwordFile]) chownSync(path, owner.uid, owner.gid);
  const port = await freePort();
  const dataCtl = ["-D", data];
  const stop = async () => {
    await as("pg_ctl", [...dataCtl, "-m", "fast", "-w", "stop"]).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await as("initdb", [
      ...dataCtl,
      "-U",
      "postgres",
      `--pwfile=${passwordFile}`,
      "--auth-local=trust",
      "--auth-host=scram-sha-256",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
      ...(options.durable ? [] : ["--no-sync"]),
    ]);
    const serverOptions = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1"];
    if (!options.durable) serverOptions.push("-c fsync=off", "-c synchronous_commit=off");
    await as("pg_ctl", [
      ...dataCtl,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-t",
      "60",
      "-o",
      serverOptions.join(" "),
      "start",
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, binDir, stop };
}

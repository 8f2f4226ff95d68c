import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../free-port.ts";
import { debianPrograms, ensureDebianProgram } from "./debian-package.ts";

/**
 * The sample PgBouncer configuration (deploy/pgbouncer/pgbouncer.ini), started for the tests
 * in front of a throw-away PostgreSQL: the pooling settings are the deployed file's; the
 * addresses, the authentication (trust, for loopback), the log and [databases] are replaced.
 */

export const pgbouncerTemplate = new URL("../../deploy/pgbouncer/pgbouncer.ini", import.meta.url);

export interface RunningPgbouncer {
  /** `upstream` with PgBouncer's address in place of PostgreSQL's: the same database through the pool. */
  urlFor(upstream: string): string;
  /** The console's URL (database "pgbouncer"), for SHOW POOLS, SHOW STATS. */
  consoleUrl: string;
  stop(): Promise<void>;
  /** All PgBouncer wrote. */
  output(): string;
}

/** The value of `key` in the [pgbouncer] section of an ini text, or undefined. */
export function pgbouncerSetting(ini: string, key: string): string | undefined {
  let section = "";
  for (const line of ini.split("\n")) {
    const header = /^\s*\[(\w+)\]/.exec(line);
    if (header) section = header[1] ?? "";
    const setting = /^\s*(\w+)\s*=\s*(.*?)\s*$/.exec(line);
    if (section === "pgbouncer" && setting?.[1] === key) return setting[2];
  }
  return undefined;
}

/**
 * The template with the given [pgbouncer] settings replaced (or added) and [databases]
 * replaced by `databases`; comments and every other setting are kept.
 */
export function renderPgbouncerConfig(
  template: string,
  site: { settings: Record<string, string>; databases: string[] },
): string {
  const pending = new Map(Object.entries(site.settings));
  const out: string[] = [];
  let section = "";
  for (const line of template.split("\n")) {
    const header = /^\s*\[(\w+)\]/.exec(line);
    if (header) {
      section = header[1] ?? "";
      out.push(line);
      if (section === "databases") out.push(...site.databases);
      continue;
    }
    const key = /^\s*(\w+)\s*=/.exec(line)?.[1];
    if (section === "databases" && key) continue;
    if (section === "pgbouncer" && key && pending.has(key)) {
      out.push(`${key} = ${pending.get(key)}`);
      pending.delete(key);
      continue;
    }
    out.push(line);
  }
  for (const [key, value] of pending) out.push(`${key} = ${value}`);
  return out.join("\n");
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Starts PgBouncer (Debian's package) in the foreground on a free loopback port in front of
 * the PostgreSQL server of `upstream` (a URL with user and password; every database of that
 * server is reachable by its name), and waits until it accepts connections. As root it runs as
 * the user postgres: PgBouncer refuses to run as root.
 */
export async function startPgbouncer(
  upstream: string,
  options: { settings?: Record<string, string> } = {},
): Promise<RunningPgbouncer> {
  const program = ensureDebianProgram(debianPrograms.pgbouncer);
  const server = new URL(upstream);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "portal-pgbouncer-"));
  // Readable by the user postgres; a throw-away server's password on a test machine.
  chmodSync(dir, 0o755);
  const userlist = join(dir, "userlist.txt");
  writeFileSync(userlist, `"${user}" ""\n`, { mode: 0o644 });
  const config = join(dir, "pgbouncer.ini");
  const rendered = renderPgbouncerConfig(readFileSync(pgbouncerTemplate, "utf8"), {
    settings: {
      listen_addr: "127.0.0.1",
      listen_port: String(port),
      unix_socket_dir: "",
      logfile: "",
      pidfile: "",
      auth_type: "trust",
      auth_file: userlist,
      admin_users: user,
      ...options.settings,
    },
    databases: [`* = host=${server.hostname} port=${server.port} user=${user} password=${password}`],
  });
  writeFileSync(config, rendered, { mode: 0o644 });

  let output = "";
  const asRoot = process.getuid?.() === 0;
  const child = spawn(program, [...(asRoot ? ["-u", "postgres"] : []), config], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`PgBouncer ist nicht erreichbar (deploy/pgbouncer/pgbouncer.ini):\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const through = (url: string, database?: string) => {
    const target = new URL(url);
    target.hostname = "127.0.0.1";
    target.port = String(port);
    if (database) target.pathname = `/${database}`;
    return target.toString();
  };
  return { urlFor: (url) => through(url), consoleUrl: through(upstream, "pgbouncer"), stop, output: () => output };
}

import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent as HttpsAgent } from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { debianPrograms, ensureDebianProgram } from "./debian-package.ts";

/**
 * The production HAProxy configuration (deploy/haproxy/haproxy.cfg), started for the tests and
 * the benchmarks with a self-signed certificate, loopback ports and the given portal processes.
 * Only the lines marked "# site:" are replaced; everything else is the deployed file.
 */

export const haproxyTemplate = new URL("../../deploy/haproxy/haproxy.cfg", import.meta.url);

export interface HaproxyOptions {
  /** The portal processes, as host:port. */
  backends: string[];
  httpsPort: number;
  httpPort: number;
  /**
   * The address HAProxy connects to the portal from. The tests' clients are on loopback too, so
   * a dedicated address (127.0.0.2) lets TRUST_PROXY name the proxy alone.
   */
  source?: string;
}

export interface RunningHaproxy {
  /** https://127.0.0.1:<port> */
  base: string;
  httpBase: string;
  /** The self-signed certificate, for clients that must trust it. */
  ca: string;
  /** An https.Agent that trusts the certificate (keep-alive). */
  agent: HttpsAgent;
  /** The runtime API's socket (the "stats socket"). */
  socket: string;
  /** Sends one command to the runtime API and returns its answer. */
  command(line: string): Promise<string>;
  /** Each backend server's operational state: "UP", "DOWN", "MAINT", ... */
  serverStates(): Promise<Map<string, string>>;
  stop(): Promise<void>;
  /** All HAProxy wrote to stdout and stderr. */
  output(): string;
}

export function ensureHaproxy(): string {
  return ensureDebianProgram(debianPrograms.haproxy);
}

/** A self-signed certificate for localhost and 127.0.0.1: the file HAProxy reads, and the PEM to trust. */
export function selfSignedCertificate(dir: string): { pemFile: string; cert: string } {
  const openssl = ensureDebianProgram(debianPrograms.openssl);
  const key = join(dir, "portal.key");
  const cert = join(dir, "portal.crt");
  execFileSync(
    openssl,
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost"].concat([
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { stdio: "pipe" },
  );
  const pemFile = join(dir, "portal.pem");
  writeFileSync(pemFile, readFileSync(cert, "utf8") + readFileSync(key, "utf8"), { mode: 0o600 });
  return { pemFile, cert: readFileSync(cert, "utf8") };
}

/** Replaces the "# site:" lines of the deployed configuration; fails if one is not where expected. */
export function renderHaproxyConfig(
  template: string,
  site: {
    pemFile: string;
    socket: string;
    httpsPort: number;
    httpPort: number;
    backends: string[];
    source?: string;
  },
): string {
  const seen = new Set<string>();
  let previousMarker: string | undefined;
  const lines = template.split("\n").flatMap((line) => {
    // A marker ends a configuration line; comment lines that mention markers are kept.
    const marker = /^\s*[^#\s].*#\s*site:\s*(.+)$/.exec(line)?.[1]?.trim();
    const firstOfGroup = marker !== previousMarker;
    previousMarker = marker;
    if (!marker) return [line];
    seen.add(marker);
    switch (marker) {
      case "log target":
        // Warnings and the traffic log go to stderr, for a failing test's message.
        return ["    log stderr format short local0 notice"];
      case "chroot":
      case "user":
      case "group":
        return []; // The test instance runs in the foreground as whoever starts it.
      case "runtime API socket":
        return [`    stats socket ${site.socket} mode 600 level admin`];
      case "plain HTTP address":
        return [`    bind 127.0.0.1:${site.httpPort}`];
      case "TLS address and certificate":
        return [`    bind 127.0.0.1:${site.httpsPort} ssl crt ${site.pemFile} alpn h2,http/1.1`];
      case "portal processes":
        return [
          ...(firstOfGroup && site.source ? [`    source ${site.source}`] : []),
          ...serverLines(line, site.backends),
        ];
      default:
        throw new Error(`Unbekannte Markierung „# site: ${marker}“ in deploy/haproxy/haproxy.cfg.`);
    }
  });
  for (const needed of [
    "runtime API socket",
    "plain HTTP address",
    "TLS address and certificate",
    "portal processes",
  ]) {
    if (!seen.has(needed)) throw new Error(`deploy/haproxy/haproxy.cfg: die Zeile „# site: ${needed}“ fehlt.`);
  }
  return lines.join("\n");
}

/**
 * One "# site: portal processes" line of a backend, for the given processes: each backend lists
 * the first process's lines (`portal1`, `portal1-fallback`, and `track portal/portal1`) as the
 * pattern, written once per process with its number and address; the other processes' lines
 * are dropped.
 */
function serverLines(line: string, backends: string[]): string[] {
  const server = /^\s*server\s+(\S+)\s+\S+(.*?)\s*#/.exec(line);
  if (!server) throw new Error(`deploy/haproxy/haproxy.cfg: „${line.trim()}“ ist keine server-Zeile.`);
  const [, name = "", rest = ""] = server;
  if (!/^portal1(-|$)/.test(name)) return [];
  return backends.map((backend, i) => {
    const numbered = (text: string) => text.replace(/\bportal1\b/g, `portal${i + 1}`);
    return `    server ${numbered(name)} ${backend}${numbered(rest)}`;
  });
}

/** Sends one command to HAProxy's runtime API (the "stats socket") and returns its answer. */
export function runtimeCommand(socket: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = connect(socket);
    let answer = "";
    client.on("data", (chunk) => (answer += chunk.toString()));
    client.on("end", () => resolve(answer));
    client.on("error", reject);
    client.end(`${line}\n`);
  });
}

/** A portal process as HAProxy sees it: its name, address (host:port) and state ("UP", "DOWN", "MAINT", ...). */
export interface PortalServer {
  name: string;
  address: string;
  status: string;
}

/** The servers of the backend "portal" (deploy/haproxy/haproxy.cfg), from the runtime API's "show stat". */
export async function portalServers(socket: string): Promise<PortalServer[]> {
  // CSV with a header line "# pxname,svname,...": the columns are found by name.
  const [header = "", ...rows] = (await runtimeCommand(socket, "show stat")).split("\n");
  const columns = header.replace(/^#\s*/, "").split(",");
  const at = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? "";
  return (
    rows
      .map((row) => row.split(","))
      // The fallback entries (backup servers, deploy/haproxy/haproxy.cfg) are the same processes.
      .filter(
        (cells) =>
          at(cells, "pxname") === "portal" &&
          !["FRONTEND", "BACKEND"].includes(at(cells, "svname")) &&
          at(cells, "bck") !== "1",
      )
      .map((cells) => ({ name: at(cells, "svname"), address: at(cells, "addr"), status: at(cells, "status") }))
  );
}

/** Starts HAProxy in the foreground and waits until every portal process is UP behind it. */
export async function startHaproxy(options: HaproxyOptions, waitMs = 30_000): Promise<RunningHaproxy> {
  const haproxy = ensureHaproxy();
  const dir = mkdtempSync(join(tmpdir(), "portal-haproxy-"));
  const { pemFile, cert } = selfSignedCertificate(dir);
  const socket = join(dir, "admin.sock");
  const config = join(dir, "haproxy.cfg");
  writeFileSync(config, renderHaproxyConfig(readFileSync(haproxyTemplate, "utf8"), { ...options, pemFile, socket }));
  try {
    execFileSync(haproxy, ["-c", "-q", "-f", config], { stdio: "pipe" });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const said = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`HAProxy lehnt die Konfiguration ab (deploy/haproxy/haproxy.cfg):\n${said}`, { cause: error });
  }

  let output = "";
  const child: ChildProcess = spawn(haproxy, ["-db", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const command = (line: string) => runtimeCommand(socket, line);
  const serverStates = async () => {
    const states = new Map<string, string>();
    for (const server of await portalServers(socket)) states.set(server.name, server.status);
    return states;
  };
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    agent.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
  const agent = new HttpsAgent({ ca: cert, keepAlive: true, maxSockets: 2048 });

  const deadline = Date.now() + waitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy hat sich beendet:\n${output}`);
    const states = await serverStates().catch(() => new Map<string, string>());
    if (states.size === options.backends.length && [...states.values()].every((s) => s === "UP")) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`HAProxy: nicht alle Portalprozesse sind erreichbar (${[...states].join(", ")}).\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base: `https://127.0.0.1:${options.httpsPort}`,
    httpBase: `http://127.0.0.1:${options.httpPort}`,
    ca: cert,
    agent,
    socket,
    command,
    serverStates,
    stop,
    output: () => output,
  };
}

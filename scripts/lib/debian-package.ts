import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * A program the tests and scripts use as an operator would (a browser, a proxy, a monitoring
 * server, a database server): taken from Debian. When it is missing and we run as root, it is
 * installed with apt-get, as a fresh CI machine needs; otherwise the error says what to install.
 * Returns the program's path.
 */
export interface DebianProgram {
  path: string;
  pkg: string;
  purpose: string;
}

/** Debian's PostgreSQL server of one major version (package postgresql-<major>). */
export function postgresServerProgram(major: number): DebianProgram {
  return {
    path: `/usr/lib/postgresql/${major}/bin/postgres`,
    pkg: `postgresql-${major}`,
    purpose: `Für den PostgreSQL-Server ${major} von Debian`,
  };
}

/** The programs the tests and scripts use besides Chromium (scripts/ensure-chromium.ts). */
export const debianPrograms = {
  haproxy: { path: "/usr/sbin/haproxy", pkg: "haproxy", purpose: "Für den Reverse-Proxy" },
  pgbouncer: { path: "/usr/sbin/pgbouncer", pkg: "pgbouncer", purpose: "Für den Verbindungspool vor PostgreSQL" },
  openssl: { path: "/usr/bin/openssl", pkg: "openssl", purpose: "Für das Testzertifikat" },
  promtool: { path: "/usr/bin/promtool", pkg: "prometheus", purpose: "Für die Prüfung der Metriken" },
  prometheus: { path: "/usr/bin/prometheus", pkg: "prometheus", purpose: "Für die Prüfung der Metriken" },
  systemdAnalyze: { path: "/usr/bin/systemd-analyze", pkg: "systemd", purpose: "Zum Prüfen der systemd-Units" },
  postgres15: postgresServerProgram(15),
  pgDump15: {
    path: "/usr/lib/postgresql/15/bin/pg_dump",
    pkg: "postgresql-client-15",
    purpose: "Für Sicherungen von PostgreSQL",
  },
} satisfies Record<string, DebianProgram>;

export function ensureDebianProgram(program: DebianProgram): string {
  if (existsSync(program.path)) return program.path;
  if (process.getuid?.() === 0) {
    console.log(`${program.path} fehlt, installiere das Debian-Paket ${program.pkg} mit apt-get ...`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    // Test files run side by side and may ask for a program at the same moment: apt waits for
    // the other's lock instead of failing (and finds the package installed then).
    const wait = ["-o", "DPkg::Lock::Timeout=600"];
    execFileSync("apt-get", [...wait, "update", "-qq"], { stdio: "inherit", env });
    // No services are started by the package's scripts: the tests start their own instances.
    execFileSync("apt-get", [...wait, "install", "-y", "-qq", program.pkg], {
      stdio: "inherit",
      env: { ...env, RUNLEVEL: "1" },
    });
    if (existsSync(program.path)) return program.path;
  }
  throw new Error(
    `${program.purpose} wird ${program.path} benötigt. Installieren Sie es mit \`sudo apt-get install ${program.pkg}\`.`,
  );
}

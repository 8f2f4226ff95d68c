import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * A program the tests and scripts use as an operator would (a browser, a proxy, a monitoring
 * server, a database server): taken from Debian. When it is missing and we run as root, it is
 * installed with apt-get, as a fresh CI machine needs; otherwise the error says what to install.
 * Returns the program's path.
 */
export function ensureDebianProgram(program: { path: string; pkg: string; purpose: string }): string {
  if (existsSync(program.path)) return program.path;
  if (process.getuid?.() === 0) {
    console.log(`${program.path} fehlt, installiere das Debian-Paket ${program.pkg} mit apt-get ...`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    // No services are started by the package's scripts: the tests start their own instances.
    execFileSync("apt-get", ["install", "-y", "-qq", program.pkg], {
      stdio: "inherit",
      env: { ...env, RUNLEVEL: "1" },
    });
    if (existsSync(program.path)) return program.path;
  }
  throw new Error(
    `${program.purpose} wird ${program.path} benötigt. Installieren Sie es mit \`sudo apt-get install ${program.pkg}\`.`,
  );
}

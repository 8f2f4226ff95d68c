import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import {
  ensureHaproxy,
  haproxyTemplate,
  renderHaproxyConfig,
  runtimeCommand,
  selfSignedCertificate,
} from "../../scripts/lib/haproxy.ts";
import { loadConfig } from "../../src/server/config.ts";

// The deployed file as an operator copies it to /etc/haproxy/haproxy.cfg: HAProxy's own check
// passes with nothing changed but the certificate's and the socket's paths. The tests that start
// HAProxy replace more of it (the "# site:" lines), so this is what covers those lines.

const dir = mkdtempSync(join(tmpdir(), "portal-haproxy-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(config: string) {
  const file = join(dir, "haproxy.cfg");
  writeFileSync(file, config);
  return spawnSync(ensureHaproxy(), ["-c", "-f", file], { encoding: "utf8" });
}

describe("deploy/haproxy/haproxy.cfg", () => {
  const deployed = readFileSync(haproxyTemplate, "utf8");
  const asInstalled = () =>
    deployed
      .replace("/etc/haproxy/certs/portal.pem", selfSignedCertificate(dir).pemFile)
      .replace("/run/haproxy/admin.sock", join(dir, "admin.sock"));

  it("passes `haproxy -c` as deployed, chroot, user and log target included", () => {
    const result = check(asInstalled());
    expect(result.stdout + result.stderr).toContain("Configuration file is valid");
    expect(result.status).toBe(0);
  });

  it("is read by the same check that refuses a mistyped keyword", () => {
    const result = check(asInstalled().replace("option redispatch 1", "option redispach 1"));
    expect(result.status).not.toBe(0);
  });

  it(
    "starts under a hard file limit of 4096 and derives its connection limit from it",
    { timeout: 30_000 },
    async () => {
      const file = join(dir, "limited.cfg");
      const socket = join(dir, "limited.sock");
      writeFileSync(
        file,
        renderHaproxyConfig(deployed, {
          pemFile: selfSignedCertificate(dir).pemFile,
          socket,
          httpsPort: await freePort(),
          httpPort: await freePort(),
          backends: ["127.0.0.1:9"],
        }),
      );
      // A lower file limit (soft and hard) than a server's; a fixed global maxconn above half of it
      // made HAProxy refuse to start.
      const child = spawn("bash", ["-c", 'ulimit -n 4096 && exec "$0" -db -f "$1"', ensureHaproxy(), file], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        await expect
          .poll(
            async () => {
              if (child.exitCode !== null) return `exited: ${output}`;
              return runtimeCommand(socket, "show info").catch(() => "");
            },
            { timeout: 10_000 },
          )
          .toMatch(/^Maxconn: /m);
        const info = await runtimeCommand(socket, "show info");
        expect(info).toMatch(/^Ulimit-n: 4096$/m);
        const maxconn = Number(/^Maxconn: (\d+)$/m.exec(info)?.[1]);
        expect(maxconn).toBeGreaterThan(1500);
        expect(maxconn).toBeLessThanOrEqual(2048);
      } finally {
        child.kill("SIGTERM");
        await exited;
      }
    },
  );

  it("gives the live status streams a pool above each process's default EVENT_STREAMS_MAX", () => {
    // The process refuses a stream beyond EVENT_STREAMS_MAX with its own German 503 and
    // Retry-After; HAProxy's limit of the pool must not be the one that binds.
    const section = /^backend portal_streams\n([\s\S]*?)(?=^\S)/m.exec(`${deployed}\n#`)?.[1] ?? "";
    const poolPerProcess = Number(/^\s*default-server maxconn (\d+)/m.exec(section)?.[1]);
    expect(poolPerProcess).toBeGreaterThan(0);
    expect(loadConfig({}).eventStreamsMax).toBeLessThan(poolPerProcess);
    expect(section).toMatch(/^\s*server portal1 \S+ track portal\/portal1\b/m);
  });
});

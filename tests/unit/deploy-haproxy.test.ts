import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureHaproxy, haproxyTemplate, selfSignedCertificate } from "../../scripts/lib/haproxy.ts";

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
});

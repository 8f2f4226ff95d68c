import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { debianPrograms, ensureDebianProgram } from "../../scripts/lib/debian-package.ts";

// The systemd units in deploy/ as systemd itself reads them: `systemd-analyze verify` reports unknown
// keys, bad values and a missing executable on stderr (its exit code stays 0 for most of them).
// The unit's /opt/portal becomes this checkout, so that its ExecStart names a real file.

const folder = "deploy/systemd";
const files = readdirSync(folder);
const unit = readFileSync(join(folder, "portal@.service"), "utf8");
const dir = mkdtempSync(join(tmpdir(), "portal-unit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the units with this checkout's path (and `portal@.service` as given) and verifies `names`. */
function verify(text: string, names = ["portal@3001.service"]) {
  const analyze = ensureDebianProgram(debianPrograms.systemdAnalyze);
  for (const file of files) {
    const content = file === "portal@.service" ? text : readFileSync(join(folder, file), "utf8");
    writeFileSync(join(dir, file), content.replaceAll("/opt/portal", resolve(".")));
  }
  return spawnSync(analyze, ["verify", ...names.map((name) => join(dir, name))], { encoding: "utf8" });
}

describe("deploy/systemd", () => {
  it("portal@.service passes systemd-analyze verify without a warning", () => {
    const result = verify(unit);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("the hourly backup's service and timer pass it too", () => {
    const result = verify(unit, ["portal-backup.service", "portal-backup.timer"]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("is read by the same check that reports a mistyped key", () => {
    const result = verify(unit.replace("KillMode=mixed", "KilMode=mixed"));
    expect(result.stderr).toMatch(/Unknown key 'KilMode'/);
  });

  it("runs the pinned Node.js on the instance's port, on loopback, in production", () => {
    expect(unit).toMatch(/^ExecStart=\/opt\/portal\/node_modules\/node\/bin\/node src\/server\/main\.ts$/m);
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
    expect(unit).toMatch(/^Environment=HOST=127\.0\.0\.1$/m);
    expect(unit).toMatch(/^Environment=NODE_ENV=production$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });
});

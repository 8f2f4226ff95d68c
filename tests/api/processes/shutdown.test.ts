import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// A real server process: SIGTERM while a contact request waits on a slow mail server.
describe("graceful shutdown", () => {
  let database: TestDatabase;
  let smtp: SMTPServer;
  let smtpPort = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => setTimeout(callback, 1500));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.dispose();
  });

  it("finishes the in-flight request, then exits 0", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["src/server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        DATABASE_URL: database.url,
        DEMO_SEED: "0",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        DATA_DIR: mkdtempSync(join(tmpdir(), "portal-shutdown-")),
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100 && !output.includes("Portal läuft"); i++) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain(`Portal läuft: ${base}`);
    expect(output).toMatch(/Datenbank: +(SQLite|PostgreSQL)/);
    expect(output).toContain("Zahlungen:    Sandbox-Modus");

    const inFlight = fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        name: "Greta",
        email: "greta@example.de",
        message: "Bitte um Rückruf zur Mitgliedschaft.",
      }),
    });
    await new Promise((r) => setTimeout(r, 400));
    child.kill("SIGTERM");

    const res = await inFlight;
    expect(res.status).toBe(200);
    const code = await exited;
    if (code !== 0) console.log(output);
    expect(code).toBe(0);
    expect(output).toContain("shutting down");
    const rows = await database.handle.db.selectFrom("contact_messages").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mailed_at).toBeTruthy();
  });
});

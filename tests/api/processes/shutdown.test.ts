import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { startServerProcess } from "../../support/server-process.ts";
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
  // The drain before the close (docs/decisions/0041): readiness fails at once, the rest is served.
  it("drains after SIGTERM: readiness 503, liveness and the API 200, then exits 0", { timeout: 120_000 }, async () => {
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      DRAIN_SECONDS: "8",
      LOG_LEVEL: "info",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), "portal-drain-")),
    });
    const exitCode = new Promise<number | null>((resolve) => server.child.on("exit", (code) => resolve(code)));
    let exited = false;
    void server.exited.then(() => (exited = true));
    const status = async (path: string) => (await fetch(`${server.base}${path}`)).status;
    expect(await status("/api/health")).toBe(200);

    // A request in flight at SIGTERM: the contact form waits 1.5 s on the mail server.
    const inFlight = fetch(`${server.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.base },
      body: JSON.stringify({
        name: "Greta",
        email: "greta@example.de",
        message: "Bitte um Rückruf, während er endet.",
      }),
    });
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill("SIGTERM");
    // Readiness fails at once, well before the drain's 8 s have passed.
    for (let i = 0; i < 50 && (await status("/api/health")) !== 503; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await status("/api/health")).toBe(503);
    expect(await status("/api/health/live")).toBe(200);
    expect(await status("/api/consultants")).toBe(200);
    expect(await status("/")).toBe(200);
    expect((await inFlight).status).toBe(200);
    // Still serving once the request in flight is done: the drain has not ended.
    expect(exited).toBe(false);
    expect(await status("/api/consultants")).toBe(200);

    expect(await exitCode).toBe(0);
    expect(server.output()).toContain("draining: readiness fails");
    expect(server.output()).toContain("shutting down");
    const rows = await database.handle.db
      .selectFrom("contact_messages")
      .select("message")
      .where("message", "=", "Bitte um Rückruf, während er endet.")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("ends the drain early on a second signal", { timeout: 120_000 }, async () => {
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      DRAIN_SECONDS: "300",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), "portal-drain-")),
    });
    const exitCode = new Promise<number | null>((resolve) => server.child.on("exit", (code) => resolve(code)));
    server.child.kill("SIGTERM");
    for (let i = 0; i < 100 && (await fetch(`${server.base}/api/health`)).status !== 503; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await fetch(`${server.base}/api/health`)).status).toBe(503);
    // Without the second signal the process would wait 300 s, far beyond this test's time.
    server.child.kill("SIGINT");
    expect(await exitCode).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../support/agent.ts";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import { createTestAppWithMail, type WithSmtp } from "../../support/app-with-mail.ts";
import { testOrigin, type TestApp } from "../../support/test-app.ts";

const neutral =
  "Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.";
const invalid = "Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.";

let t: WithSmtp<TestApp>;
beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => {
  await t.close();
});

/** The token from the reset link in the newest mail to `to` (quoted-printable soft breaks undone). */
async function tokenMailedTo(to: string, count: number): Promise<string> {
  const mails = await t.smtp.waitFor(count);
  const mail = [...mails].reverse().find((m) => m.to.includes(to));
  const body = (mail?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = body.match(new RegExp(`${testOrigin}/reset-password\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no reset link in mail to ${to}`);
  return match[1];
}

describe("forgot and reset password", () => {
  it("mails a single-use link over SMTP, sets the password and ends every other session", async () => {
    const user = await createUser(t.database.handle.db, { email: "vergesslich@example.de" });
    const other = createAgent(t.app);
    await other.post("/api/auth/login", { identifier: user.phone, password: user.password });
    expect((await other.get("/api/auth/me")).statusCode).toBe(200);

    const before = t.smtp.mails.length;
    const asked = await createAgent(t.app).post("/api/auth/forgot-password", { email: "Vergesslich@Example.de" });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: neutral });
    const token = await tokenMailedTo("vergesslich@example.de", before + 1);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const stored = await t.database.handle.db.selectFrom("password_reset_tokens").selectAll().execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const reset = await createAgent(t.app).post("/api/auth/reset-password", { token, password: "ganz-neu-1" });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      message: "Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.",
    });

    expect((await other.get("/api/auth/me")).statusCode).toBe(401);
    expect(
      (await createAgent(t.app).post("/api/auth/login", { identifier: user.phone, password: user.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await createAgent(t.app).post("/api/auth/login", { identifier: user.phone, password: "ganz-neu-1" })).statusCode,
    ).toBe(200);

    const again = await createAgent(t.app).post("/api/auth/reset-password", { token, password: "noch-neuer-1" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: invalid });
  });

  it("answers an unknown address the same way and sends nothing", async () => {
    const before = t.smtp.mails.length;
    const res = await createAgent(t.app).post("/api/auth/forgot-password", { email: "niemand@example.de" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: neutral });
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.mails).toHaveLength(before);
  });

  it("refuses an expired token and keeps the old password", async () => {
    const user = await createUser(t.database.handle.db, { email: "spaet@example.de" });
    const before = t.smtp.mails.length;
    await createAgent(t.app).post("/api/auth/forgot-password", { email: user.email ?? "" });
    const token = await tokenMailedTo("spaet@example.de", before + 1);
    await t.database.handle.db
      .updateTable("password_reset_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    const res = await createAgent(t.app).post("/api/auth/reset-password", { token, password: "ganz-neu-1" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: invalid });
    expect(
      (await createAgent(t.app).post("/api/auth/login", { identifier: user.phone, password: user.password }))
        .statusCode,
    ).toBe(200);
  });

  it("keeps only the newest link alive", async () => {
    const user = await createUser(t.database.handle.db, { email: "zweimal@example.de" });
    const before = t.smtp.mails.length;
    await createAgent(t.app).post("/api/auth/forgot-password", { email: user.email ?? "" });
    const first = await tokenMailedTo("zweimal@example.de", before + 1);
    await createAgent(t.app).post("/api/auth/forgot-password", { email: user.email ?? "" });
    const second = await tokenMailedTo("zweimal@example.de", before + 2);
    expect(second).not.toBe(first);
    expect(
      (await createAgent(t.app).post("/api/auth/reset-password", { token: first, password: "ganz-neu-1" })).statusCode,
    ).toBe(400);
    expect(
      (await createAgent(t.app).post("/api/auth/reset-password", { token: second, password: "ganz-neu-1" })).statusCode,
    ).toBe(200);
  });

  it("limits reset requests per address with a German 429", async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await createAgent(t.app, { ip }).post("/api/auth/forgot-password", { email: "flut@example.de" })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

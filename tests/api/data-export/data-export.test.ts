import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditLog } from "../../../src/shared/schemas/admin.ts";
import type { DataExportDownloadTicket, DataExportState } from "../../../src/shared/schemas/data-export.ts";
import {
  createAdmin,
  createConsultant,
  createMember,
  createReview,
  type CreatedUser,
} from "../../../src/server/db/seed/factories.ts";
import { exportedTables } from "../../../src/server/modules/data-export/tables.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { advanceAppClock, giveCredits } from "../../support/credits.ts";
import { parseCsv } from "../../support/csv.ts";
import { loggedIn } from "../../support/declarations.ts";
import { mailsTo } from "../../support/outbox-mails.ts";
import { paymentRecordsFor } from "../../support/payment-records.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

/** A member with a payment, credits and limits of their own, logged in. */
async function customer(): Promise<{ user: CreatedUser; agent: Agent }> {
  const user = await createMember(db());
  await giveCredits(db(), user.id, 500);
  await paymentRecordsFor(db()).recordPayment(db(), {
    provider: "paypal",
    providerPaymentId: `pay-export-${user.id}-${Math.random().toString(36).slice(2)}`,
    userId: user.id,
    subscriptionId: null,
    purpose: "credits",
    amountCents: 1299,
    currency: "EUR",
    paidAt: new Date(),
    namedByOrderConfirmation: true,
  });
  const agent = await loggedIn(t, user);
  expect((await agent.put("/api/spending/limits", { monthlyEuros: 100, dailyEuros: 20 })).statusCode).toBe(200);
  return { user, agent };
}

const stateOf = async (agent: Agent) => {
  const res = await agent.get("/api/data-export");
  expect(res.statusCode).toBe(200);
  return res.json<DataExportState>();
};

async function untilReady(agent: Agent): Promise<Extract<DataExportState, { state: "ready" }>> {
  for (let i = 0; i < 200; i += 1) {
    const state = await stateOf(agent);
    if (state.state === "ready") return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the export did not get ready");
}

async function ticket(agent: Agent, password: string): Promise<DataExportDownloadTicket> {
  const res = await agent.post("/api/data-export/download-ticket", { password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DataExportDownloadTicket>();
}

function opened(zip: Buffer) {
  const files = unzipSync(new Uint8Array(zip));
  const json = JSON.parse(strFromU8(files["daten.json"] ?? new Uint8Array())) as {
    konto_id: number;
    tabellen: Record<string, Record<string, unknown>[]>;
  };
  return { files, json };
}

/** The text with its byte order mark (TextDecoder drops it by default). */
const withBom = (bytes: Uint8Array | undefined) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes ?? new Uint8Array());

describe("Meine Daten herunterladen", () => {
  it("refuses a wrong password in German and files nothing", async () => {
    const { user, agent } = await customer();
    const res = await agent.post("/api/data-export", { password: "falsch-falsch" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Das Passwort ist nicht richtig. Bitte versuchen Sie es erneut." });
    expect(await stateOf(agent)).toEqual({ state: "none" });
    const rows = await db().selectFrom("data_exports").select("id").where("user_id", "=", user.id).execute();
    expect(rows).toEqual([]);
  });

  it("stops guessing the password after ten wrong ones", async () => {
    const { user, agent } = await customer();
    for (let i = 0; i < 10; i += 1) {
      expect((await agent.post("/api/data-export", { password: `falsch-${i}` })).statusCode).toBe(400);
    }
    const refused = await agent.post("/api/data-export", { password: user.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^[A-ZÄÖÜ].*\.$/);
    expect(await stateOf(agent)).toEqual({ state: "none" });
  });

  it("is for logged-in accounts only", async () => {
    const guest = createAgent(t.app);
    expect((await guest.get("/api/data-export")).statusCode).toBe(401);
    expect((await guest.post("/api/data-export", { password: "x" })).statusCode).toBe(401);
    expect((await guest.get("/api/data-export/download?token=abc")).statusCode).toBe(401);
  });

  it("prepares the ZIP, announces it by mail and gives it to its owner with a fresh password only", async () => {
    const { user, agent } = await customer();
    const other = await customer();
    const consultant = await createConsultant(t.database.handle.db);
    const own = await createReview(t.database.handle.db, user, consultant, { stars: 3 });
    await createReview(t.database.handle.db, other.user, consultant, { stars: 5 });
    const requested = await agent.post("/api/data-export", { password: user.password });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json<DataExportState>().state).toBe("preparing");
    const ready = await untilReady(agent);
    const offered = new Date(ready.expiresAt).getTime() - new Date(ready.readyAt).getTime();
    expect(offered).toBe(7 * 24 * 60 * 60_000);

    // The announcement names the place, not the data.
    let mails = mailsTo(t.config.mail.outboxDir, user.email ?? "");
    for (let i = 0; i < 100 && !mails.some((m) => m.subject.includes("Ihre Daten stehen bereit")); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mails = mailsTo(t.config.mail.outboxDir, user.email ?? "");
    }
    const mail = mails.find((m) => m.subject.includes("Ihre Daten stehen bereit"));
    expect(mail?.text).toContain("http://portal.test/profile");
    expect(mail?.text).not.toContain(user.phone);

    // No token, a wrong password, another account's session: no file.
    expect((await agent.get("/api/data-export/download")).statusCode).toBe(403);
    expect((await agent.post("/api/data-export/download-ticket", { password: "falsch-falsch" })).statusCode).toBe(400);
    const { url } = await ticket(agent, user.password);
    expect((await other.agent.get(url)).statusCode).toBe(403);
    expect((await createAgent(t.app).get(url)).statusCode).toBe(401);

    const res = await agent.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename=".+\.zip"$/);
    // The token is spent: the next download takes a new confirmation.
    expect((await agent.get(url)).statusCode).toBe(403);

    const { files, json } = opened(res.rawPayload);
    expect(json.konto_id).toBe(user.id);
    expect(json.tabellen.users).toEqual([
      expect.objectContaining({ id: user.id, phone: user.phone, email: user.email }),
    ]);
    expect(json.tabellen.users?.[0]).not.toHaveProperty("password_hash");
    expect(json.tabellen.subscriptions?.length).toBe(1);
    expect(json.tabellen.payments).toEqual([expect.objectContaining({ amount_cents: 1299 })]);
    expect(json.tabellen.credit_entries?.length).toBeGreaterThan(0);
    expect(json.tabellen.spending_limits).toEqual([expect.objectContaining({ monthly_cents: 10_000 })]);
    expect(json.tabellen.sessions?.length).toBeGreaterThan(0);
    expect(json.tabellen.sessions?.[0]).not.toHaveProperty("id_hash");
    expect(json.tabellen.reviews).toEqual([expect.objectContaining({ id: own.reviewId, stars: 3 })]);
    expect(Object.keys(json.tabellen).sort()).toEqual(Object.keys(exportedTables).sort());
    // Nothing of the other account.
    const all = strFromU8(files["daten.json"] ?? new Uint8Array());
    expect(all).not.toContain(other.user.phone);
    expect(all).not.toContain(other.user.email ?? "-");
    for (const rows of Object.values(json.tabellen)) {
      for (const row of rows) if ("user_id" in row) expect(row.user_id).toBe(user.id);
    }

    // A CSV per table, with BOM, parsing to the JSON's rows.
    for (const [table, { file }] of Object.entries(exportedTables)) {
      const bytes = files[`tabellen/${file}.csv`];
      expect(bytes, file).toBeDefined();
      const text = withBom(bytes);
      expect(text.startsWith("\uFEFF"), file).toBe(true);
      const rows = parseCsv(text.slice(1));
      const jsonRows = json.tabellen[table] ?? [];
      expect(rows.length, file).toBe(jsonRows.length === 0 ? 0 : jsonRows.length + 1);
    }
    const account = parseCsv(withBom(files["tabellen/konto.csv"]).slice(1));
    expect(account[1]?.[account[0]?.indexOf("name") ?? -1]).toBe(user.name);
    const readme = strFromU8(files["LIESMICH.txt"] ?? new Uint8Array());
    expect(readme).toContain("daten.json");
    expect(readme).toContain("tabellen/konto.csv");
  });

  it("answers ten requests at once with one request", async () => {
    const { user, agent } = await customer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => agent.post("/api/data-export", { password: user.password })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const requestedAt = new Set(
      answers.map((res) => res.json<DataExportState & { requestedAt?: string }>().requestedAt),
    );
    expect(requestedAt.size).toBe(1);
    const rows = await db().selectFrom("data_exports").select("id").where("user_id", "=", user.id).execute();
    expect(rows.length).toBe(1);
    // A request while it is prepared or offered is the same request.
    await untilReady(agent);
    const again = await agent.post("/api/data-export", { password: user.password });
    expect(again.json<DataExportState>().state).toBe("ready");
    expect((await db().selectFrom("data_exports").select("id").where("user_id", "=", user.id).execute()).length).toBe(
      1,
    );
  });

  it("lets the administrator export an account, written in the audit log", async () => {
    const admin = createAgent(t.app, { ip: "203.0.113.71" });
    await login(admin, await createAdmin(db()));
    const { user, agent } = await customer();
    expect((await agent.post(`/api/admin/users/${user.id}/data-export`)).statusCode).toBe(403);
    const res = await admin.post(`/api/admin/users/${user.id}/data-export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    const { files, json } = opened(res.rawPayload);
    expect(json.tabellen.users?.[0]?.name).toBe(user.name);
    expect(files["LIESMICH.txt"]).toBeDefined();
    const log = (await admin.get("/api/admin/audit-log?pageSize=1")).json<AdminAuditLog>();
    expect(log.entries[0]).toMatchObject({ action: "export_user_data", targetUserId: user.id, actorUserId: 1 });
    expect((await admin.post("/api/admin/users/999999/data-export")).statusCode).toBe(404);
  });

  // Last: it moves the app's clock.
  it("deletes the file after seven days", async () => {
    const { user, agent } = await customer();
    await agent.post("/api/data-export", { password: user.password });
    await untilReady(agent);
    const { url } = await ticket(agent, user.password);
    await advanceAppClock(t.app, { days: 6.9 });
    expect((await stateOf(agent)).state).toBe("ready");
    await advanceAppClock(t.app, { days: 0.2 });
    expect(await stateOf(agent)).toEqual({ state: "none" });
    expect((await agent.get(url)).statusCode).toBe(403);
    const [row] = await db()
      .selectFrom("data_exports")
      .select(["content", "deleted_at", "open_user_id"])
      .where("user_id", "=", user.id)
      .execute();
    expect(row).toEqual({ content: null, deleted_at: expect.any(String), open_user_id: null });
    // A new request after that starts afresh.
    expect((await agent.post("/api/data-export", { password: user.password })).json<DataExportState>().state).toBe(
      "preparing",
    );
  });
});

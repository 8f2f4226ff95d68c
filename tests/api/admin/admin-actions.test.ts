import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminAuditLog,
  AdminCancelSubscriptionResponse,
  AdminCreditAdjustmentResponse,
} from "../../../src/shared/schemas/admin.ts";
import { cancellationEffectiveAt, termsFor } from "../../../src/shared/domain/subscription-terms.ts";
import { createAdmin, createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { parseMail } from "../../support/outbox-mails.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestAppWithMail, type WithSmtp } from "../../support/app-with-mail.ts";
import { type TestApp } from "../../support/test-app.ts";

let t: WithSmtp<TestApp>;
let admin: Agent;
const db = () => t.database.handle.db;

beforeAll(async () => {
  t = await createTestAppWithMail();
  admin = createAgent(t.app, { ip: "203.0.113.7" });
  await login(admin, await createAdmin(db()));
});
afterAll(async () => {
  await t.close();
});

async function lastAudit(): Promise<AdminAuditLog["entries"][number] | undefined> {
  return (await admin.get("/api/admin/audit-log?pageSize=1")).json<AdminAuditLog>().entries[0];
}

describe("POST /api/admin/users/{id}/cancel-subscription", () => {
  it("cancels with the member's own end date and mail, and writes an audit row", async () => {
    const startedAt = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    const member = await createMember(db(), { startedAt });
    const mailsBefore = t.smtp.mails.length;
    const res = await admin.post(`/api/admin/users/${member.id}/cancel-subscription`, { reason: "Wunsch am Telefon" });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<AdminCancelSubscriptionResponse>();
    const expectedEnd = cancellationEffectiveAt(termsFor(startedAt), new Date()).toISOString();
    expect(answer.effectiveEndDate).toBe(expectedEnd);
    expect(answer.subscription).toMatchObject({ status: "cancelled", endDate: expectedEnd });
    const mails = await t.smtp.waitFor(mailsBefore + 1);
    expect(mails.at(-1)?.to).toEqual([member.email]);
    expect(mails.at(-1)?.raw).toContain("Subject: =?UTF-8?Q?Best=C3=A4tigung_Ihrer_K=C3=BCndigung");
    expect(await lastAudit()).toMatchObject({
      actorUserId: 1,
      action: "cancel_subscription",
      targetUserId: member.id,
      before: { status: "active", accessUntil: null },
      after: { status: "cancelled", accessUntil: expectedEnd, immediate: false, reason: "Wunsch am Telefon" },
      ip: "203.0.113.7",
    });
  });

  it("ends access at once when asked, and says the refund is done by hand", async () => {
    const member = await createMember(db());
    const agent = createAgent(t.app);
    await login(agent, member);
    const res = await admin.post(`/api/admin/users/${member.id}/cancel-subscription`, { immediate: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminCancelSubscriptionResponse>().message).toContain("Erstattung");
    const me = (await agent.get("/api/auth/me")).json<{ hasActiveSubscription: boolean }>();
    expect(me.hasActiveSubscription).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: "cancel_subscription", after: { immediate: true } });
  });

  it("answers 404 for an unknown account and 409 without a running membership, in German", async () => {
    const unknown = await admin.post("/api/admin/users/999999/cancel-subscription", {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Dieses Konto wurde nicht gefunden." });
    const someone = await createUser(db());
    const none = await admin.post(`/api/admin/users/${someone.id}/cancel-subscription`, {});
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: "Dieses Konto hat keine laufende Mitgliedschaft." });
  });
});

describe("POST /api/admin/users/{id}/reset-password", () => {
  it("refuses fewer than 6 characters with the German length message", async () => {
    const someone = await createUser(db());
    const res = await admin.post(`/api/admin/users/${someone.id}/reset-password`, { newPassword: "12345" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Passwort muss mindestens 6 Zeichen lang sein." });
  });

  it("sets the password, ends the old sessions, mails 'Passwort geändert', and logs the action without the password", async () => {
    const someone = await createUser(db());
    const old = createAgent(t.app);
    await login(old, someone);
    const mailsBefore = t.smtp.mails.length;
    const res = await admin.post(`/api/admin/users/${someone.id}/reset-password`, { newPassword: "neu-geheim-42" });
    expect(res.statusCode, res.body).toBe(200);
    const mailsTo = () =>
      t.smtp.mails
        .slice(mailsBefore)
        .map((m) => parseMail("", m.raw))
        .filter((m) => m.to.includes(someone.email ?? "-"));
    await expect.poll(() => mailsTo().length).toBe(1);
    const mail = mailsTo()[0];
    expect(mail?.to).toContain(someone.email);
    expect(mail?.subject).toBe("Passwort geändert");
    expect(mail?.text).toContain("Unser Kundenservice hat es neu gesetzt");
    expect(mail?.text).not.toContain("neu-geheim-42");
    expect((await old.get("/api/auth/me")).statusCode).toBe(401);
    const fresh = createAgent(t.app);
    expect(
      (await fresh.post("/api/auth/login", { identifier: someone.phone, password: someone.password })).statusCode,
    ).toBe(401);
    await login(fresh, { phone: someone.phone, password: "neu-geheim-42" });
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "reset_password", targetUserId: someone.id });
    expect(JSON.stringify(entry)).not.toContain("neu-geheim-42");
    const raw = await db().selectFrom("admin_audit_log").selectAll().execute();
    expect(JSON.stringify(raw)).not.toContain("neu-geheim-42");
  });
});

describe("POST /api/admin/users/{id}/credits", () => {
  const adjust = (userId: number, body: object) => admin.post(`/api/admin/users/${userId}/credits`, body);

  it("books a bonus once per operation key, even ten at once, with one audit row", async () => {
    const someone = await createUser(db());
    const body = { kind: "bonus", credits: 500, reason: "Kulanz nach Störung", operationKey: "op-bonus-0001" };
    const answers = await Promise.all(Array.from({ length: 10 }, () => adjust(someone.id, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const results = answers.map((a) => a.json<AdminCreditAdjustmentResponse>());
    expect(results.filter((r) => !r.repeated)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transaction.id)).size).toBe(1);
    expect(results[0]?.transaction).toMatchObject({ type: "bonus", amount: 500, balance: 500 });
    const entries = await db().selectFrom("credit_entries").selectAll().where("user_id", "=", someone.id).execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.description).toBe("Gutschrift: Kulanz nach Störung");
    const audits = await db()
      .selectFrom("admin_audit_log")
      .selectAll()
      .where("target_user_id", "=", someone.id)
      .where("action", "=", "adjust_credits")
      .execute();
    expect(audits).toHaveLength(1);
    const again = (await adjust(someone.id, body)).json<AdminCreditAdjustmentResponse>();
    expect(again).toMatchObject({ repeated: true, balance: 500, transaction: { id: results[0]?.transaction.id } });
  });

  it("books a refund as a negative entry and refuses one beyond the balance", async () => {
    const someone = await createUser(db());
    await adjust(someone.id, { kind: "bonus", credits: 300, reason: "Start", operationKey: "op-refund-0001" });
    const tooMuch = await adjust(someone.id, {
      kind: "refund",
      credits: 301,
      reason: "Fehlbuchung",
      operationKey: "op-refund-0002",
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({
      message: "Es sind nur 300 Credits verfügbar. Mehr kann nicht zurückgebucht werden.",
    });
    const ok = await adjust(someone.id, {
      kind: "refund",
      credits: 100,
      reason: "Fehlbuchung",
      operationKey: "op-refund-0003",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<AdminCreditAdjustmentResponse>()).toMatchObject({
      transaction: { type: "refund", amount: -100, balance: 200 },
      balance: 200,
      repeated: false,
    });
  });

  it("leaves an account without credits untouched when it refuses a refund", async () => {
    const someone = await createUser(db());
    const res = await adjust(someone.id, {
      kind: "refund",
      credits: 5,
      reason: "Fehlbuchung",
      operationKey: "op-empty-0001",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Es sind nur 0 Credits verfügbar. Mehr kann nicht zurückgebucht werden." });
    const accounts = await db().selectFrom("credit_accounts").selectAll().where("user_id", "=", someone.id).execute();
    expect(accounts).toEqual([]);
  });

  it("checks the body in German", async () => {
    const someone = await createUser(db());
    const res = await adjust(someone.id, { kind: "bonus", credits: 0, reason: "ok", operationKey: "op-bad-0001" });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/Credits|Grund/);
  });
});

describe("GET /api/admin/audit-log", () => {
  it("pages newest first with the total, and records the card-provider switch", async () => {
    expect((await admin.post("/api/admin/settings/maxpay", { enabled: true })).statusCode).toBe(200);
    expect((await admin.post("/api/admin/settings/maxpay", { enabled: false })).statusCode).toBe(200);
    const first = (await admin.get("/api/admin/audit-log?page=1&pageSize=1")).json<AdminAuditLog>();
    const second = (await admin.get("/api/admin/audit-log?page=2&pageSize=1")).json<AdminAuditLog>();
    expect(first).toMatchObject({ page: 1, pageSize: 1 });
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(second.total).toBe(first.total);
    expect(first.entries[0]).toMatchObject({
      action: "toggle_card_payments",
      targetUserId: null,
      before: { enabled: true },
      after: { enabled: false },
      ip: "203.0.113.7",
    });
    expect(second.entries[0]).toMatchObject({ action: "toggle_card_payments", after: { enabled: true } });
    expect((second.entries[0]?.id ?? 0) < (first.entries[0]?.id ?? 0)).toBe(true);
  });
});

describe("the audit log in the database", () => {
  it("refuses to change or delete a row, whoever asks", async () => {
    await admin.post("/api/admin/settings/maxpay", { enabled: false });
    const row = await db()
      .selectFrom("admin_audit_log")
      .select(["id", "action"])
      .orderBy("id", "desc")
      .executeTakeFirst();
    expect(row).toBeDefined();
    const id = row?.id ?? 0;
    await expect(
      db().updateTable("admin_audit_log").set({ action: "reset_password" }).where("id", "=", id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom("admin_audit_log").where("id", "=", id).execute()).rejects.toThrow(/append-only/);
    expect(await db().selectFrom("admin_audit_log").select("action").where("id", "=", id).executeTakeFirst()).toEqual({
      action: row?.action,
    });
  });
});

describe("GET /api/admin/audit-log with a filter", () => {
  it("shows one kind of action or one account's entries, with the accounts' names", async () => {
    const a = await createUser(db(), { name: "Alma Protokoll" });
    const b = await createUser(db(), { name: "Bruno Protokoll" });
    const book = (userId: number, key: string) =>
      admin.post(`/api/admin/users/${userId}/credits`, {
        kind: "bonus",
        credits: 100,
        reason: "Kulanz",
        operationKey: key,
      });
    expect((await book(a.id, `op-filter-a-${a.id}`)).statusCode).toBe(200);
    expect(
      (await admin.post(`/api/admin/users/${b.id}/reset-password`, { newPassword: "neu-geheim-7" })).statusCode,
    ).toBe(200);

    const ofA = (await admin.get(`/api/admin/audit-log?userId=${a.id}`)).json<AdminAuditLog>();
    expect(ofA.total).toBe(1);
    expect(ofA.entries[0]).toMatchObject({
      action: "adjust_credits",
      targetUserId: a.id,
      targetName: "Alma Protokoll",
      actorUserId: 1,
    });
    expect(ofA.entries[0]?.actorName).toEqual(expect.any(String));

    const resets = (await admin.get("/api/admin/audit-log?action=reset_password&pageSize=100")).json<AdminAuditLog>();
    expect(resets.entries.length).toBeGreaterThan(0);
    expect(resets.entries.every((entry) => entry.action === "reset_password")).toBe(true);
    expect(resets.entries.some((entry) => entry.targetName === "Bruno Protokoll")).toBe(true);

    const both = (await admin.get(`/api/admin/audit-log?userId=${b.id}&action=adjust_credits`)).json<AdminAuditLog>();
    expect(both).toMatchObject({ total: 0, entries: [] });
  });

  it("refuses an unknown action or a user id that is no number, in German", async () => {
    const unknown = await admin.get("/api/admin/audit-log?action=drop_tables");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: "Diese Aktion gibt es im Protokoll nicht." });
    const notANumber = await admin.get("/api/admin/audit-log?userId=abc");
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json()).toEqual({ message: "Bitte geben Sie eine Benutzer-ID an." });
  });
});

import { describe, expect, it } from "vitest";
import type {
  ContractDeclarationConfirmation,
  OwnerDeclaration,
} from "../../../src/shared/schemas/contract-declarations.ts";
import type { User } from "../../../src/shared/schemas/users.ts";
import { formatBerlinDateTime } from "../../../src/shared/domain/berlin-time.ts";
import type { Agent } from "../../support/agent.ts";
import {
  appWithMailPerSuite,
  confirmTokenIn,
  declarationByReference,
  declare,
  mailsTo,
  loggedIn,
  postForm,
  subscriptionOf,
  withdrawalOf,
  withdrawalUrl,
} from "../../support/declarations.ts";
import { dayMs } from "../../support/durations.ts";
import { createMember } from "../../../src/server/db/seed/factories.ts";
import type { WithSmtp } from "../../support/app-with-mail.ts";
import { type TestApp } from "../../support/test-app.ts";

describe("withdrawals through /widerrufen", () => {
  let t: WithSmtp<TestApp>;
  appWithMailPerSuite((app) => (t = app));

  const db = () => t.database.handle.db;

  const hasAccess = async (agent: Agent) => (await agent.get("/api/auth/me")).json<User>().hasActiveSubscription;

  /** A member 13 days into the contract, and a withdrawal typed by someone with another address. */
  async function strangersWithdrawal() {
    const member = await createMember(db(), { startedAt: new Date(Date.now() - 13 * dayMs) });
    const body = await declare(t, withdrawalUrl, withdrawalOf(member, { email: `fremd-${member.id}@example.de` }));
    const [notice = ""] = await mailsTo(t.smtp, member.email ?? "", body.reference);
    return { member, body, notice };
  }

  /** Days pass: the member's subscription and the declaration move back; the declaration's new receipt. */
  async function daysPass(days: number, userId: number, reference: string): Promise<string> {
    const shift = (iso: string | null) => (iso ? new Date(Date.parse(iso) - days * dayMs).toISOString() : null);
    const subscription = await subscriptionOf(t, userId);
    await db()
      .updateTable("subscriptions")
      .set({ start_date: shift(subscription.start_date) ?? "", trial_ends_at: shift(subscription.trial_ends_at) })
      .where("id", "=", subscription.id)
      .execute();
    const stored = await declarationByReference(t, reference);
    const receivedAt = shift(stored.received_at) ?? "";
    await db()
      .updateTable("contract_declarations")
      .set({ received_at: receivedAt })
      .where("id", "=", stored.id)
      .execute();
    return receivedAt;
  }

  describe("from someone who may not be the owner", () => {
    it("changes nothing until the owner confirms, answers neutrally and mails the owner a link", async () => {
      const { member, body, notice } = await strangersWithdrawal();
      expect(body).toMatchObject({ kind: "withdrawal", outcome: "received", effectiveEnd: null, emailSent: true });
      expect(body.reference).toMatch(/^W-/);
      expect((await subscriptionOf(t, member.id)).status).toBe("active");
      const stored = await declarationByReference(t, body.reference);
      expect(stored).toMatchObject({ status: "awaiting_owner", user_id: member.id, verified_by: null });
      expect(stored.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);

      const [receipt = ""] = await mailsTo(t.smtp, `fremd-${member.id}@example.de`, body.reference);
      expect(receipt).toContain("Erklärung: Widerruf des Vertrags");
      expect(receipt).not.toContain(member.name);
      expect(receipt).not.toContain("erklaerung-bestaetigen");

      expect(notice).toContain(`Guten Tag ${member.name},`);
      expect(notice).toContain("wird er erst wirksam, wenn Sie ihn bestätigen");
      expect(notice).not.toContain(stored.confirm_token_hash ?? "-");
      expect(confirmTokenIn(notice).length).toBeGreaterThanOrEqual(40);
      // Support has nothing to do before the owner decides (the other two mails arrived already).
      expect(
        t.smtp.mails.filter((m) => m.to.includes("hilfe@portal.test") && m.raw.includes(body.reference)),
      ).toHaveLength(0);
    });

    it("takes effect when the owner confirms through the link, which then stops working", async () => {
      const { member, body, notice } = await strangersWithdrawal();
      const token = confirmTokenIn(notice);
      const view = await postForm(t, "/api/contract-declarations/link", { token });
      expect(view.statusCode).toBe(200);
      expect(view.json<OwnerDeclaration>()).toMatchObject({ reference: body.reference, status: "awaitingOwner" });
      // Looking at it changes nothing (a mail scanner opening the link).
      expect((await subscriptionOf(t, member.id)).status).toBe("active");

      const decided = await postForm(t, "/api/contract-declarations/link/decision", { token, decision: "confirm" });
      expect(decided.statusCode).toBe(200);
      expect(decided.json<OwnerDeclaration>()).toMatchObject({ status: "applied" });
      const subscription = await subscriptionOf(t, member.id);
      expect(subscription.status).toBe("cancelled");
      expect(Date.parse(subscription.access_until ?? "")).toBeLessThanOrEqual(Date.now());
      expect(await declarationByReference(t, body.reference)).toMatchObject({ status: "applied", verified_by: "link" });

      const confirmations = await mailsTo(t.smtp, member.email ?? "", body.reference, 2);
      expect(confirmations[1]).toContain("Ihr Vertrag ist mit sofortiger Wirkung beendet");
      expect(await mailsTo(t.smtp, "hilfe@portal.test", body.reference)).toHaveLength(1);

      const again = await postForm(t, "/api/contract-declarations/link/decision", { token, decision: "confirm" });
      expect(again.statusCode).toBe(404);
      expect(again.json<{ message: string }>().message).toContain("ungültig oder abgelaufen");
    });

    it("confirms exactly once when the link and the profile are used ten times at once", async () => {
      const { member, body, notice } = await strangersWithdrawal();
      const token = confirmTokenIn(notice);
      const agent = await loggedIn(t, member);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2
            ? postForm(t, "/api/contract-declarations/link/decision", { token, decision: "confirm" })
            : agent.post(`/api/contract-declarations/${body.reference}/decision`, { decision: "confirm" }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode !== 200)) {
        expect([404, 409]).toContain(r.statusCode);
        expect(r.json<{ message: string }>().message).toMatch(/bereits entschieden|ungültig oder abgelaufen/);
      }
      expect(await mailsTo(t.smtp, "hilfe@portal.test", body.reference)).toHaveLength(1);
    });

    it("shows the waiting withdrawal in the owner's profile, where the owner can reject it", async () => {
      const { member, body } = await strangersWithdrawal();
      const agent = await loggedIn(t, member);
      const mine = (await agent.get("/api/contract-declarations/mine")).json<{ declarations: OwnerDeclaration[] }>();
      expect(mine.declarations).toContainEqual(
        expect.objectContaining({ reference: body.reference, kind: "withdrawal", status: "awaitingOwner" }),
      );
      const rejected = await agent.post(`/api/contract-declarations/${body.reference}/decision`, {
        decision: "reject",
      });
      expect(rejected.json<OwnerDeclaration>().status).toBe("rejected");
      expect(await hasAccess(agent)).toBe(true);
      expect((await subscriptionOf(t, member.id)).status).toBe("active");
    });

    it("keeps another user's declarations out of reach", async () => {
      const { body } = await strangersWithdrawal();
      const other = await loggedIn(t, await createMember(db()));
      const res = await other.post(`/api/contract-declarations/${body.reference}/decision`, { decision: "confirm" });
      expect(res.statusCode).toBe(404);
      const guest = await postForm(t, `/api/contract-declarations/${body.reference}/decision`, { decision: "confirm" });
      expect(guest.statusCode).toBe(401);
      const mine = (await other.get("/api/contract-declarations/mine")).json<{ declarations: OwnerDeclaration[] }>();
      expect(mine.declarations.map((d) => d.reference)).not.toContain(body.reference);
    });

    it("applies a withdrawal received in time even when the owner confirms after the 14 days", async () => {
      const { member, body, notice } = await strangersWithdrawal();
      // Five days pass: every stored moment moves back by five days.
      await daysPass(5, member.id, body.reference);
      const res = await postForm(t, "/api/contract-declarations/link/decision", {
        token: confirmTokenIn(notice),
        decision: "confirm",
      });
      expect(res.json<OwnerDeclaration>().status).toBe("applied");
      expect((await subscriptionOf(t, member.id)).status).toBe("cancelled");
    });
  });

  describe("from a stranger who types the account's own address", () => {
    it("ends nothing, even with a wrong name, until the owner confirms; a confirmation after the 14 days is in time", async () => {
      const member = await createMember(db(), { startedAt: new Date(Date.now() - 3 * dayMs) });
      const body = await declare(t, withdrawalUrl, withdrawalOf(member, { name: "Irgendwer Anderes" }));
      expect(body).toMatchObject({ outcome: "received", effectiveEnd: null, emailSent: true });
      expect(await subscriptionOf(t, member.id)).toMatchObject({ status: "active", access_until: null });
      expect(await declarationByReference(t, body.reference)).toMatchObject({
        status: "awaiting_owner",
        verified_by: null,
      });
      const mails = await mailsTo(t.smtp, member.email ?? "", body.reference);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain("wird er erst wirksam, wenn Sie ihn bestätigen");
      expect(mails[0]).toContain(
        `gilt der Widerruf als am ${formatBerlinDateTime(new Date(body.receivedAt))} zugegangen`,
      );
      expect(mails[0]).not.toContain("Ihr Vertrag ist mit sofortiger Wirkung beendet");

      // Twenty days pass before the owner follows the link: the contract is 23 days old now.
      const receivedAt = await daysPass(20, member.id, body.reference);
      const res = await postForm(t, "/api/contract-declarations/link/decision", {
        token: confirmTokenIn(mails[0] ?? ""),
        decision: "confirm",
      });
      expect(res.json<OwnerDeclaration>()).toMatchObject({ status: "applied", receivedAt });
      expect((await subscriptionOf(t, member.id)).status).toBe("cancelled");
      const [, confirmed = ""] = await mailsTo(t.smtp, member.email ?? "", body.reference, 2);
      expect(confirmed).toContain(`Eingegangen am: ${formatBerlinDateTime(new Date(receivedAt))}`);
      expect(confirmed).toContain("Ihr Vertrag ist mit sofortiger Wirkung beendet");
    });
  });

  describe("from the owner", () => {
    it("ends a contract concluded less than 14 days ago at once for the logged-in owner", async () => {
      const member = await createMember(db(), { startedAt: new Date(Date.now() - 13 * dayMs) });
      const agent = await loggedIn(t, member);
      const before = Date.now();
      const body = (await agent.post(withdrawalUrl, withdrawalOf(member))).json<ContractDeclarationConfirmation>();
      expect(body).toMatchObject({ kind: "withdrawal", outcome: "ended", emailSent: true });
      expect(Date.parse(body.effectiveEnd ?? "")).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(body.effectiveEnd ?? "")).toBeLessThanOrEqual(Date.now());
      expect(await subscriptionOf(t, member.id)).toMatchObject({
        status: "cancelled",
        access_until: body.effectiveEnd,
        next_billing_date: null,
      });
      expect(await hasAccess(agent)).toBe(false);

      const [mail = ""] = await mailsTo(t.smtp, member.email ?? "", body.reference);
      expect(mail).toContain("hiermit bestätigen wir den Eingang Ihres Widerrufs.");
      expect(mail).toContain("Hiermit widerrufe ich den von mir abgeschlossenen Vertrag: Premium-Mitgliedschaft");
      expect(mail).toContain(`Eingegangen am: ${formatBerlinDateTime(new Date(body.receivedAt))}`);
      expect(mail).toContain("abzüglich eines anteiligen Betrags");
      expect(await mailsTo(t.smtp, "hilfe@portal.test", body.reference)).toHaveLength(1);
    });

    it("only stores a withdrawal after the 14 days and says the period has passed", async () => {
      const member = await createMember(db(), { startedAt: new Date(Date.now() - 16 * dayMs) });
      const agent = await loggedIn(t, member);
      const body = (await agent.post(withdrawalUrl, withdrawalOf(member))).json<ContractDeclarationConfirmation>();
      expect(body).toMatchObject({ outcome: "periodExpired", effectiveEnd: null });
      expect(await subscriptionOf(t, member.id)).toMatchObject({ status: "active", access_until: null });
      const [mail = ""] = await mailsTo(t.smtp, member.email ?? "", body.reference);
      expect(mail).toContain("die Widerrufsfrist von 14 Tagen ab Vertragsschluss abgelaufen");
    });
  });

  it("rejects an invalid e-mail in German", async () => {
    const res = await postForm(t, withdrawalUrl, {
      name: "Erika",
      phone: "+4915112345678",
      email: "x",
      contract: "Premium-Mitgliedschaft",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Bitte geben Sie eine gültige E-Mail-Adresse ein." });
  });

  it("refuses made-up links in German", async () => {
    for (const token of ["x".repeat(43), "kurz"]) {
      const res = await postForm(t, "/api/contract-declarations/link/decision", { token, decision: "confirm" });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json<{ message: string }>().message).toContain("Dieser Link ist ungültig oder abgelaufen");
    }
  });
});

import { describe, expect, it } from "vitest";
import { createMember } from "../../../src/server/db/seed/factories.ts";
import type { PaymentsResponse } from "../../../src/shared/schemas/receipts.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { appPerSuite } from "../../support/app-per-suite.ts";
import { buyCaptured, refundAtPaypal } from "../../support/credit-purchase.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { mailsTo } from "../../support/outbox-mails.ts";
import { deliverWebhook, loggedInUser, login, saleEvent, signWebhook } from "../../support/paypal-sandbox.ts";
import { setOwnLimits } from "../../support/spending.ts";

// A receipt no order confirmation names has a mail of its own, and every recorded payment has
// the spending warnings looked at at once (docs/decisions/0034).

let t: ListeningTestApp;
appPerSuite(createListeningTestApp, (app) => (t = app));

const db = () => t.database.handle.db;
const dayMs = 24 * 60 * 60 * 1000;

async function paymentsOf(agent: Agent) {
  return (await agent.get("/api/payments")).json<PaymentsResponse>().payments;
}

const subjectsTo = (email: string | null) => mailsTo(t.config.mail.outboxDir, email ?? "").map((m) => m.subject);

describe("the mails that follow a recorded payment", () => {
  it("mails a weekly fee's receipt once, however often and however concurrently the payment arrives", async () => {
    const user = await createMember(db(), { provider: "paypal", startedAt: new Date(Date.now() - 40 * dayMs) });
    const agent = createAgent(t.app, { origin: t.origin });
    await login(agent, user);
    const { provider_subscription_id: subscriptionId } = await db()
      .selectFrom("subscriptions")
      .select("provider_subscription_id")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    const event = saleEvent(subscriptionId ?? "", {
      saleId: `SALE-WEEK-${user.id}`,
      total: "4.99",
      time: new Date().toISOString(),
    });
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, async () => deliverWebhook(t.origin, await signWebhook(t.origin, event))),
    );
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    const [fee] = await paymentsOf(agent);
    expect(fee?.service).toMatch(/^Premium-Mitgliedschaft, Woche /);
    const number = fee?.receiptNumber ?? "";

    const subject = `Ihre Zahlung ist eingegangen: Beleg ${number} – Sternenruf`;
    await expect.poll(() => subjectsTo(user.email).filter((s) => s === subject)).toHaveLength(1);
    const mail = mailsTo(t.config.mail.outboxDir, user.email ?? "").find((m) => m.subject === subject);
    for (const line of [
      `Leistung: ${fee?.service ?? ""}`,
      "Betrag: 4,99 € (darin 19 % MwSt.: 0,80 €)",
      "Bezahlt mit: PayPal",
      `Belegnummer: ${number}`,
      `unter „Zahlungen und Belege“: ${t.config.publicOrigin}/profile#zahlungen-und-belege`,
    ])
      expect(mail?.text).toContain(line);
    // A later delivery runs the follow-ups again after its answer's commit: nothing is left to send.
    const again = { ...event, id: `${event.id}-AGAIN` };
    expect((await deliverWebhook(t.origin, await signWebhook(t.origin, again))).status).toBe(200);
    expect(subjectsTo(user.email).filter((s) => s === subject)).toHaveLength(1);
  });

  it("mails a refund's receipt, and leaves a credit package's receipt to its order confirmation", async () => {
    const { user, agent } = await loggedInUser(t);
    const { captureId } = await buyCaptured(t, agent, "starter");
    await refundAtPaypal(t.origin, captureId, { amount: "4.00" });
    const [refund, purchase] = await paymentsOf(agent);
    const refundSubject = `Ihre Erstattung: Beleg ${refund?.receiptNumber ?? ""} – Sternenruf`;
    await expect.poll(() => subjectsTo(user.email)).toContain(refundSubject);
    const mail = mailsTo(t.config.mail.outboxDir, user.email ?? "").find((m) => m.subject === refundSubject);
    expect(mail?.text).toContain(`Leistung: Erstattung zu Beleg ${purchase?.receiptNumber ?? ""}`);
    expect(mail?.text).toContain("Erstatteter Betrag: 4,00 € (darin 19 % MwSt.: 0,64 €)");
    expect(mail?.text).toContain("Gutschrift über: PayPal");
    expect(subjectsTo(user.email).filter((s) => s.startsWith("Ihre Zahlung ist eingegangen"))).toEqual([]);
  });

  it("sends the 80 % warning as soon as a purchase is paid, before any other request looks", async () => {
    const { user, agent } = await loggedInUser(t);
    await setOwnLimits(db(), user.id, { monthlyCents: 1200, dailyCents: null });
    await buyCaptured(t, agent, "starter");
    await expect
      .poll(() => subjectsTo(user.email))
      .toContain("Sie haben 80 % Ihres Ausgabenlimits erreicht – Sternenruf");
  });
});

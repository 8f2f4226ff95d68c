import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import type { SpendingView } from "../../../src/shared/schemas/spending.ts";
import { loggedIn } from "../../support/declarations.ts";
import { paymentRecordsFor } from "../../support/payment-records.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.handle.db;

describe("a refund and the spending cap", () => {
  it("lowers what the period counts, once however often it is reported, never below nothing", async () => {
    const user = await createUser(db());
    const agent = await loggedIn(t, user);
    const records = paymentRecordsFor(db());
    const now = new Date();
    await db()
      .transaction()
      .execute((trx) =>
        records.recordPayment(trx, {
          provider: "paypal",
          providerPaymentId: `refund-test-${user.id}`,
          userId: user.id,
          subscriptionId: null,
          purpose: "credits",
          namedByOrderConfirmation: true,
          amountCents: 2500,
          currency: "EUR",
          paidAt: now,
        }),
      );
    const spentOnCredits = async () => ((await agent.get("/api/spending")).json() as SpendingView).month.spent;
    expect((await spentOnCredits()).creditPurchases).toBe(2500);

    const refund = (refundId: string, amountCents: number | null) =>
      db()
        .transaction()
        .execute((trx) =>
          records.recordRefund(trx, {
            provider: "paypal",
            providerPaymentId: `refund-test-${user.id}`,
            refundId,
            amountCents,
            refundedAt: new Date(),
          }),
        );
    await Promise.all(Array.from({ length: 10 }, () => refund("R-PART", 1000)));
    expect(await spentOnCredits()).toMatchObject({ creditPurchases: 1500, total: 1500 });

    // A second, larger refund cannot make the month's spending negative.
    await refund("R-REST", null);
    expect(await spentOnCredits()).toMatchObject({ creditPurchases: 0, total: 0 });
  });
});

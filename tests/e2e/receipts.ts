import { createPaymentRecords } from "../../src/server/modules/payment-records/service.ts";
import { createReceiptIssuer } from "../../src/server/modules/receipts/index.ts";
import { createUsersModule } from "../../src/server/modules/users/index.ts";
import { withDatabase } from "./accounts.ts";

let payments = 0;

/**
 * A credit purchase paid by PayPal and recorded as the provider's event would, through the
 * payment records, so it gets its receipt; `refundCents` gives part of it back.
 */
export function recordCreditPurchase(userId: number, amountCents: number, refundCents = 0): Promise<void> {
  payments += 1;
  const id = `E2E-CAPTURE-${userId}-${payments}-${Date.now()}`;
  return withDatabase(async (db) => {
    const records = createPaymentRecords({
      db,
      clock: { now: () => new Date() },
      receipts: createReceiptIssuer({ db, users: createUsersModule({ db }) }),
    });
    await db.transaction().execute(async (trx) => {
      await records.recordPayment(trx, {
        provider: "paypal",
        providerPaymentId: id,
        userId,
        subscriptionId: null,
        purpose: "credits",
        namedByOrderConfirmation: true,
        amountCents,
        currency: "EUR",
        paidAt: new Date(),
        service: "Cosmos Credits, Schnupperpaket (1.000 Credits)",
      });
      if (refundCents > 0)
        await records.recordRefund(trx, {
          provider: "paypal",
          providerPaymentId: id,
          refundId: `${id}-REFUND`,
          amountCents: refundCents,
          refundedAt: new Date(),
        });
    });
  });
}

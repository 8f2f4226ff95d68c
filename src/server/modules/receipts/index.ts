import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import type { Users } from "../users/index.ts";
import type { Supplier } from "./receipt-pdf.ts";
import { createReceiptsRepo } from "./repo.ts";
import { receiptsRoutes } from "./routes.ts";
import { createReceiptsService } from "./service.ts";
import { createReceiptsErasure } from "./erasure-repo.ts";
import { personalDataOf } from "./personal-data-repo.ts";

export type { PaymentReceipt, RefundReceipt } from "./service.ts";
export type { ReceiptRow } from "./repo.ts";
export type { Supplier } from "./receipt-pdf.ts";

/** What recording money needs of receipts: issuing them, in the recording transaction. */
export function createReceiptIssuer(deps: { db: Kysely<Database>; users: Pick<Users, "findByIdWithin"> }) {
  const { issueForPayment, issueForRefund, numberForPayment } = createReceiptsService(deps);
  return { issueForPayment, issueForRefund, numberForPayment };
}

/**
 * Receipts for every payment and refund, numbered without gaps per Berlin year, and the
 * routes that list a user's payments and hand out the PDFs (docs/decisions/0031).
 */
export function createReceiptsModule(deps: {
  db: Kysely<Database>;
  users: Pick<Users, "findByIdWithin">;
  supplier: Supplier;
  brandName: string;
}) {
  const receipts = createReceiptsService(deps);
  const plugin = modulePlugin(async (app) => {
    await app.register(receiptsRoutes({ receipts, supplier: deps.supplier, brandName: deps.brandName }));
  });
  return {
    accountErasure: createReceiptsErasure(deps.db),
    issueForPayment: receipts.issueForPayment,
    issueForRefund: receipts.issueForRefund,
    numberForPayment: receipts.numberForPayment,
    paymentsOf: receipts.paymentsOf,
    claimFollowUps: receipts.claimFollowUps,
    finishFollowUp: receipts.finishFollowUp,
    /** What was refunded to the user in [from, to), per subject, in the caller's transaction (the spending cap). */
    refundedWithin: (executor: Kysely<Database>, userId: number, from: Date, to: Date) =>
      createReceiptsRepo(executor).refundedWithin(userId, from, to),
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
    plugin,
  };
}

export type Receipts = ReturnType<typeof createReceiptsModule>;

import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Receipts } from "../receipts/index.ts";
import { createPaymentRecordsErasure } from "./erasure-repo.ts";
import { createPaymentRecords } from "./service.ts";
import { personalDataOf } from "./personal-data-repo.ts";

export type { PaymentProvider, ReceivedPayment, ReceivedRefund } from "./service.ts";

/** The money received from the providers, recorded once per provider payment, each with its receipt. */
export function createPaymentRecordsModule(deps: {
  db: Kysely<Database>;
  clock: Clock;
  receipts: Pick<Receipts, "issueForPayment" | "issueForRefund" | "numberForPayment">;
}) {
  return {
    ...createPaymentRecords(deps),
    accountErasure: createPaymentRecordsErasure(deps.db),
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
  };
}

export type PaymentRecords = ReturnType<typeof createPaymentRecordsModule>;

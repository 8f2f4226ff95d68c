import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Receipts } from "../receipts/index.ts";
import { createPaymentRecordsErasure } from "./erasure-repo.ts";
import { createPaymentRecords } from "./service.ts";

export type { PaymentProvider, ReceivedPayment, ReceivedRefund } from "./service.ts";

/** The money received from the providers, recorded once per provider payment, each with its receipt. */
export function createPaymentRecordsModule(deps: {
  db: Kysely<Database>;
  clock: Clock;
  receipts: Pick<Receipts, "issueForPayment" | "issueForRefund" | "numberForPayment">;
}) {
  return { ...createPaymentRecords(deps), accountErasure: createPaymentRecordsErasure(deps.db) };
}

export type PaymentRecords = ReturnType<typeof createPaymentRecordsModule>;

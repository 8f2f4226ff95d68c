import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { createPaymentRecords } from "./service.ts";

export type { PaymentProvider, ReceivedPayment } from "./service.ts";

/** The money received from the providers, recorded once per provider payment. */
export function createPaymentRecordsModule(deps: { db: Kysely<Database>; clock: Clock }) {
  return createPaymentRecords(deps);
}

export type PaymentRecords = ReturnType<typeof createPaymentRecordsModule>;

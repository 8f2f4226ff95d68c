import type { Kysely } from "kysely";
import type { Database } from "../../src/server/db/schema.ts";
import { systemClock, type Clock } from "../../src/server/lib/clock.ts";
import { createPaymentRecordsModule } from "../../src/server/modules/payment-records/index.ts";
import { createReceiptIssuer } from "../../src/server/modules/receipts/index.ts";
import { createUsersModule } from "../../src/server/modules/users/index.ts";

/** The payment records with their receipts, for tests that record a payment without a provider. */
export function paymentRecordsFor(db: Kysely<Database>, clock: Clock = systemClock) {
  return createPaymentRecordsModule({
    db,
    clock,
    receipts: createReceiptIssuer({ db, users: createUsersModule({ db }) }),
  });
}

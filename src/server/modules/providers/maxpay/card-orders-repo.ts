import type { Kysely, Selectable } from "kysely";
import type { CardOrdersTable, Database } from "../../../db/schema.ts";
import type { CardPurpose } from "./card-products.ts";

export type CardOrderRow = Selectable<CardOrdersTable>;

export interface NewCardOrder {
  orderReference: string;
  userId: number;
  purpose: CardPurpose;
  amountCents: number;
  currency: string;
  now: Date;
}

async function insertOrder(executor: Kysely<Database>, order: NewCardOrder): Promise<void> {
  await executor
    .insertInto("card_orders")
    .values({
      order_reference: order.orderReference,
      user_id: order.userId,
      purpose: order.purpose,
      amount_cents: order.amountCents,
      currency: order.currency,
      status: "pending",
      transaction_id: null,
      created_at: order.now.toISOString(),
      updated_at: order.now.toISOString(),
    })
    .execute();
}

/** One row per hosted-payment-page session; its status changes only on a verified callback. */
export function createCardOrdersRepo(db: Kysely<Database>) {
  return {
    /** alongside runs in the same transaction: an order and its audit row exist together or not at all. */
    async insert(order: NewCardOrder, alongside?: (executor: Kysely<Database>) => Promise<void>): Promise<void> {
      if (alongside) {
        await db.transaction().execute(async (trx) => {
          await insertOrder(trx, order);
          await alongside(trx);
        });
        return;
      }
      await insertOrder(db, order);
    },

    byReference(orderReference: string): Promise<CardOrderRow | undefined> {
      return db.selectFrom("card_orders").selectAll().where("order_reference", "=", orderReference).executeTakeFirst();
    },

    async settle(orderReference: string, status: "paid" | "declined", transactionId: string, now: Date): Promise<void> {
      await db
        .updateTable("card_orders")
        .set({ status, transaction_id: transactionId, updated_at: now.toISOString() })
        .where("order_reference", "=", orderReference)
        .execute();
    },
  };
}

export type CardOrdersRepo = ReturnType<typeof createCardOrdersRepo>;

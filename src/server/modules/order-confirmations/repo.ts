import type { Kysely, Selectable } from "kysely";
import type { Database, OrderConfirmationsTable } from "../../db/schema.ts";
import { newOrderReference } from "./reference.ts";

export type OrderConfirmationRow = Selectable<OrderConfirmationsTable>;

export interface NewOrder {
  orderKey: string;
  userId: number;
  kind: "membership" | "credits";
  consentVersion: string | null;
  consentedAt: string | null;
  now: string;
}

export function createOrderConfirmationsRepo(db: Kysely<Database>) {
  const byKey = (orderKey: string) =>
    db.selectFrom("order_confirmations").selectAll().where("order_key", "=", orderKey).executeTakeFirst();

  return {
    byKey,

    /**
     * The order's row, created once: a second call for the same key (a repeated request, a
     * provider event racing the order) keeps the first row and its reference.
     */
    async ensure(order: NewOrder): Promise<OrderConfirmationRow> {
      await db
        .insertInto("order_confirmations")
        .values({
          order_key: order.orderKey,
          reference: newOrderReference(),
          user_id: order.userId,
          kind: order.kind,
          consent_version: order.consentVersion,
          consented_at: order.consentedAt,
          created_at: order.now,
        })
        .onConflict((oc) => oc.column("order_key").doNothing())
        .execute();
      const row = await byKey(order.orderKey);
      if (!row) throw new Error(`order ${order.orderKey} was not stored`);
      return row;
    },

    /** Marks the contract concluded with what was bought, unless an earlier event did. */
    async conclude(orderKey: string, contract: string, concludedAt: string): Promise<void> {
      await db
        .updateTable("order_confirmations")
        .set({ concluded_at: concludedAt, contract })
        .where("order_key", "=", orderKey)
        .where("concluded_at", "is", null)
        .execute();
    },

    /** Concluded, not sent, not given up, and not claimed by a live process. */
    due(staleBefore: string, maxAttempts: number, limit: number): Promise<OrderConfirmationRow[]> {
      return db
        .selectFrom("order_confirmations")
        .selectAll()
        .where("sent_at", "is", null)
        .where("concluded_at", "is not", null)
        .where("attempts", "<", maxAttempts)
        .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", staleBefore)]))
        .orderBy("id")
        .limit(limit)
        .execute();
    },

    /** One process wins the row; the others see zero rows updated. */
    async claim(id: number, now: string, staleBefore: string): Promise<boolean> {
      const result = await db
        .updateTable("order_confirmations")
        .set((eb) => ({ claimed_at: now, attempts: eb("attempts", "+", 1) }))
        .where("id", "=", id)
        .where("sent_at", "is", null)
        .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", staleBefore)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markSent(id: number, now: string): Promise<void> {
      await db.updateTable("order_confirmations").set({ sent_at: now }).where("id", "=", id).execute();
    },

    async release(id: number): Promise<void> {
      await db.updateTable("order_confirmations").set({ claimed_at: null }).where("id", "=", id).execute();
    },
  };
}

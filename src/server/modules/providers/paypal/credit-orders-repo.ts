import type { Insertable, Kysely, Selectable } from "kysely";
import { lockedRows } from "../../../db/row-lock.ts";
import type { CreditOrdersTable, Database } from "../../../db/schema.ts";

export type CreditOrderRow = Selectable<CreditOrdersTable>;
export type CreditOrderStatus = "created" | "captured" | "partially_refunded" | "refunded";

/** The SQL of PayPal orders for credit packages (table credit_orders, owned by this module). */
export function createCreditOrdersRepo(db: Kysely<Database>) {
  /**
   * Reads the row and, on PostgreSQL, locks it for the rest of the transaction, so that one
   * transaction at a time decides about an order. SQLite writes under BEGIN IMMEDIATE, which
   * already serialises every writing transaction.
   */
  function lockWhere(column: "order_id" | "capture_id", value: string): Promise<CreditOrderRow | undefined> {
    return lockedRows(db, db.selectFrom("credit_orders").selectAll().where(column, "=", value)).executeTakeFirst();
  }

  return {
    async insert(row: Insertable<CreditOrdersTable>): Promise<void> {
      await db.insertInto("credit_orders").values(row).execute();
    },

    find(orderId: string): Promise<CreditOrderRow | undefined> {
      return db.selectFrom("credit_orders").selectAll().where("order_id", "=", orderId).executeTakeFirst();
    },

    lock: (orderId: string) => lockWhere("order_id", orderId),
    lockByCapture: (captureId: string) => lockWhere("capture_id", captureId),

    async markCaptureRequested(orderId: string, at: Date): Promise<void> {
      await db
        .updateTable("credit_orders")
        .set({ capture_requested_at: at.toISOString(), updated_at: at.toISOString() })
        .where("order_id", "=", orderId)
        .execute();
    },

    async markCaptured(orderId: string, captureId: string, at: Date): Promise<void> {
      await db
        .updateTable("credit_orders")
        .set({ status: "captured", capture_id: captureId, captured_at: at.toISOString(), updated_at: at.toISOString() })
        .where("order_id", "=", orderId)
        .execute();
    },

    async recordRefund(
      orderId: string,
      change: {
        status: CreditOrderStatus;
        refundedCents: number;
        creditsReclaimed: number;
        creditsUnreclaimed: number;
      },
      at: Date,
    ): Promise<void> {
      await db
        .updateTable("credit_orders")
        .set({
          status: change.status,
          refunded_cents: change.refundedCents,
          credits_reclaimed: change.creditsReclaimed,
          credits_unreclaimed: change.creditsUnreclaimed,
          updated_at: at.toISOString(),
        })
        .where("order_id", "=", orderId)
        .execute();
    },
  };
}

import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, ReceiptsTable } from "../../db/schema.ts";

export type ReceiptSubject = "membership" | "credits" | "other";

export type ReceiptRow = Selectable<ReceiptsTable>;

/** What is still to be done after issuing: the receipt mail (and the warnings), or the warnings only. */
export type ReceiptFollowUp = "mail" | "check";

export interface NewReceipt {
  receiptKey: string;
  userId: number;
  paymentId: number | null;
  kind: "payment" | "refund";
  subject: ReceiptSubject;
  service: string;
  customerName: string;
  amountCents: number;
  currency: string;
  method: string;
  refersTo: string | null;
  issuedAt: Date;
  followUp: ReceiptFollowUp;
}

/** The SQL of receipts and their yearly counters. */
export function createReceiptsRepo(db: Kysely<Database>) {
  return {
    /**
     * Claims the receipt's key: the row without a number yet, or null when the key has a receipt
     * already. A concurrent claim of the same key waits on the unique index and then gets null,
     * so it never takes a number.
     */
    async claim(input: NewReceipt): Promise<number | null> {
      const row = await db
        .insertInto("receipts")
        .values({
          receipt_key: input.receiptKey,
          user_id: input.userId,
          payment_id: input.paymentId,
          kind: input.kind,
          subject: input.subject,
          service: input.service,
          customer_name: input.customerName,
          amount_cents: input.amountCents,
          currency: input.currency,
          method: input.method,
          refers_to: input.refersTo,
          issued_at: input.issuedAt.toISOString(),
          follow_up: input.followUp,
        })
        .onConflict((oc) => oc.column("receipt_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * The year's next number. The upsert locks the year's counter row until the transaction
     * ends (PostgreSQL; SQLite writes one transaction at a time), so a rolled-back payment
     * gives its number back and none is taken twice.
     */
    async nextSequence(year: number): Promise<number> {
      const row = await db
        .insertInto("receipt_counters")
        .values({ year, last_number: 1 })
        .onConflict((oc) => oc.column("year").doUpdateSet({ last_number: sql`receipt_counters.last_number + 1` }))
        .returning("last_number")
        .executeTakeFirstOrThrow();
      return row.last_number;
    },

    async setNumber(id: number, year: number, sequence: number, number: string): Promise<void> {
      await db.updateTable("receipts").set({ year, sequence, number }).where("id", "=", id).execute();
    },

    byKey(receiptKey: string) {
      return db.selectFrom("receipts").selectAll().where("receipt_key", "=", receiptKey).executeTakeFirst();
    },

    byNumber(number: string) {
      return db.selectFrom("receipts").selectAll().where("number", "=", number).executeTakeFirst();
    },

    forPayment(paymentId: number) {
      return db
        .selectFrom("receipts")
        .selectAll()
        .where("payment_id", "=", paymentId)
        .where("kind", "=", "payment")
        .executeTakeFirst();
    },

    /** What was refunded to the user in [from, to), in cents, per subject (the spending cap). */
    async refundedWithin(userId: number, from: Date, to: Date): Promise<{ credits: number; membership: number }> {
      const rows = await db
        .selectFrom("receipts")
        .select(["subject", (eb) => eb.fn.sum<number | string>("amount_cents").as("cents")])
        .where("user_id", "=", userId)
        .where("kind", "=", "refund")
        .where("issued_at", ">=", from.toISOString())
        .where("issued_at", "<", to.toISOString())
        .groupBy("subject")
        .execute();
      const of = (subject: string) => -Number(rows.find((r) => r.subject === subject)?.cents ?? 0);
      return { credits: of("credits"), membership: of("membership") };
    },

    /** The user's receipts, newest first. */
    forUser(userId: number) {
      return db
        .selectFrom("receipts")
        .selectAll()
        .where("user_id", "=", userId)
        .where("number", "is not", null)
        .orderBy("issued_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },

    /** Receipts with a follow-up still to do and no live claim on it, oldest first. */
    followUpsDue(staleBefore: string, limit: number) {
      return db
        .selectFrom("receipts")
        .selectAll()
        .where("follow_up", "is not", null)
        .where("number", "is not", null)
        .where((eb) => eb.or([eb("follow_up_claimed_at", "is", null), eb("follow_up_claimed_at", "<", staleBefore)]))
        .orderBy("id")
        .limit(limit)
        .execute();
    },

    /** Claims a receipt's follow-up for this process; false when another holds a live claim or it is done. */
    async claimFollowUp(id: number, now: string, staleBefore: string): Promise<boolean> {
      const result = await db
        .updateTable("receipts")
        .set({ follow_up_claimed_at: now })
        .where("id", "=", id)
        .where("follow_up", "is not", null)
        .where((eb) => eb.or([eb("follow_up_claimed_at", "is", null), eb("follow_up_claimed_at", "<", staleBefore)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async finishFollowUp(id: number): Promise<void> {
      await db
        .updateTable("receipts")
        .set({ follow_up: null, follow_up_claimed_at: null })
        .where("id", "=", id)
        .execute();
    },
  };
}

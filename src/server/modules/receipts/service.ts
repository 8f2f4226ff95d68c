import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { receiptNumber, receiptServices, type PaymentMethod } from "../../../shared/domain/receipts.ts";
import type { PaymentEntry } from "../../../shared/schemas/receipts.ts";
import type { Users } from "../users/index.ts";
import { createReceiptsRepo, type NewReceipt, type ReceiptRow, type ReceiptSubject } from "./repo.ts";

const berlinYear = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric" });

/** The payment method a provider stands for on a receipt. */
export function methodOfProvider(provider: string): PaymentMethod {
  return provider === "maxpay" ? "card" : "paypal";
}

export interface PaymentReceipt {
  paymentId: number;
  subject: ReceiptSubject;
  userId: number;
  provider: string;
  service: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  /** The order confirmation names this receipt, so no mail of its own is due. */
  namedByOrderConfirmation: boolean;
}

export interface RefundReceipt {
  /** Names the refund at its provider: the same refund reported twice has one receipt. */
  refundKey: string;
  userId: number;
  provider: string;
  /** The refunded payment, when it is known. */
  paymentId: number | null;
  /** The amount given back, positive. */
  amountCents: number;
  currency: string;
  refundedAt: Date;
}

function statusOf(row: ReceiptRow, refundedCents: number): PaymentEntry["status"] {
  if (row.kind === "refund") return "refund";
  if (refundedCents <= 0) return "paid";
  return refundedCents >= row.amount_cents ? "refunded" : "partially_refunded";
}

/**
 * Receipts for every payment and refund: issued in the transaction that records the money, so
 * a payment that is recorded has its receipt and one recorded twice keeps its first
 * (docs/decisions/0031).
 */
export function createReceiptsService(deps: { db: Kysely<Database>; users: Pick<Users, "findByIdWithin"> }) {
  const { db, users } = deps;

  async function issue(trx: Kysely<Database>, input: Omit<NewReceipt, "customerName">): Promise<string> {
    const repo = createReceiptsRepo(trx);
    const account = await users.findByIdWithin(trx, input.userId);
    const id = await repo.claim({ ...input, customerName: account?.name ?? "" });
    if (id === null) {
      const existing = await repo.byKey(input.receiptKey);
      return existing?.number ?? "";
    }
    const year = Number(berlinYear.format(input.issuedAt));
    const sequence = await repo.nextSequence(year);
    const number = receiptNumber(year, sequence);
    await repo.setNumber(id, year, sequence, number);
    return number;
  }

  return {
    /** The receipt of a payment just recorded, in the recording transaction; its number. */
    issueForPayment(trx: Kysely<Database>, payment: PaymentReceipt): Promise<string> {
      return issue(trx, {
        receiptKey: `payment:${payment.paymentId}`,
        userId: payment.userId,
        paymentId: payment.paymentId,
        kind: "payment",
        subject: payment.subject,
        service: payment.service,
        amountCents: payment.amountCents,
        currency: payment.currency,
        method: methodOfProvider(payment.provider),
        refersTo: null,
        issuedAt: payment.paidAt,
        followUp: payment.namedByOrderConfirmation ? "check" : "mail",
      });
    },

    /** The receipt of a refund: a negative amount naming the refunded payment's receipt. */
    async issueForRefund(trx: Kysely<Database>, refund: RefundReceipt): Promise<string> {
      const original = refund.paymentId ? await createReceiptsRepo(trx).forPayment(refund.paymentId) : undefined;
      const refersTo = original?.number ?? null;
      return issue(trx, {
        receiptKey: `refund:${refund.provider}:${refund.refundKey}`,
        userId: refund.userId,
        paymentId: refund.paymentId,
        kind: "refund",
        subject: original?.subject === "membership" || original?.subject === "credits" ? original.subject : "other",
        service: receiptServices.refund(refersTo),
        amountCents: -Math.abs(refund.amountCents),
        currency: refund.currency,
        method: methodOfProvider(refund.provider),
        refersTo,
        issuedAt: refund.refundedAt,
        followUp: "mail",
      });
    },

    /** The number of a payment's receipt, once it has one. */
    async numberForPayment(paymentId: number, executor: Kysely<Database> = db): Promise<string | null> {
      return (await createReceiptsRepo(executor).forPayment(paymentId))?.number ?? null;
    },

    /** The user's payments and refunds with their receipts, newest first. */
    async paymentsOf(userId: number): Promise<PaymentEntry[]> {
      const rows = await createReceiptsRepo(db).forUser(userId);
      const refunded = new Map<string, number>();
      for (const row of rows)
        if (row.kind === "refund" && row.refers_to)
          refunded.set(row.refers_to, (refunded.get(row.refers_to) ?? 0) - row.amount_cents);
      return rows.map((row) => ({
        receiptNumber: row.number ?? "",
        date: row.issued_at,
        service: row.service,
        amountCents: row.amount_cents,
        currency: row.currency,
        method: row.method === "card" ? "card" : "paypal",
        kind: row.kind === "refund" ? "refund" : "payment",
        subject: row.subject === "membership" || row.subject === "credits" ? row.subject : "other",
        status: statusOf(row, refunded.get(row.number ?? "") ?? 0),
        refersTo: row.refers_to,
      }));
    },

    /**
     * The receipts whose follow-up (docs/decisions/0034) is due, each claimed for this process
     * first: a claim older than `claimMs` counts as abandoned by a stopped process.
     */
    async claimFollowUps(now: Date, claimMs: number, limit = 50): Promise<ReceiptRow[]> {
      const repo = createReceiptsRepo(db);
      const staleBefore = new Date(now.getTime() - claimMs).toISOString();
      const claimed: ReceiptRow[] = [];
      for (const row of await repo.followUpsDue(staleBefore, limit))
        if (await repo.claimFollowUp(row.id, now.toISOString(), staleBefore)) claimed.push(row);
      return claimed;
    },

    /** The follow-up is done (or given up): it is not claimed again. */
    finishFollowUp(id: number): Promise<void> {
      return createReceiptsRepo(db).finishFollowUp(id);
    },

    /** A receipt by its number, or undefined. */
    byNumber(number: string) {
      return createReceiptsRepo(db).byNumber(number);
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;

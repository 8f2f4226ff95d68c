import type { Clock } from "../../server/lib/clock.ts";
import { productLine, type CallbackSender } from "./callback-sender.ts";
import {
  maxpayIds,
  type Checkout,
  type MaxpaySandboxState,
  type SandboxSubscription,
  type Transaction,
} from "./state.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The sandbox's bookkeeping: charging a payment page, billing subscriptions as time passes,
 * refunds and cancellations. Every transaction is reported to the portal by a signed callback.
 */
export function createSandboxCore(deps: { state: MaxpaySandboxState; send: CallbackSender; clock: Clock }) {
  const { state, send, clock } = deps;

  function record(t: Omit<Transaction, "id" | "reference" | "refundedCents">): Transaction {
    const transaction = {
      ...t,
      id: maxpayIds.transaction(clock.now()),
      reference: maxpayIds.reference(),
      refundedCents: 0,
    };
    state.transactions.set(transaction.id, transaction);
    return transaction;
  }

  async function rebill(sub: SandboxSubscription): Promise<Transaction> {
    const line = productLine(sub.product, true);
    const transaction = record({
      uniqueUserId: sub.uniqueUserId,
      amountCents: line.amountCents,
      currency: line.currency,
      status: "success",
      customParameters: sub.customParameters,
    });
    sub.charges.push(transaction.id);
    await send({
      transaction,
      transactionType: "SALE",
      uniqueTransactionId: null,
      email: sub.email,
      product: line,
      billToken: sub.billToken,
    });
    return transaction;
  }

  return {
    /** The buyer paid (or the card was declined) on the payment page. */
    async complete(checkout: Checkout, approved: boolean): Promise<Transaction> {
      checkout.status = "done";
      const line = productLine(checkout.product, false);
      const transaction = record({
        uniqueUserId: checkout.uniqueUserId,
        amountCents: line.amountCents,
        currency: line.currency,
        status: approved ? "success" : "decline",
        customParameters: checkout.customParameters,
      });
      let billToken: string | null = null;
      if (approved && checkout.product.recurring && checkout.product.firstPeriodDays !== null) {
        billToken = maxpayIds.billToken();
        state.subscriptions.set(transaction.id, {
          transactionId: transaction.id,
          uniqueUserId: checkout.uniqueUserId,
          billToken,
          product: checkout.product,
          customParameters: checkout.customParameters,
          email: checkout.email,
          nextBillingAt: new Date(clock.now().getTime() + checkout.product.firstPeriodDays * dayMs),
          status: "active",
          charges: [transaction.id],
          cancelRequests: 0,
        });
      }
      await send({
        transaction,
        transactionType: "SALE",
        uniqueTransactionId: checkout.uniqueTransactionId,
        email: checkout.email,
        product: line,
        billToken,
      });
      return transaction;
    },

    /** Bills every running subscription whose date has come (the clock's provider phase). */
    async billDue(now: Date): Promise<void> {
      for (const sub of state.subscriptions.values()) {
        while (sub.status === "active" && sub.nextBillingAt.getTime() <= now.getTime()) {
          await rebill(sub);
          sub.nextBillingAt = new Date(sub.nextBillingAt.getTime() + (sub.product.recurring?.periodDays ?? 7) * dayMs);
        }
      }
    },

    /** api/rebilling: one more charge on a stored card. */
    rebill,

    cancel(sub: SandboxSubscription): void {
      sub.cancelRequests += 1;
      sub.status = "cancelled";
    },

    async refund(original: Transaction, amountCents: number): Promise<Transaction> {
      original.refundedCents += amountCents;
      if (original.refundedCents >= original.amountCents) original.status = "refunded";
      const transaction = record({
        uniqueUserId: original.uniqueUserId,
        amountCents,
        currency: original.currency,
        status: "refunded",
        customParameters: original.customParameters,
      });
      await send({
        transaction,
        transactionType: "REFUND",
        uniqueTransactionId: null,
        email: null,
        product: {
          productId: "refund",
          name: `Erstattung zu ${original.id}`,
          amountCents,
          currency: original.currency,
        },
        billToken: null,
      });
      return transaction;
    },
  };
}

export type MaxpaySandboxCore = ReturnType<typeof createSandboxCore>;

import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { messageResponses } from "../../../../shared/schemas/message.ts";
import type { Database } from "../../../db/schema.ts";
import { describeOnly, maxpaySignatureSecurity } from "../../../http/api-security.ts";
import { HttpError, messages } from "../../../http/http-error.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { PaymentRecords } from "../../payment-records/index.ts";
import type { SubscriptionsService } from "../../subscriptions/index.ts";
import {
  callbackSchema,
  formToCallbackInput,
  kindOf,
  type CallbackKind,
  type MaxpayCallback,
} from "./callback-payload.ts";
import { createCardOrdersRepo, type CardOrderRow } from "./card-orders-repo.ts";
import { orderReferenceParam } from "./payment-session.ts";
import { callbackSignature, signaturesMatch } from "../../../../protocols/maxpay.ts";

export type CallbackOutcome =
  | "paid"
  | "declined"
  | "renewed"
  | "renewal-declined"
  | "refund-logged"
  | "pending"
  | "duplicate"
  | "mismatch"
  | "unmatched";

/**
 * What a verified Maxpay callback does. The Maxpay subscription is stored under our order
 * reference (it is ours, known before payment, and travels in every callback as
 * custom_order_reference); the order row keeps Maxpay's first transaction id, which its
 * cancel API needs. A payment on an order that is already paid is a renewal. The effect runs
 * in the transaction that records the transaction id, so a redelivery changes nothing.
 */
function createCallbackHandler(deps: {
  paymentRecords: PaymentRecords;
  subscriptions: SubscriptionsService;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { paymentRecords, subscriptions, clock, log } = deps;

  async function firstPayment(
    trx: Kysely<Database>,
    order: CardOrderRow,
    cb: MaxpayCallback,
  ): Promise<CallbackOutcome> {
    const now = clock.now();
    if (cb.totalAmount !== order.amount_cents || cb.currency !== order.currency) {
      log.error(
        {
          orderReference: order.order_reference,
          transactionId: cb.transactionId,
          amount: cb.totalAmount,
          currency: cb.currency,
        },
        "Maxpay payment does not match its order; no access granted",
      );
      return "mismatch";
    }
    await createCardOrdersRepo(trx).settle(order.order_reference, "paid", cb.transactionId, now);
    const payment = {
      provider: "maxpay" as const,
      providerPaymentId: cb.transactionId,
      amountCents: cb.totalAmount,
      currency: cb.currency,
      paidAt: now,
    };
    if (order.purpose !== "subscription") {
      await paymentRecords.recordPayment(trx, {
        ...payment,
        userId: cb.uniqueUserId,
        subscriptionId: null,
        purpose: "test",
        namedByOrderConfirmation: false,
      });
      return "paid";
    }
    if (await subscriptions.currentFor(cb.uniqueUserId, trx)) {
      // Two payment pages paid at once: both are kept, support refunds one.
      log.warn(
        { userId: cb.uniqueUserId, orderReference: order.order_reference },
        "second Premium subscription paid by card",
      );
    }
    // The first payment starts the membership: the order reference names it at Maxpay.
    await subscriptions.membershipPaymentArrived(trx, {
      ...payment,
      providerSubscriptionId: order.order_reference,
      activation: {
        userId: cb.uniqueUserId,
        provider: "maxpay",
        providerSubscriptionId: order.order_reference,
        startedAt: now,
        providerStatus: cb.status,
      },
    });
    return "paid";
  }

  async function renewal(
    trx: Kysely<Database>,
    providerSubscriptionId: string,
    cb: MaxpayCallback,
    kind: CallbackKind,
  ) {
    if (kind === "decline") {
      log.warn({ providerSubscriptionId, transactionId: cb.transactionId, code: cb.code }, "Maxpay renewal declined");
      return "renewal-declined" as const;
    }
    await subscriptions.membershipPaymentArrived(trx, {
      provider: "maxpay",
      providerSubscriptionId,
      providerPaymentId: cb.transactionId,
      amountCents: cb.totalAmount,
      currency: cb.currency,
      paidAt: clock.now(),
    });
    return "renewed" as const;
  }

  async function effect(trx: Kysely<Database>, cb: MaxpayCallback, kind: CallbackKind): Promise<CallbackOutcome> {
    const reference = cb.customParameters?.[orderReferenceParam] ?? cb.uniqueTransactionId;
    const order = reference ? await createCardOrdersRepo(trx).byReference(reference) : undefined;
    if (order && order.user_id !== cb.uniqueUserId) {
      log.error(
        { orderReference: order.order_reference, userId: cb.uniqueUserId },
        "Maxpay callback names another user",
      );
      return "mismatch";
    }
    if (kind === "refund") {
      log.info({ transactionId: cb.transactionId, reference, amount: cb.totalAmount }, "Maxpay refund");
      // The refund names the sale by its transaction id; its receipt refers to the sale's.
      await paymentRecords.recordRefund(trx, {
        provider: "maxpay",
        providerPaymentId: cb.transactionId,
        refundId: cb.transactionId,
        amountCents: cb.totalAmount,
        refundedAt: clock.now(),
      });
      return "refund-logged";
    }
    if (order && order.status !== "paid") {
      if (kind === "success") return firstPayment(trx, order, cb);
      await createCardOrdersRepo(trx).settle(order.order_reference, "declined", cb.transactionId, clock.now());
      return "declined";
    }
    const sub = order
      ? await subscriptions.byProviderId("maxpay", order.order_reference, trx)
      : await subscriptions.currentFor(cb.uniqueUserId, trx);
    if (!sub?.provider_subscription_id || sub.provider !== "maxpay" || sub.user_id !== cb.uniqueUserId) {
      log.warn(
        { transactionId: cb.transactionId, reference, userId: cb.uniqueUserId },
        "Maxpay callback matches no order",
      );
      return "unmatched";
    }
    return renewal(trx, sub.provider_subscription_id, cb, kind);
  }

  return async (cb: MaxpayCallback): Promise<CallbackOutcome> => {
    const kind = kindOf(cb);
    // Not recorded: the final outcome of the same transaction is still to come.
    if (kind === "pending") {
      log.info({ transactionId: cb.transactionId, code: cb.code }, "Maxpay transaction still undecided");
      return "pending";
    }
    // A refund may reuse the sale's transaction id; it is a separate event.
    const eventId = kind === "refund" ? `${cb.transactionId}:refund` : cb.transactionId;
    let outcome: CallbackOutcome = "duplicate";
    await paymentRecords.onceForEvent("maxpay", eventId, kind, async (trx) => {
      outcome = await effect(trx, cb, kind);
    });
    return outcome;
  };
}

export const callbackMessages = {
  badSignature: "Ungültige Signatur.",
  badCallback: "Die Benachrichtigung ist unvollständig oder ungültig.",
} as const;

function parse(raw: Buffer, contentType: string | undefined): unknown {
  const body = raw.toString("utf8");
  if (contentType?.includes("application/x-www-form-urlencoded")) return formToCallbackInput(new URLSearchParams(body));
  try {
    return JSON.parse(body);
  } catch {
    throw new HttpError(400, messages.badJson);
  }
}

/**
 * POST /api/maxpay/callback. X-Signature covers the body's exact bytes, so this encapsulated
 * plugin keeps bodies as raw buffers (JSON as Maxpay sends it, and form-encoded). Not
 * origin-checked: Maxpay's servers send it, and the signature is the proof. Maxpay expects
 * a plain 200 "OK"; anything else makes it deliver again.
 */
export function maxpayCallbackRoutes(deps: {
  privateKey: string;
  paymentRecords: PaymentRecords;
  subscriptions: SubscriptionsService;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    const handle = createCallbackHandler({ ...deps, log: app.log });
    const keepRaw = (_request: unknown, body: Buffer, done: (err: null, body: Buffer) => void) => done(null, body);
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, keepRaw);
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "buffer" }, keepRaw);

    app.post(
      "/api/maxpay/callback",
      {
        config: { skipOriginCheck: true, concludesOrders: true },
        // Checked in the handler, after the signature over the raw bytes.
        ...describeOnly,
        schema: {
          summary: "Maxpay-Benachrichtigung",
          description:
            "Maxpay meldet das Ergebnis einer Kartenzahlung oder Verlängerung, als JSON oder formularkodiert. Erst " +
            "diese signierte Benachrichtigung gibt den Zugang. Maxpay erwartet ein schlichtes „OK“, sonst stellt " +
            "es erneut zu.",
          tags: ["Zahlungsanbieter"],
          security: maxpaySignatureSecurity,
          body: callbackSchema,
          response: {
            200: { description: "Angenommen", content: { "text/plain": { schema: z.literal("OK") } } },
            ...messageResponses(400),
          },
        },
      },
      async (request, reply) => {
        const raw = request.body;
        const header = request.headers["x-signature"];
        const received = Array.isArray(header) ? header[0] : header;
        if (!Buffer.isBuffer(raw) || !signaturesMatch(callbackSignature(raw, deps.privateKey), received)) {
          request.log.warn("Maxpay callback with a wrong signature refused");
          throw new HttpError(400, callbackMessages.badSignature);
        }
        const callback = callbackSchema.safeParse(parse(raw, request.headers["content-type"]));
        if (!callback.success) throw new HttpError(400, callbackMessages.badCallback);
        const outcome = await handle(callback.data);
        request.log.info(
          {
            transactionId: callback.data.transactionId,
            status: callback.data.status,
            code: callback.data.code,
            outcome,
          },
          "Maxpay callback",
        );
        return reply.type("text/plain; charset=utf-8").send("OK");
      },
    );
  };
}

import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { messageResponses } from "../../../../shared/schemas/message.ts";
import type { Database } from "../../../db/schema.ts";
import { describeOnly, paypalSignatureSecurity } from "../../../http/api-security.ts";
import { HttpError, messages } from "../../../http/http-error.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { PaymentRecords } from "../../payment-records/index.ts";
import type { ActivateInput, SubscriptionsService } from "../../subscriptions/index.ts";
import type { PaypalClient } from "./paypal-client.ts";
import { isPaypalNotFound } from "./paypal-errors.ts";
import {
  saleRefundSchema,
  saleSchema,
  subscriptionSchema,
  toCents,
  webhookEventSchema,
  type PaypalSale,
  type PaypalSaleRefund,
  type PaypalSubscription,
  type PaypalWebhookEvent,
  type WebhookOutcome,
} from "./paypal-resources.ts";
import type { WebhookVerifier } from "./webhook-verifier.ts";

const webhookNotReady = "Das Abonnement ist noch nicht aktiv; bitte später erneut senden.";

interface Deps {
  paymentRecords: PaymentRecords;
  subscriptions: SubscriptionsService;
  paypal: Pick<PaypalClient, "getSubscription" | "planId">;
  clock: Clock;
  log: FastifyBaseLogger;
}

const endings: Record<string, string> = {
  "BILLING.SUBSCRIPTION.CANCELLED": "CANCELLED",
  "BILLING.SUBSCRIPTION.SUSPENDED": "SUSPENDED",
  "BILLING.SUBSCRIPTION.EXPIRED": "EXPIRED",
};

function dateOr(value: string | undefined, fallback: Date): Date {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : fallback;
}

function userIdOf(subscription: PaypalSubscription): number | null {
  const id = Number(subscription.custom_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * What each PayPal event means for the portal: it is translated into one verb of the
 * subscriptions domain, run in the payment records' transaction that records the event id, so a
 * redelivered or concurrently delivered event changes nothing the second time. Reads from
 * PayPal happen before that transaction, never while it holds the database.
 */
function createWebhookEvents({ paymentRecords, subscriptions, paypal, clock, log }: Deps) {
  const once = (event: PaypalWebhookEvent, effect: (trx: Kysely<Database>) => Promise<void>) =>
    paymentRecords
      .onceForEvent("paypal", event.id, event.event_type, effect)
      .then((applied): WebhookOutcome => (applied ? "applied" : "duplicate"));

  /**
   * The activation a subscription PayPal reports as running asks for, unless it names no user
   * or is for another plan; the domain refuses unknown users and users other than the one who
   * started it with us.
   */
  function activationOf(remote: PaypalSubscription, planId: string, fallbackStart: Date): ActivateInput | undefined {
    const userId = userIdOf(remote);
    const refuse = (refusal: string) => {
      log.warn({ subscriptionId: remote.id, customId: remote.custom_id, refusal }, "PayPal subscription not activated");
      return undefined;
    };
    if (userId === null) return refuse("no user id in custom_id");
    if (remote.plan_id !== undefined && remote.plan_id !== planId) return refuse("another plan");
    return {
      userId,
      provider: "paypal",
      providerSubscriptionId: remote.id,
      startedAt: dateOr(remote.start_time, fallbackStart),
      providerStatus: remote.status,
    };
  }

  async function activated(event: PaypalWebhookEvent, remote: PaypalSubscription): Promise<WebhookOutcome> {
    const activation = activationOf(remote, await paypal.planId(), dateOr(event.create_time, clock.now()));
    return once(event, async (trx) => {
      if (activation) await subscriptions.activate(trx, activation);
    });
  }

  async function saleCompleted(event: PaypalWebhookEvent, sale: PaypalSale): Promise<WebhookOutcome> {
    const paidAt = dateOr(sale.create_time ?? event.create_time, clock.now());
    // PayPal does not promise order: a payment may arrive before ACTIVATED. Then the
    // subscription is read from PayPal first (outside the transaction) and activated with it.
    const known = await subscriptions.byProviderId("paypal", sale.billing_agreement_id);
    let activation: ActivateInput | undefined;
    if (!known || known.status === "pending") {
      let remote: PaypalSubscription;
      let planId: string;
      try {
        remote = await paypal.getSubscription(sale.billing_agreement_id);
        planId = await paypal.planId();
      } catch (error) {
        if (!isPaypalNotFound(error)) throw error;
        log.warn(
          { saleId: sale.id, subscriptionId: sale.billing_agreement_id },
          "PayPal sale for an unknown subscription",
        );
        return "ignored";
      }
      // Not running yet at PayPal: refuse the delivery so that PayPal sends it again later.
      if (remote.status !== "ACTIVE") throw new HttpError(503, webhookNotReady);
      activation = activationOf(remote, planId, paidAt);
    }
    return once(event, async (trx) => {
      await subscriptions.membershipPaymentArrived(trx, {
        provider: "paypal",
        providerSubscriptionId: sale.billing_agreement_id,
        providerPaymentId: sale.id,
        amountCents: toCents(sale.amount.total),
        currency: sale.amount.currency,
        paidAt,
        ...(activation ? { activation } : {}),
      });
    });
  }

  /** A membership payment given back: its receipt; access stays as support decided it. */
  async function saleRefunded(event: PaypalWebhookEvent, refund: PaypalSaleRefund): Promise<WebhookOutcome> {
    const saleId = refund.sale_id ?? refund.id;
    return once(event, async (trx) => {
      await paymentRecords.recordRefund(trx, {
        provider: "paypal",
        providerPaymentId: saleId,
        refundId: refund.sale_id ? `paypal-sale-refund:${refund.id}` : `paypal-sale-reversal:${saleId}`,
        amountCents: refund.sale_id && refund.amount ? Math.abs(toCents(refund.amount.total)) : null,
        refundedAt: clock.now(),
      });
    });
  }

  async function ended(event: PaypalWebhookEvent, remote: PaypalSubscription, status: string): Promise<WebhookOutcome> {
    return once(event, async (trx) => {
      await subscriptions.endByProvider(trx, "paypal", remote.id, status);
    });
  }

  async function paymentFailed(event: PaypalWebhookEvent, remote: PaypalSubscription): Promise<WebhookOutcome> {
    log.warn({ subscriptionId: remote.id, eventId: event.id }, "PayPal could not collect a subscription payment");
    return once(event, async (trx) => {
      await subscriptions.markPaymentFailed(trx, "paypal", remote.id);
    });
  }

  return async function handle(event: PaypalWebhookEvent): Promise<WebhookOutcome> {
    const type = event.event_type;
    const isSubscriptionEvent =
      type === "BILLING.SUBSCRIPTION.ACTIVATED" || type === "BILLING.SUBSCRIPTION.PAYMENT.FAILED" || type in endings;
    if (type === "PAYMENT.SALE.COMPLETED") {
      const sale = saleSchema.safeParse(event.resource);
      if (!sale.success) {
        // A sale without billing_agreement_id is a one-off payment, not a subscription's.
        log.info({ eventId: event.id }, "PayPal sale without subscription ignored");
        return "ignored";
      }
      return saleCompleted(event, sale.data);
    }
    if (type === "PAYMENT.SALE.REFUNDED" || type === "PAYMENT.SALE.REVERSED") {
      const refund = saleRefundSchema.safeParse(event.resource);
      return refund.success ? saleRefunded(event, refund.data) : "ignored";
    }
    if (!isSubscriptionEvent) return "ignored";
    const remote = subscriptionSchema.safeParse(event.resource);
    if (!remote.success) {
      log.error({ eventId: event.id, type }, "PayPal subscription event without a readable subscription");
      return "ignored";
    }
    if (type === "BILLING.SUBSCRIPTION.ACTIVATED") return activated(event, remote.data);
    if (type === "BILLING.SUBSCRIPTION.PAYMENT.FAILED") return paymentFailed(event, remote.data);
    return ended(event, remote.data, endings[type] ?? remote.data.status);
  };
}

/** The capture events of credit orders; every other event is a membership's. */
export const isCreditCaptureEvent = (eventType: string) => eventType.startsWith("PAYMENT.CAPTURE.");

export const webhookMessages = {
  badSignature: "Ungültige Signatur.",
  badEvent: "Die Benachrichtigung ist unvollständig oder ungültig.",
} as const;

/**
 * POST /api/paypal/webhook. The signature covers the body's exact bytes, so this plugin keeps
 * JSON bodies as raw buffers (its own encapsulated parser; every other route parses as usual).
 * Not origin-checked: PayPal's servers send it, and the signature is the proof.
 */
export function paypalWebhookRoutes(
  deps: Omit<Deps, "log"> & {
    verify: WebhookVerifier;
    /** PayPal's events about credit-package captures (PAYMENT.CAPTURE.*), for the credits. */
    creditEvents: (event: PaypalWebhookEvent) => Promise<WebhookOutcome>;
  },
): FastifyPluginAsync {
  return async (app) => {
    const subscriptionEvents = createWebhookEvents({ ...deps, log: app.log });
    // Captures belong to credit orders (Orders v2); everything else to the memberships.
    const handle = (event: PaypalWebhookEvent) =>
      isCreditCaptureEvent(event.event_type) ? deps.creditEvents(event) : subscriptionEvents(event);
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    app.post(
      "/api/paypal/webhook",
      {
        config: { skipOriginCheck: true, concludesOrders: true },
        // Checked in the handler, after the signature over the raw bytes.
        ...describeOnly,
        schema: {
          summary: "PayPal-Webhook",
          description:
            "PayPal meldet Ereignisse eines Abonnements oder einer Zahlung (Verlängerung, Fehlschlag, Ende). Die " +
            "Signatur wird geprüft, jedes Ereignis nur einmal verarbeitet (über seine ID).",
          tags: ["Zahlungsanbieter"],
          security: paypalSignatureSecurity,
          body: webhookEventSchema,
          response: {
            200: z.object({ outcome: z.string() }).describe("Was das Ereignis bewirkt hat"),
            ...messageResponses(400),
          },
        },
      },
      async (request) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw) || !(await deps.verify(request.headers, raw))) {
          throw new HttpError(400, webhookMessages.badSignature);
        }
        let json: unknown;
        try {
          json = JSON.parse(raw.toString("utf8"));
        } catch {
          throw new HttpError(400, messages.badJson);
        }
        const event = webhookEventSchema.safeParse(json);
        if (!event.success) throw new HttpError(400, webhookMessages.badEvent);
        const outcome = await handle(event.data);
        request.log.info({ eventId: event.data.id, type: event.data.event_type, outcome }, "PayPal webhook");
        return { outcome };
      },
    );
  };
}

import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { HttpError } from "../../../http/http-error.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { PaymentRecords } from "../../payment-records/service.ts";
import type { ActivateInput, SubscriptionsService } from "../../subscriptions/service.ts";
import type { PaypalClient } from "./paypal-client.ts";
import { isPaypalNotFound } from "./paypal-errors.ts";
import {
  saleSchema,
  subscriptionSchema,
  toCents,
  type PaypalSale,
  type PaypalSubscription,
  type PaypalWebhookEvent,
} from "./paypal-resources.ts";

const webhookNotReady = "Das Abonnement ist noch nicht aktiv; bitte später erneut senden.";

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

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
export function createWebhookEvents({ paymentRecords, subscriptions, paypal, clock, log }: Deps) {
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

export type WebhookEventHandler = ReturnType<typeof createWebhookEvents>;

import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { PaypalSubscriptionResponse } from "../../../../shared/schemas/payments.ts";
import { HttpError } from "../../../http/http-error.ts";
import type { Subscription } from "../../subscriptions/index.ts";
import type { Clock } from "../../../lib/clock.ts";
import { orderKeys } from "../../order-confirmations/index.ts";
import type { OrderConfirmations } from "../../order-confirmations/index.ts";
import type { SubscriptionsService } from "../../subscriptions/index.ts";
import type { MembershipCheckout } from "../../subscriptions/index.ts";
import type { PaypalClient } from "./paypal-client.ts";
import { isPaypalNotFound, paypalHttpError, paypalMessages } from "./paypal-errors.ts";
import type { PaypalSubscription } from "./paypal-resources.ts";

export const checkoutMessages = {
  alreadyMember: "Sie haben bereits eine aktive Premium-Mitgliedschaft.",
  unknownSubscription: "Ungültiges Abonnement: PayPal kennt dieses Abonnement nicht.",
  otherUser: "Ungültiges Abonnement: Es gehört zu einem anderen Konto.",
  otherPlan: "Ungültiges Abonnement: Es gehört nicht zur Premium-Mitgliedschaft.",
  notActive: "Ungültiges Abonnement: Das Abonnement ist bei PayPal nicht aktiv.",
} as const;

// PayPal moves an approved subscription to ACTIVE within seconds; the return page may be faster.
const approvedRetries = 3;
const approvedRetryMs = 1000;

interface Deps {
  paypal: PaypalClient;
  subscriptions: SubscriptionsService;
  confirmations: Pick<OrderConfirmations, "recordOrder" | "referenceOf">;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Starting a Premium subscription at PayPal and confirming it when the buyer comes back. */
export function createPaypalCheckout({ paypal, subscriptions, confirmations, clock, log }: Deps) {
  async function remoteSubscription(id: string): Promise<PaypalSubscription> {
    try {
      let remote = await paypal.getSubscription(id);
      for (let attempt = 0; remote.status === "APPROVED" && attempt < approvedRetries; attempt += 1) {
        await sleep(approvedRetryMs);
        remote = await paypal.getSubscription(id);
      }
      return remote;
    } catch (error) {
      if (isPaypalNotFound(error)) throw new HttpError(400, checkoutMessages.unknownSubscription);
      log.error({ err: error, subscriptionId: id }, "PayPal subscription could not be read");
      throw paypalHttpError(error, paypalMessages.processingFailed);
    }
  }

  async function planId(): Promise<string> {
    try {
      return await paypal.planId();
    } catch (error) {
      log.error({ err: error }, "PayPal plan could not be prepared");
      throw paypalHttpError(error, paypalMessages.createFailed);
    }
  }

  return {
    /**
     * Creates the PayPal subscription for `userId`, remembers it as pending and stores the
     * order with the buyer's consent to the early start (the route checked it).
     */
    async start(userId: number): Promise<PaypalSubscriptionResponse> {
      if (await subscriptions.currentFor(userId)) throw new HttpError(409, checkoutMessages.alreadyMember);
      await planId();
      let created;
      try {
        created = await paypal.createSubscription(userId);
      } catch (error) {
        log.error({ err: error, userId }, "PayPal subscription could not be created");
        throw paypalHttpError(error, paypalMessages.createFailed);
      }
      await subscriptions.recordPending(userId, "paypal", created.id);
      const orderNumber = await confirmations.recordOrder({
        orderKey: orderKeys.paypalSubscription(created.id),
        userId,
        kind: "membership",
      });
      return {
        id: created.id,
        orderNumber,
        approvalUrl: created.approvalUrl,
        links: created.links.map((l) => ({ rel: l.rel, href: l.href, ...(l.method ? { method: l.method } : {}) })),
      };
    },

    /**
     * The buyer says they approved `providerSubscriptionId`. Believed only when PayPal says it
     * is running, on our plan, for this user; the terms start at PayPal's start_time.
     * Nothing is stored otherwise. Repeating it returns the same subscription.
     */
    async confirm(userId: number, providerSubscriptionId: string): Promise<Subscription> {
      const remote = await remoteSubscription(providerSubscriptionId);
      if (remote.custom_id !== String(userId)) throw new HttpError(403, checkoutMessages.otherUser);
      if (remote.plan_id !== undefined && remote.plan_id !== (await planId()))
        throw new HttpError(400, checkoutMessages.otherPlan);
      const known = await subscriptions.byProviderId("paypal", remote.id);
      if (known && known.user_id !== userId) throw new HttpError(403, checkoutMessages.otherUser);
      if (remote.status !== "ACTIVE") {
        // Confirmed earlier and ended at PayPal since: the stored state is the answer.
        if (known && (known.status === "active" || known.status === "cancelled")) return known;
        throw new HttpError(400, checkoutMessages.notActive);
      }
      const started = new Date(remote.start_time ?? remote.create_time ?? "");
      const input = {
        userId,
        provider: "paypal" as const,
        providerSubscriptionId: remote.id,
        startedAt: Number.isNaN(started.getTime()) ? clock.now() : started,
        providerStatus: remote.status,
      };
      try {
        const row = await subscriptions.inTransaction((trx) => subscriptions.activate(trx, input));
        if (row) return row;
        throw new HttpError(403, checkoutMessages.otherUser);
      } catch (error) {
        // A webhook may activate the same subscription at this very moment; its row is the answer.
        const row = await subscriptions.byProviderId("paypal", remote.id);
        if (row && row.user_id === userId && row.status !== "pending") return row;
        throw error;
      }
    },

    /** The order number of a PayPal subscription, for the success page. */
    orderNumberOf: (providerSubscriptionId: string) =>
      confirmations.referenceOf(orderKeys.paypalSubscription(providerSubscriptionId)),
  };
}

export type PaypalCheckout = ReturnType<typeof createPaypalCheckout>;

/**
 * PayPal's side of the subscriptions' recording routes. Null when PayPal is not configured
 * (live mode with the card provider only): then every call says PayPal is not available.
 */
export function paypalMembershipCheckout(checkout: PaypalCheckout | null): MembershipCheckout {
  function paypalCheckout(): PaypalCheckout {
    if (!checkout) throw new HttpError(503, paypalMessages.notConfigured);
    return checkout;
  }
  return {
    confirm: async (userId, providerSubscriptionId) => paypalCheckout().confirm(userId, providerSubscriptionId),
    orderNumberOf: async (providerSubscriptionId) => paypalCheckout().orderNumberOf(providerSubscriptionId),
  };
}

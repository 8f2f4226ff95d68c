import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Settings } from "../../settings/index.ts";
import { PaypalApiError, isPaypalNotFound } from "./paypal-errors.ts";
import { createPaypalHttp, type PaypalHttpSettings } from "./paypal-http.ts";
import {
  fromCents,
  orderSchema,
  subscriptionSchema,
  type PaypalLink,
  type PaypalOrder,
  type PaypalSubscription,
} from "./paypal-resources.ts";
import { createPlanBootstrap } from "./plan-bootstrap.ts";

export interface PaypalClientDeps extends PaypalHttpSettings {
  publicOrigin: string;
  brandName: string;
  settings: Settings;
  log: FastifyBaseLogger;
}

export interface CreatedSubscription {
  id: string;
  approvalUrl: string;
  links: PaypalLink[];
}

export interface NewOrder {
  amountCents: number;
  currency: string;
  description: string;
  /** Our own reference (credit package purchase id), echoed back by PayPal. */
  customId: string;
  returnUrl: string;
  cancelUrl: string;
  /** Defaults to a fresh key; pass a stable one to make a retried create safe. */
  requestId?: string;
  /** Sandbox negative testing: PayPal-Mock-Response. */
  mockResponse?: string;
}

const approvalOf = (links: PaypalLink[]) => links.find((l) => l.rel === "approve" || l.rel === "payer-action")?.href;
const path = (id: string) => encodeURIComponent(id);

/** The PayPal calls the portal makes: subscriptions (Premium) and orders (credit packages). */
export function createPaypalClient(deps: PaypalClientDeps) {
  const http = createPaypalHttp(deps);
  const plans = createPlanBootstrap({ http, settings: deps.settings, brandName: deps.brandName, log: deps.log });

  async function createSubscriptionOnce(
    userId: number,
    options: { mockResponse?: string },
  ): Promise<PaypalSubscription> {
    const planId = await plans.planId();
    return http.json("POST", "/v1/billing/subscriptions", subscriptionSchema, {
      requestId: `sub-${userId}-${randomUUID()}`,
      headers: options.mockResponse ? { "paypal-mock-response": options.mockResponse } : {},
      body: {
        plan_id: planId,
        custom_id: String(userId),
        application_context: {
          brand_name: deps.brandName,
          locale: "de-DE",
          shipping_preference: "NO_SHIPPING",
          user_action: "SUBSCRIBE_NOW",
          return_url: `${deps.publicOrigin}/subscription/success?user_id=${userId}`,
          cancel_url: `${deps.publicOrigin}/subscription/cancel`,
        },
      },
    });
  }

  return {
    planId: () => plans.planId(),

    /** A subscription awaiting the buyer's approval; custom_id carries our user id. */
    async createSubscription(userId: number, options: { mockResponse?: string } = {}): Promise<CreatedSubscription> {
      let created: PaypalSubscription;
      try {
        created = await createSubscriptionOnce(userId, options);
      } catch (error) {
        // The stored plan vanished since this process checked it: bootstrap again, once.
        if (!isPaypalNotFound(error)) throw error;
        plans.forget();
        created = await createSubscriptionOnce(userId, options);
      }
      const approvalUrl = approvalOf(created.links);
      if (!approvalUrl) throw new PaypalApiError(502, "MISSING_APPROVAL_LINK", null, null);
      return { id: created.id, approvalUrl, links: created.links };
    },

    getSubscription: (id: string) => http.json("GET", `/v1/billing/subscriptions/${path(id)}`, subscriptionSchema),

    /** 204 from PayPal; the reason is shown to the buyer in their PayPal account. */
    cancelSubscription: (id: string, reason: string) =>
      http.empty("POST", `/v1/billing/subscriptions/${path(id)}/cancel`, { body: { reason: reason.slice(0, 128) } }),

    async createOrder(order: NewOrder): Promise<PaypalOrder & { approvalUrl: string }> {
      const created = await http.json("POST", "/v2/checkout/orders", orderSchema, {
        requestId: order.requestId ?? `order-${randomUUID()}`,
        headers: order.mockResponse ? { "paypal-mock-response": order.mockResponse } : {},
        body: {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: order.customId,
              custom_id: order.customId,
              description: order.description.slice(0, 127),
              amount: { currency_code: order.currency, value: fromCents(order.amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: deps.brandName,
                locale: "de-DE",
                shipping_preference: "NO_SHIPPING",
                user_action: "PAY_NOW",
                return_url: order.returnUrl,
                cancel_url: order.cancelUrl,
              },
            },
          },
        },
      });
      const approvalUrl = approvalOf(created.links);
      if (!approvalUrl) throw new PaypalApiError(502, "MISSING_APPROVAL_LINK", null, null);
      return { ...created, approvalUrl };
    },

    getOrder: (id: string) => http.json("GET", `/v2/checkout/orders/${path(id)}`, orderSchema),

    /**
     * Captures an approved order. The request id is derived from the order, so a retried
     * capture (double click, two tabs) gets PayPal's first answer and never charges twice.
     */
    captureOrder: (id: string, options: { mockResponse?: string } = {}) =>
      http.json("POST", `/v2/checkout/orders/${path(id)}/capture`, orderSchema, {
        body: {},
        requestId: `capture-${id}`,
        headers: options.mockResponse ? { "paypal-mock-response": options.mockResponse } : {},
      }),
  };
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;

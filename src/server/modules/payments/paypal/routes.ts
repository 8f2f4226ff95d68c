import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PaypalSubscriptionResponse } from "../../../../shared/schemas/payments.ts";
import type { SubscriptionResponse } from "../../../../shared/schemas/subscriptions.ts";
import {
  paypalSubscriptionSchema,
  recordSubscriptionSchema,
  subscriptionCallbackSchema,
} from "../../../../shared/schemas/payments.ts";
import { HttpError } from "../../../http/http-error.ts";
import type { Payer } from "../../auth/payer.ts";
import { requireUser } from "../../auth/session-plugin.ts";
import type { SubscriptionsService } from "../../subscriptions/service.ts";
import type { PaypalCheckout } from "./paypal-checkout.ts";
import { paypalMessages } from "./paypal-errors.ts";

interface Deps {
  /** Null when PayPal is not configured (live mode with the card provider only). */
  checkout: PaypalCheckout | null;
  subscriptions: SubscriptionsService;
  payer: Payer;
}

/**
 * Starting a Premium subscription at PayPal and recording the one the buyer approved.
 * - POST /paypal/subscription (the spec's path, without /api) and its alias
 *   /api/paypal/subscription answer the approval link; plan and amounts are the server's, the
 *   body's amounts must merely agree with them.
 * - POST /api/subscription (the success page) and /api/subscriptions/callback (the SDK's
 *   onApprove) record a subscription: PayPal is asked, never the status or dates sent here.
 */
export function paypalRoutes({ checkout, subscriptions, payer }: Deps): FastifyPluginAsyncZod {
  function paypalCheckout(): PaypalCheckout {
    if (!checkout) throw new HttpError(503, paypalMessages.notConfigured);
    return checkout;
  }

  return async (app) => {
    if (checkout) {
      for (const url of ["/paypal/subscription", "/api/paypal/subscription"]) {
        app.post(
          url,
          { schema: { body: paypalSubscriptionSchema }, config: { rateLimit: "paymentSessionPerIp" } },
          async (request, reply): Promise<PaypalSubscriptionResponse> => {
            const userId = await payer.assert(request, request.body.userId);
            const created = await checkout.start(userId);
            reply.code(201);
            return created;
          },
        );
      }
    }

    app.post(
      "/api/subscription",
      { schema: { body: recordSubscriptionSchema } },
      async (request): Promise<SubscriptionResponse> => {
        const userId = requireUser(request);
        const row = await paypalCheckout().confirm(userId, request.body.paypalSubscriptionId);
        return { subscription: subscriptions.view(row) };
      },
    );

    app.post(
      "/api/subscriptions/callback",
      { schema: { body: subscriptionCallbackSchema } },
      async (request): Promise<SubscriptionResponse> => {
        const userId = await payer.assert(request, request.body.userId);
        const row = await paypalCheckout().confirm(userId, request.body.subscriptionId);
        return { subscription: subscriptions.view(row) };
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PaypalSubscriptionResponse } from "../../../../shared/api-types.ts";
import { paymentMessages, paypalSubscriptionSchema } from "../../../../shared/schemas/payments.ts";
import { HttpError } from "../../../http/http-error.ts";
import { hasAnyUser, provesUser, type ProveUser } from "../../subscriptions/user-proof.ts";
import type { PaypalCheckout } from "./paypal-checkout.ts";

/**
 * POST /paypal/subscription (the spec's path, without /api) and the alias
 * /api/paypal/subscription: creates the PayPal subscription and answers its approval link.
 * The plan and the amounts are the server's; the body's amounts must merely agree with them.
 */
export function paypalRoutes(deps: { checkout: PaypalCheckout; proveUser: ProveUser }): FastifyPluginAsyncZod {
  return async (app) => {
    for (const url of ["/paypal/subscription", "/api/paypal/subscription"]) {
      app.post(
        url,
        { schema: { body: paypalSubscriptionSchema }, config: { rateLimit: "paymentSessionPerIp" } },
        async (request, reply): Promise<PaypalSubscriptionResponse> => {
          const proof = await deps.proveUser(request);
          const { userId } = request.body;
          if (!userId || !hasAnyUser(proof)) throw new HttpError(401, paymentMessages.loginRequired);
          if (!provesUser(proof, userId)) throw new HttpError(403, paymentMessages.loginRequired);
          const created = await deps.checkout.start(userId);
          reply.code(201);
          return created;
        },
      );
    }
  };
}

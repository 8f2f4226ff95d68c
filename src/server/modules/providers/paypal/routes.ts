import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponses } from "../../../../shared/schemas/message.ts";
import { paymentMessages } from "../../../../shared/schemas/payments.ts";
import { consentRequiredMessage } from "../../../../shared/domain/order-consent-texts.ts";
import {
  paypalSubscriptionResponseSchema,
  paypalSubscriptionSchema,
  type PaypalSubscriptionResponse,
} from "../../../../shared/schemas/payments.ts";
import { payerSecurity } from "../../../http/api-security.ts";
import { HttpError } from "../../../http/http-error.ts";
import type { Payer } from "../../auth/index.ts";
import type { PaypalCheckout } from "./paypal-checkout.ts";

interface Deps {
  checkout: PaypalCheckout;
  payer: Payer;
  /** The spending cap and the pause refuse a new membership before PayPal is asked (docs/decisions/0030). */
  assertMembershipAllowed: (userId: number) => Promise<void>;
}

/**
 * Starting a Premium subscription at PayPal: POST /paypal/subscription (a public path outside
 * /api, kept as it is) and its alias /api/paypal/subscription answer the approval link; plan
 * and amounts are the server's, the body's amounts must merely agree with them. Recording the
 * one the buyer approved is a route of the subscriptions module (membershipCheckoutRoutes),
 * which app.ts gives this checkout.
 */
const tags = ["Zahlung"];

export function paypalRoutes({ checkout, payer, assertMembershipAllowed }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    for (const url of ["/paypal/subscription", "/api/paypal/subscription"]) {
      app.post(
        url,
        {
          schema: {
            summary: "PayPal-Abonnement anlegen",
            description:
              (url === "/paypal/subscription" ? "" : "Derselbe Aufruf wie POST /paypal/subscription. ") +
              "Legt das Premium-Abonnement bei PayPal an und antwortet mit dem Link, unter dem der Käufer " +
              "zustimmt. Tarif und Beträge sind die des Servers; die im Rumpf müssen nur mit ihnen übereinstimmen. " +
              "earlyStartConsent: true ist das ausdrückliche Verlangen des Bestellschritts, dass die Mitgliedschaft " +
              "sofort beginnt; ohne es wird nichts angelegt. 409 mit deutscher Meldung, bevor PayPal gefragt wird, " +
              "wenn die erste Zahlung ein Ausgabenlimit überschreiten würde oder eine Pause läuft.",
            tags,
            security: payerSecurity,
            body: paypalSubscriptionSchema,
            response: { 201: paypalSubscriptionResponseSchema, ...messageResponses(400, 401, 403, 409, 429, 502) },
          },
          config: { rateLimit: "paymentSessionPerIp", idempotent: true, guestMessage: paymentMessages.loginRequired },
        },
        async (request, reply): Promise<PaypalSubscriptionResponse> => {
          const userId = await payer.assertOrdering(request, request.body.userId);
          // § 356 Abs. 4, § 357a Abs. 2 BGB: the membership starts during the withdrawal
          // period only on the buyer's express request, given in the order step.
          if (request.body.earlyStartConsent !== true) throw new HttpError(400, consentRequiredMessage);
          await assertMembershipAllowed(userId);
          const created = await checkout.start(userId);
          reply.code(201);
          return created;
        },
      );
    }
  };
}

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponses } from "../../../../shared/schemas/message.ts";
import type { PaypalSubscriptionResponse } from "../../../../shared/schemas/payments.ts";
import { consentRequiredMessage } from "../../../../shared/domain/order-consent-texts.ts";
import {
  recordedSubscriptionResponseSchema,
  type RecordedSubscriptionResponse,
} from "../../../../shared/schemas/subscriptions.ts";
import {
  paypalSubscriptionResponseSchema,
  paypalSubscriptionSchema,
  recordSubscriptionSchema,
  subscriptionCallbackSchema,
} from "../../../../shared/schemas/payments.ts";
import { sessionSecurity } from "../../../http/api-security.ts";
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
 * - POST /paypal/subscription (a public path outside /api, kept as it is) and its alias
 *   /api/paypal/subscription answer the approval link; plan and amounts are the server's, the
 *   body's amounts must merely agree with them.
 * - POST /api/subscription (the success page) and /api/subscriptions/callback (the SDK's
 *   onApprove) record a subscription: PayPal is asked, never the status or dates sent here.
 */
const tags = ["Zahlung"];

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
          {
            schema: {
              summary: "PayPal-Abonnement anlegen",
              description:
                (url === "/paypal/subscription" ? "" : "Derselbe Aufruf wie POST /paypal/subscription. ") +
                "Legt das Premium-Abonnement bei PayPal an und antwortet mit dem Link, unter dem der Käufer " +
                "zustimmt. Tarif und Beträge sind die des Servers; die im Rumpf müssen nur mit ihnen übereinstimmen. " +
                "earlyStartConsent: true ist das ausdrückliche Verlangen des Bestellschritts, dass die Mitgliedschaft " +
                "sofort beginnt; ohne es wird nichts angelegt.",
              tags,
              security: sessionSecurity,
              body: paypalSubscriptionSchema,
              response: { 201: paypalSubscriptionResponseSchema, ...messageResponses(400, 401, 403, 409, 429, 502) },
            },
            config: { rateLimit: "paymentSessionPerIp", idempotent: true },
          },
          async (request, reply): Promise<PaypalSubscriptionResponse> => {
            const userId = await payer.assert(request, request.body.userId);
            // § 356 Abs. 4, § 357a Abs. 2 BGB: the membership starts during the withdrawal
            // period only on the buyer's express request, given in the order step.
            if (request.body.earlyStartConsent !== true) throw new HttpError(400, consentRequiredMessage);
            const created = await checkout.start(userId);
            reply.code(201);
            return created;
          },
        );
      }
    }

    app.post(
      "/api/subscription",
      {
        schema: {
          summary: "PayPal-Abonnement übernehmen (Erfolgsseite)",
          description:
            "Die Erfolgsseite meldet das Abonnement, dem der Käufer zugestimmt hat. Der Server fragt PayPal selbst " +
            "und übernimmt es nur, wenn es läuft, zum Tarif gehört und diesem Konto gehört; Status und Daten aus " +
            "dem Rumpf zählen nicht.",
          tags,
          security: sessionSecurity,
          body: recordSubscriptionSchema,
          response: { 200: recordedSubscriptionResponseSchema, ...messageResponses(400, 401, 403, 409, 502, 503) },
        },
        config: { concludesOrders: true },
      },
      async (request): Promise<RecordedSubscriptionResponse> => {
        const userId = requireUser(request);
        const row = await paypalCheckout().confirm(userId, request.body.paypalSubscriptionId);
        return {
          subscription: subscriptions.view(row),
          orderNumber: await paypalCheckout().orderNumberOf(row.provider_subscription_id ?? ""),
        };
      },
    );

    app.post(
      "/api/subscriptions/callback",
      {
        schema: {
          summary: "PayPal-Abonnement übernehmen (onApprove)",
          description:
            "Wie POST /api/subscription, aufgerufen vom PayPal-SDK nach der Zustimmung; auch direkt nach der " +
            "Registrierung mit dem Registrierungs-Cookie statt einer Sitzung.",
          tags,
          security: sessionSecurity,
          body: subscriptionCallbackSchema,
          response: { 200: recordedSubscriptionResponseSchema, ...messageResponses(400, 401, 403, 409, 502, 503) },
        },
        config: { concludesOrders: true },
      },
      async (request): Promise<RecordedSubscriptionResponse> => {
        const userId = await payer.assert(request, request.body.userId);
        const row = await paypalCheckout().confirm(userId, request.body.subscriptionId);
        return {
          subscription: subscriptions.view(row),
          orderNumber: await paypalCheckout().orderNumberOf(row.provider_subscription_id ?? ""),
        };
      },
    );
  };
}

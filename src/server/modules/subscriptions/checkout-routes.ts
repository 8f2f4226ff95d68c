import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponses } from "../../../shared/schemas/message.ts";
import {
  paymentMessages,
  recordSubscriptionSchema,
  subscriptionCallbackSchema,
} from "../../../shared/schemas/payments.ts";
import {
  recordedSubscriptionResponseSchema,
  type RecordedSubscriptionResponse,
} from "../../../shared/schemas/subscriptions.ts";
import { payerSecurity, sessionSecurity } from "../../http/api-security.ts";
import type { Payer } from "../auth/index.ts";
import { requireUser } from "../auth/index.ts";
import type { SubscriptionRow } from "./repo.ts";
import type { SubscriptionsService } from "./service.ts";

/**
 * What a payment provider offers for recording a membership the buyer approved there. The
 * subscriptions module owns the routes; the provider, passed in by app.ts, asks its own
 * servers and activates through this module. A provider that is not configured answers its
 * own "not available".
 */
export interface MembershipCheckout {
  /** The buyer says they approved this subscription at the provider; the provider is asked. */
  confirm(userId: number, providerSubscriptionId: string): Promise<SubscriptionRow>;
  /** The order number of the membership, for the success page. */
  orderNumberOf(providerSubscriptionId: string): Promise<string | null>;
}

const tags = ["Zahlung"];

/**
 * POST /api/subscription (the success page) and /api/subscriptions/callback (the SDK's
 * onApprove) record a subscription: PayPal is asked, never the status or dates sent here.
 */
export function membershipCheckoutRoutes(deps: {
  checkout: MembershipCheckout;
  subscriptions: SubscriptionsService;
  payer: Payer;
}): FastifyPluginAsyncZod {
  const { checkout, subscriptions, payer } = deps;

  async function recorded(userId: number, providerSubscriptionId: string): Promise<RecordedSubscriptionResponse> {
    // The spending cap and the pause were asked before PayPal was (POST /paypal/subscription). What
    // the buyer approved there is recorded whatever changed since: refusing it now would leave an
    // approved PayPal subscription that the portal does not know (docs/decisions/0030).
    const row = await checkout.confirm(userId, providerSubscriptionId);
    return {
      subscription: subscriptions.view(row),
      orderNumber: await checkout.orderNumberOf(row.provider_subscription_id ?? ""),
    };
  }

  return async (app) => {
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
      async (request) => recorded(requireUser(request), request.body.paypalSubscriptionId),
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
          security: payerSecurity,
          body: subscriptionCallbackSchema,
          response: { 200: recordedSubscriptionResponseSchema, ...messageResponses(400, 401, 403, 409, 502, 503) },
        },
        config: { concludesOrders: true, guestMessage: paymentMessages.loginRequired },
      },
      async (request) => recorded(await payer.assert(request, request.body.userId), request.body.subscriptionId),
    );
  };
}

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paymentMethodsSchema, type PaymentMethods } from "../../../shared/schemas/payments.ts";
import type { CardAvailability } from "./maxpay/index.ts";

/**
 * GET /api/payment-methods (no login): PayPal whenever it is configured, the card provider
 * only when it is configured and the administrator has switched it on.
 */
export function paymentMethodsRoutes(deps: {
  paypalConfigured: boolean;
  card: CardAvailability;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/payment-methods",
      {
        schema: {
          summary: "Zahlungsarten",
          description:
            "Welche Zahlungsarten angeboten werden: PayPal, wenn eingerichtet; Kreditkarte, wenn eingerichtet und " +
            "vom Administrator eingeschaltet. Ohne Anmeldung.",
          tags: ["Zahlung"],
          response: { 200: paymentMethodsSchema },
        },
      },
      async (): Promise<PaymentMethods> => ({
        paypal: deps.paypalConfigured,
        maxpay: await deps.card.enabled(),
      }),
    );
  };
}

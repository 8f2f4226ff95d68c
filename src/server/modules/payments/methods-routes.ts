import type { FastifyPluginAsync } from "fastify";
import type { PaymentMethods } from "../../../shared/schemas/payments.ts";
import type { CardAvailability } from "./maxpay/card-availability.ts";

/**
 * GET /api/payment-methods (no login): PayPal whenever it is configured, the card provider
 * only when it is configured and the administrator has switched it on.
 */
export function paymentMethodsRoutes(deps: { paypalConfigured: boolean; card: CardAvailability }): FastifyPluginAsync {
  return async (app) => {
    app.get("/api/payment-methods", async (): Promise<PaymentMethods> => ({
      paypal: deps.paypalConfigured,
      maxpay: await deps.card.enabled(),
    }));
  };
}

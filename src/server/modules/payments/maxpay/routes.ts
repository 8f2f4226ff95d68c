import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type {
  CardOrderStatus,
  CardPaymentSession,
  CardProviderToggle,
} from "../../../../shared/schemas/card-payments.ts";
import {
  cardPaymentMessages,
  cardPaymentRequestSchema,
  createCardPaymentSchema,
  orderReferenceSchema,
} from "../../../../shared/schemas/card-payments.ts";
import { HttpError } from "../../../http/http-error.ts";
import type { Payer } from "../../auth/payer.ts";
import { ADMIN_USER_ID } from "../../users/administrator.ts";
import type { CardAvailability } from "./card-availability.ts";
import type { CardCheckout } from "./card-checkout.ts";
import type { CardOrdersRepo } from "./card-orders-repo.ts";

interface Deps {
  availability: CardAvailability;
  /** Null when Maxpay is not configured: every create answers "not available". */
  checkout: CardCheckout | null;
  orders: CardOrdersRepo;
  payer: Payer;
}

const statusOf = (status: string): CardOrderStatus["status"] =>
  status === "paid" || status === "declined" ? status : "pending";

/**
 * The card provider's endpoints of spec section 7, plus the order status the success page
 * polls: access is granted by the signed callback, never by the browser coming back.
 */
export function maxpayRoutes(deps: Deps): FastifyPluginAsyncZod {
  function checkout(): CardCheckout {
    if (!deps.checkout) throw new HttpError(403, cardPaymentMessages.disabled);
    return deps.checkout;
  }

  return async (app) => {
    app.get("/api/maxpay/enabled", async (): Promise<CardProviderToggle> => ({
      enabled: await deps.availability.enabled(),
    }));

    app.post(
      "/api/maxpay/create",
      { schema: { body: cardPaymentRequestSchema }, config: { rateLimit: "paymentSessionPerIp" } },
      async (request): Promise<CardPaymentSession> => {
        const userId = await deps.payer.assert(request, request.body.userId);
        return checkout().start(userId, "subscription");
      },
    );

    app.post(
      "/api/maxpay/create-payment",
      { schema: { body: createCardPaymentSchema }, config: { rateLimit: "paymentSessionPerIp" } },
      async (request): Promise<CardPaymentSession> => {
        const { recurring, returnUrl, cancelUrl } = request.body;
        const userId = await deps.payer.assert(request, request.body.userId);
        if (recurring) return checkout().start(userId, "subscription");
        // The 0.01 EUR test payment belongs to the administrator's test page alone.
        if (userId !== ADMIN_USER_ID || request.userId !== ADMIN_USER_ID) {
          throw new HttpError(403, cardPaymentMessages.testPaymentAdminOnly);
        }
        return checkout().start(userId, "test", { returnUrl, cancelUrl });
      },
    );

    app.get(
      "/api/card-orders/:orderReference",
      { schema: { params: z.object({ orderReference: orderReferenceSchema }) } },
      async (request): Promise<CardOrderStatus> => {
        const order = await deps.orders.byReference(request.params.orderReference);
        // Someone else's order looks exactly like one that does not exist.
        if (!(await deps.payer.mayActFor(request, order?.user_id ?? null)) || !order) {
          throw new HttpError(404, cardPaymentMessages.unknownOrder);
        }
        return { orderReference: order.order_reference, status: statusOf(order.status) };
      },
    );
  };
}

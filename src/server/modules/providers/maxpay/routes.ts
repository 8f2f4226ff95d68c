import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type {
  CardOrderStatus,
  CardPaymentSession,
  CardProviderToggle,
} from "../../../../shared/schemas/card-payments.ts";
import {
  cardOrderStatusSchema,
  cardPaymentSessionSchema,
  cardProviderToggleResponseSchema,
  cardPaymentMessages,
  cardPaymentRequestSchema,
  createCardPaymentSchema,
  orderReferenceSchema,
} from "../../../../shared/schemas/card-payments.ts";
import { messageResponses } from "../../../../shared/schemas/message.ts";
import { paymentMessages } from "../../../../shared/schemas/payments.ts";
import { orderKeys } from "../../order-confirmations/index.ts";
import type { OrderConfirmations } from "../../order-confirmations/index.ts";
import { payerSecurity } from "../../../http/api-security.ts";
import { HttpError } from "../../../http/http-error.ts";
import type { Payer } from "../../auth/index.ts";
import { ADMIN_USER_ID } from "../../../../shared/domain/administrator.ts";
import { isAdminSession } from "../../auth/index.ts";
import type { CardAvailability } from "./card-availability.ts";
import type { CardCheckout } from "./card-checkout.ts";
import type { CardOrdersRepo } from "./card-orders-repo.ts";

interface Deps {
  availability: CardAvailability;
  /** Null when Maxpay is not configured: every create answers "not available". */
  checkout: CardCheckout | null;
  orders: CardOrdersRepo;
  payer: Payer;
  confirmations: Pick<OrderConfirmations, "referenceOf">;
  /** Refuses a membership the spending cap or a pause does not allow (docs/decisions/0030). */
  assertMembershipAllowed: (userId: number) => Promise<void>;
}

const statusOf = (status: string): CardOrderStatus["status"] =>
  status === "paid" || status === "declined" ? status : "pending";

/**
 * The card provider's endpoints (payments, the administrator's test payment), plus the order status the success page
 * polls: access is granted by the signed callback, never by the browser coming back.
 */
const tags = ["Zahlung"];

export function maxpayRoutes(deps: Deps): FastifyPluginAsyncZod {
  function checkout(): CardCheckout {
    if (!deps.checkout) throw new HttpError(403, cardPaymentMessages.disabled);
    return deps.checkout;
  }

  return async (app) => {
    app.get(
      "/api/maxpay/enabled",
      {
        schema: {
          summary: "Kreditkartenzahlung verfügbar?",
          description:
            "Ob Kreditkartenzahlungen gerade möglich sind; wird vor jedem Klick auf die Kartenzahlung gefragt.",
          tags,
          response: { 200: cardProviderToggleResponseSchema },
        },
      },
      async (): Promise<CardProviderToggle> => ({
        enabled: await deps.availability.enabled(),
      }),
    );

    app.post(
      "/api/maxpay/create",
      {
        schema: {
          summary: "Kartenzahlung für Premium starten",
          description:
            "Die signierten Formularfelder für die Bezahlseite des Kartenanbieters (Premium-Abonnement). Den Zugang " +
            "gibt erst die signierte Benachrichtigung des Anbieters, nie die Rückkehr des Browsers.",
          tags,
          security: payerSecurity,
          body: cardPaymentRequestSchema,
          response: { 200: cardPaymentSessionSchema, ...messageResponses(400, 401, 403, 409, 429) },
        },
        config: { rateLimit: "paymentSessionPerIp", idempotent: true, guestMessage: paymentMessages.loginRequired },
      },
      async (request): Promise<CardPaymentSession> => {
        const userId = await deps.payer.assertOrdering(request, request.body.userId);
        await deps.assertMembershipAllowed(userId);
        return checkout().start(userId, "subscription", { earlyStartConsent: request.body.earlyStartConsent });
      },
    );

    app.post(
      "/api/maxpay/create-payment",
      {
        schema: {
          summary: "Kartenzahlung starten (Abonnement oder Testzahlung)",
          description:
            "Mit recurring das Premium-Abonnement, ohne nur die Testzahlung über 0,01 EUR, die allein der " +
            "Administrator starten darf.",
          tags,
          security: payerSecurity,
          body: createCardPaymentSchema,
          response: { 200: cardPaymentSessionSchema, ...messageResponses(400, 401, 403, 409, 429) },
        },
        config: { rateLimit: "paymentSessionPerIp", idempotent: true, guestMessage: paymentMessages.loginRequired },
      },
      async (request): Promise<CardPaymentSession> => {
        const { recurring, returnUrl, cancelUrl } = request.body;
        const userId = await deps.payer.assertOrdering(request, request.body.userId);
        if (recurring) {
          await deps.assertMembershipAllowed(userId);
          return checkout().start(userId, "subscription", { earlyStartConsent: request.body.earlyStartConsent });
        }
        // The 0.01 EUR test payment belongs to the administrator's test page alone.
        if (userId !== ADMIN_USER_ID || !isAdminSession(request)) {
          throw new HttpError(403, cardPaymentMessages.testPaymentAdminOnly);
        }
        return checkout().start(userId, "test", { returnUrl, cancelUrl, ip: request.ip });
      },
    );

    app.get(
      "/api/card-orders/:orderReference",
      {
        schema: {
          summary: "Stand einer Kartenzahlung",
          description:
            "Den fragt die Erfolgsseite ab, bis die Benachrichtigung des Anbieters da ist. Eine fremde Bestellung " +
            "sieht aus wie eine, die es nicht gibt (404).",
          tags,
          security: payerSecurity,
          params: z.object({ orderReference: orderReferenceSchema }),
          response: { 200: cardOrderStatusSchema, ...messageResponses(400, 401, 404) },
        },
        config: { guestMessage: paymentMessages.loginRequired },
      },
      async (request): Promise<CardOrderStatus> => {
        const order = await deps.orders.byReference(request.params.orderReference);
        // Someone else's order looks exactly like one that does not exist.
        if (!(await deps.payer.mayActFor(request, order?.user_id ?? null)) || !order) {
          throw new HttpError(404, cardPaymentMessages.unknownOrder);
        }
        return {
          orderReference: order.order_reference,
          status: statusOf(order.status),
          orderNumber: await deps.confirmations.referenceOf(orderKeys.maxpaySubscription(order.order_reference)),
        };
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  creditMessages,
  creditProcessReturnResponseSchema,
  creditProcessReturnSchema,
  creditPurchaseResponseSchema,
  creditPurchaseSchema,
  type CreditProcessReturnResponse,
  type CreditPurchaseResponse,
} from "../../../shared/schemas/credits.ts";
import { consentRequiredMessage } from "../../../shared/domain/order-consent-texts.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { HttpError } from "../../http/http-error.ts";

/**
 * What a payment provider offers for buying a credit package. The credits module owns the
 * routes; the provider, passed in by app.ts, creates its order and confirms the buyer's
 * return, and settles through creditPaymentArrived. A provider that is not configured answers
 * its own "not available".
 */
export interface CreditCheckout {
  start(userId: number, packageId: string): Promise<CreditPurchaseResponse>;
  /** The buyer came back with the provider's order id; the request's headers are the provider's to read. */
  confirmReturn(
    userId: number,
    orderId: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<CreditProcessReturnResponse>;
}

const tags = ["Credits"];

/** For credits the payer is simply the logged-in member (auth/payer.ts is for memberships). */
function requireBuyer(userId: number | null): number {
  if (userId === null) throw new HttpError(401, creditMessages.loginRequired);
  return userId;
}

/** Buying a credit package with PayPal: create the order, then complete it on the buyer's return. */
export function creditCheckoutRoutes(
  checkout: CreditCheckout,
  /** 403 for an account under 18 (docs/decisions/0033). */
  assertMayOrder: (userId: number) => Promise<void>,
  /** Refuses a purchase the spending cap or a pause does not allow, before the provider is asked. */
  assertAllowed: (userId: number, packageId: string) => Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/credits/purchase/paypal",
      {
        schema: {
          summary: "Credit-Paket mit PayPal kaufen",
          description:
            "Legt die PayPal-Bestellung für ein Paket an; der Betrag kommt aus dem Paket, nie aus dem Browser. " +
            "Antwortet die Bestell-ID und PayPals Links; der Link mit rel 'payer-action' (oder 'approve') führt " +
            "den Käufer zur Freigabe. PayPal schickt ihn danach zu /credits?paypal_return=true&token=…&PayerID=… " +
            "oder bei Abbruch zu /credits?paypal_cancel=true&token=… zurück. Nur angemeldet und nur mit " +
            "earlyStartConsent: true, der Zustimmung des Bestellschritts zur sofortigen Gutschrift. 409 mit " +
            "deutscher Meldung, bevor PayPal gefragt wird, wenn der Kauf ein Ausgabenlimit überschreiten würde " +
            "(sie nennt Limit und Datum des Zurücksetzens) oder eine Pause läuft.",
          tags,
          security: sessionSecurity,
          body: creditPurchaseSchema,
          response: { 200: creditPurchaseResponseSchema, ...messageResponses(400, 401, 404, 409, 429, 502, 503) },
        },
        config: { rateLimit: "paymentSessionPerIp", idempotent: true, guestMessage: creditMessages.loginRequired },
      },
      async (request) => {
        const userId = requireBuyer(request.userId);
        await assertMayOrder(userId);
        // § 356 Abs. 5 BGB: the credits are credited at once only on the buyer's express consent.
        if (request.body.earlyStartConsent !== true) throw new HttpError(400, consentRequiredMessage);
        await assertAllowed(userId, request.body.packageId);
        return checkout.start(userId, request.body.packageId);
      },
    );

    app.post(
      "/api/credits/paypal/process-return",
      {
        schema: {
          summary: "PayPal-Rückkehr abschließen",
          description:
            "Nach der Freigabe bei PayPal: zieht die Zahlung ein und schreibt Credits und Bonus-Credits genau " +
            "einmal gut, auch bei wiederholtem Aufruf oder wenn PayPals Benachrichtigung schneller war. token ist " +
            "die Bestell-ID aus der Rücksprungadresse; nur das Konto, das die Bestellung angelegt hat, kann sie " +
            "abschließen. success ist false, solange PayPal die Zahlung noch prüft. Vor dem Einzug werden Ausgabenlimit " +
            "und Pause erneut geprüft (auch für Bestellungen, die vorher angelegt wurden): 409 mit derselben deutschen " +
            "Meldung wie beim Anlegen, und die Bestellung bleibt bei PayPal uneingezogen.",
          tags,
          security: sessionSecurity,
          body: creditProcessReturnSchema,
          response: { 200: creditProcessReturnResponseSchema, ...messageResponses(400, 401, 404, 409, 502) },
        },
        config: { concludesOrders: true, guestMessage: creditMessages.loginRequired },
      },
      async (request) => {
        const userId = requireBuyer(request.userId);
        return checkout.confirmReturn(userId, request.body.token, request.headers);
      },
    );
  };
}

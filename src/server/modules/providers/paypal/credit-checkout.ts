import { HttpError } from "../../../http/http-error.ts";
import type { CreditCheckout } from "../../credits/index.ts";
import type { CreditOrders } from "./credit-orders.ts";
import { paypalMessages } from "./paypal-errors.ts";

/**
 * PayPal's side of the credits' checkout routes. Null orders when PayPal is not configured
 * (live mode with the card provider only): then every call says PayPal is not available.
 * PayPal-Mock-Response (negative testing) is passed on only to a sandbox, the local emulator
 * or PayPal's own sandbox host: the real PayPal would ignore it, but nothing a browser sends
 * should reach the live payment calls.
 */
export function paypalCreditCheckout(creditOrders: CreditOrders | null, forwardMockResponse: boolean): CreditCheckout {
  function orders(): CreditOrders {
    if (!creditOrders) throw new HttpError(503, paypalMessages.notConfigured);
    return creditOrders;
  }
  return {
    start: async (userId, packageId) => orders().start(userId, packageId),
    async confirmReturn(userId, orderId, headers) {
      const mock = headers["paypal-mock-response"];
      const mockResponse = forwardMockResponse && typeof mock === "string" ? mock : undefined;
      return orders().processReturn(userId, orderId, mockResponse ? { mockResponse } : {});
    },
  };
}

import type { CardPaymentRequest, CardPaymentSession } from "../../../../shared/schemas/card-payments.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/maxpay/create: the signed form fields for the hosted payment page. */
export function createCardPayment(request: CardPaymentRequest): Promise<Partial<CardPaymentSession> | null> {
  return apiRequest<Partial<CardPaymentSession> | null>("POST", "/api/maxpay/create", request);
}

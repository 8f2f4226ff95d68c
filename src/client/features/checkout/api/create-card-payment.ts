import type { CardPaymentRequest, CardPaymentSession } from "../../../../shared/schemas/card-payments.ts";
import { fileRequest } from "../../../lib/api-filing.ts";

/** POST /api/maxpay/create: the signed form fields for the hosted payment page. */
export function createCardPayment(request: CardPaymentRequest): Promise<Partial<CardPaymentSession> | null> {
  return fileRequest<Partial<CardPaymentSession> | null>("POST", "/api/maxpay/create", request);
}

import type { CardPaymentSession, CreateCardPaymentRequest } from "../../../../shared/schemas/card-payments.ts";
import { fileRequest } from "../../../lib/api-filing.ts";

/** POST /api/maxpay/create-payment: a one-off payment, here the 0.01 EUR test. */
export function createTestPayment(request: CreateCardPaymentRequest): Promise<Partial<CardPaymentSession> | null> {
  return fileRequest<Partial<CardPaymentSession> | null>("POST", "/api/maxpay/create-payment", request);
}

import type { CardPaymentSession, CreateCardPaymentRequest } from "../../../../shared/schemas/card-payments.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/maxpay/create-payment: a one-off payment, here the 0.01 EUR test. */
export function createTestPayment(request: CreateCardPaymentRequest): Promise<Partial<CardPaymentSession> | null> {
  return apiRequest<Partial<CardPaymentSession> | null>("POST", "/api/maxpay/create-payment", request);
}

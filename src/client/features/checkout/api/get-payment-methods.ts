import { useQuery } from "@tanstack/react-query";
import type { PaymentMethods } from "../../../../shared/schemas/payments.ts";
import { getQueryFn } from "../../../lib/api-client.ts";

export const paymentMethodsQueryKey = ["/api/payment-methods"] as const;

/** PayPal on and card off until the server answers, and when it fails. */
export const defaultPaymentMethods: PaymentMethods = { paypal: true, maxpay: false };

export function usePaymentMethods(): PaymentMethods {
  const query = useQuery({
    queryKey: paymentMethodsQueryKey,
    queryFn: getQueryFn<PaymentMethods>({ on401: "throw" }),
  });
  return query.data ?? defaultPaymentMethods;
}

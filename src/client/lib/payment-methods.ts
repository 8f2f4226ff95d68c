import { useQuery } from "@tanstack/react-query";
import type { PaymentMethods } from "../../shared/schemas/payments.ts";
import { getQueryFn } from "./api-client.ts";

// Which ways to pay are on offer is public: the footer and /pricing show it to every visitor,
// so it lives here rather than with the checkout, which is never part of a first load.
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

import { useSearchParams } from "react-router";

export type CheckoutMethod = "paypal" | "card";

/** /subscribe?zahlungsart=karte (or =paypal) opens the checkout at once on that method. */
export const checkoutMethodParam = "zahlungsart";

/** The method the address asks for, or null when it asks for none. */
export function useRequestedCheckoutMethod(): CheckoutMethod | null {
  const [query] = useSearchParams();
  const requested = query.get(checkoutMethodParam);
  if (requested === "karte") return "card";
  if (requested === "paypal") return "paypal";
  return null;
}

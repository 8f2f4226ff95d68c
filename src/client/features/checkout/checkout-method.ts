import { useSearchParams } from "react-router";

export type CheckoutMethod = "paypal" | "card";

/** /subscribe?zahlungsart=karte (or =paypal) opens the checkout at once on that method. */
export const checkoutMethodParam = "zahlungsart";

/**
 * The method the address asks for (null when it asks for none), and a way to take the request
 * out of the address once the checkout it opened is closed, so a reload does not open it again.
 */
export function useRequestedCheckoutMethod(): [CheckoutMethod | null, () => void] {
  const [query, setQuery] = useSearchParams();
  const requested = query.get(checkoutMethodParam);
  const method = requested === "karte" ? "card" : requested === "paypal" ? "paypal" : null;
  const forget = () => {
    if (requested === null) return;
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(checkoutMethodParam);
        return next;
      },
      { replace: true },
    );
  };
  return [method, forget];
}

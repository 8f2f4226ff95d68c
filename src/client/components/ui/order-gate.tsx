import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "./button.tsx";

/** § 312j Abs. 3 BGB: the order button says, and only says, that ordering creates a payment obligation. */
export const orderButtonLabel = "Zahlungspflichtig bestellen";

interface OrderGateProps {
  /** "PayPal": the provider whose own button follows the order button. */
  provider: string;
  /** The provider's payment button, shown once the order button was pressed. */
  children: ReactNode;
}

/**
 * The order button first, the provider's payment button after it: a provider's button cannot
 * carry the wording the law asks for (docs/decisions/0019-order-button-before-paypal.md).
 */
export function OrderGate({ provider, children }: OrderGateProps) {
  const [ordered, setOrdered] = useState(false);
  const next = useRef<HTMLParagraphElement>(null);

  // The pressed button disappears; the focus moves on to what replaces it.
  useEffect(() => {
    if (ordered) next.current?.focus();
  }, [ordered]);

  if (!ordered) {
    return (
      <Button size="lg" className="w-full" onClick={() => setOrdered(true)}>
        {orderButtonLabel}
      </Button>
    );
  }
  return (
    <div className="grid min-w-0 gap-3">
      <p ref={next} tabIndex={-1} role="status" className="rounded-sm text-sm font-medium focus-visible:outline-none">
        Geben Sie die Zahlung jetzt bei {provider} frei, um die Bestellung abzuschließen.
      </p>
      {children}
    </div>
  );
}

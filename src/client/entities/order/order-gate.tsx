import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { EarlyStartConsent } from "./early-start-consent.tsx";
import { useEarlyStartConsent } from "./use-early-start-consent.ts";

/** § 312j Abs. 3 BGB: the order button says, and only says, that ordering creates a payment obligation. */
export const orderButtonLabel = "Zahlungspflichtig bestellen";

interface OrderGateProps {
  /** "PayPal": the provider whose own button follows the order button. */
  provider: string;
  /** The express request to start at once that the buyer ticks (docs/decisions/0022). */
  consent: string;
  /** The provider's payment button, shown once the order button was pressed. */
  children: ReactNode;
}

/**
 * The consent and the order button first, the provider's payment button after it: a
 * provider's button cannot carry the wording the law asks for
 * (docs/decisions/0019-order-button-before-paypal.md), and the order needs the buyer's
 * express request to start at once (docs/decisions/0022).
 */
export function OrderGate({ provider, consent, children }: OrderGateProps) {
  const [ordered, setOrdered] = useState(false);
  const tick = useEarlyStartConsent();
  const next = useRef<HTMLParagraphElement>(null);

  // The pressed button disappears; the focus moves on to what replaces it.
  useEffect(() => {
    if (ordered) next.current?.focus();
  }, [ordered]);

  return (
    <div className="grid min-w-0 gap-3">
      <EarlyStartConsent
        text={consent}
        checked={tick.checked}
        onChange={tick.onChange}
        error={tick.error}
        inputRef={tick.inputRef}
        disabled={ordered}
      />
      {ordered ? (
        <>
          <p
            ref={next}
            tabIndex={-1}
            role="status"
            className="rounded-sm text-sm font-medium focus-visible:outline-none"
          >
            Geben Sie die Zahlung jetzt bei {provider} frei, um die Bestellung abzuschließen.
          </p>
          {children}
        </>
      ) : (
        <Button size="lg" className="w-full" onClick={() => setOrdered(tick.confirm())}>
          {orderButtonLabel}
        </Button>
      )}
    </div>
  );
}

import { useEffect, useRef } from "react";
import { usePaypalSdk } from "../../../lib/paypal/use-paypal-sdk.ts";
import { PaypalButtonFrame } from "../../../lib/paypal/paypal-button-frame.tsx";
import { creditToasts } from "../credit-toasts.ts";
import { createPaypalOrderHandlers, type CreditOrderCallbacks } from "../paypal-order-handlers.ts";

/**
 * PayPal's button for a one-off order. The SDK draws into the container itself, so React never
 * renders children there; the callbacks read the latest props through a ref.
 */
export function CreditPaypalButton(props: CreditOrderCallbacks) {
  const sdk = usePaypalSdk("order", creditToasts.paypalUnavailable);
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const element = container.current;
    if (sdk.status !== "ready" || !element) return;
    let active = true;
    const buttons = sdk.paypal.Buttons({
      style: { layout: "vertical", color: "gold", shape: "rect", label: "pay", tagline: false },
      ...createPaypalOrderHandlers(() => latest.current),
    });
    buttons.render(element).catch((error: unknown) => {
      // Closing while the first render still runs rejects it; that is not a failure.
      if (active) console.warn("PayPal button could not be shown", error);
    });
    return () => {
      active = false;
      buttons.close?.().catch(() => undefined);
      element.replaceChildren();
    };
  }, [sdk]);

  return <PaypalButtonFrame status={sdk.status} containerRef={container} />;
}

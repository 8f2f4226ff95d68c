import { useEffect, useRef } from "react";
import { PaypalButtons } from "../../../lib/paypal/paypal-buttons.tsx";
import { creditToasts } from "../credit-toasts.ts";
import { createPaypalOrderHandlers, type CreditOrderCallbacks } from "../paypal-order-handlers.ts";

/** PayPal's button for a one-off order; the callbacks read the latest props through a ref. */
export function CreditPaypalButton(props: CreditOrderCallbacks) {
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  return (
    <PaypalButtons
      purpose="order"
      loadFailed={creditToasts.paypalUnavailable}
      options={() => ({
        style: { layout: "vertical", color: "gold", shape: "rect", label: "pay", tagline: false },
        ...createPaypalOrderHandlers(() => latest.current),
      })}
    />
  );
}

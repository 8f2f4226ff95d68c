import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { meQueryKey } from "../../../lib/auth/auth-api.ts";
import { PaypalButtons } from "../../../lib/paypal/paypal-buttons.tsx";
import { paypalMessages } from "../payment-messages.ts";
import { createPaypalHandlers, type PaypalCallbacks } from "../paypal/paypal-handlers.ts";

/** PayPal's subscription button; the callbacks read the latest props through a ref. */
export function PaypalButton(props: PaypalCallbacks) {
  const queryClient = useQueryClient();
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  return (
    <PaypalButtons
      purpose="subscription"
      loadFailed={paypalMessages.loadFailed}
      options={() => ({
        style: { layout: "vertical", color: "gold", shape: "rect", label: "subscribe", tagline: false },
        ...createPaypalHandlers(
          () => latest.current,
          () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
        ),
      })}
    />
  );
}

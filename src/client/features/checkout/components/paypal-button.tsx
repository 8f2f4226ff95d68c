import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { meQueryKey } from "../../../lib/auth/auth-api.ts";
import { usePaypalSdk } from "../../../lib/paypal/use-paypal-sdk.ts";
import { PaypalButtonFrame } from "../../../lib/paypal/paypal-button-frame.tsx";
import { paypalMessages } from "../payment-messages.ts";
import { createPaypalHandlers, type PaypalCallbacks } from "../paypal/paypal-handlers.ts";

/**
 * PayPal's subscription button. The SDK draws into the container itself, so React never
 * renders children there; the callbacks read the latest props through a ref.
 */
export function PaypalButton(props: PaypalCallbacks) {
  const sdk = usePaypalSdk("subscription", paypalMessages.loadFailed);
  const queryClient = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const element = container.current;
    if (sdk.status !== "ready" || !element) return;
    let active = true;
    const handlers = createPaypalHandlers(
      () => latest.current,
      () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
    );
    const buttons = sdk.paypal.Buttons({
      style: { layout: "vertical", color: "gold", shape: "rect", label: "subscribe", tagline: false },
      ...handlers,
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
  }, [sdk, queryClient]);

  return <PaypalButtonFrame status={sdk.status} containerRef={container} />;
}

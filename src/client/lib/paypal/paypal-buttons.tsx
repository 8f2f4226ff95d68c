import { useEffect, useRef } from "react";
import type { ToastOptions } from "../toast.ts";
import { PaypalButtonFrame } from "./paypal-button-frame.tsx";
import type { PaypalButtonsOptions, PaypalSdkPurpose } from "./paypal-sdk.ts";
import { usePaypalSdk } from "./use-paypal-sdk.ts";

interface PaypalButtonsProps {
  purpose: PaypalSdkPurpose;
  /** The toast when PayPal's script cannot be loaded. */
  loadFailed: ToastOptions;
  /** Style and handlers; read when the script is ready, so handlers should read the latest props themselves. */
  options: () => PaypalButtonsOptions;
}

/**
 * PayPal's buttons in their frame (loading and failure states). The SDK draws into the
 * container itself, so React never renders children there; closing while the first render
 * still runs rejects that render, which is not a failure.
 */
export function PaypalButtons({ purpose, loadFailed, options }: PaypalButtonsProps) {
  const sdk = usePaypalSdk(purpose, loadFailed);
  const container = useRef<HTMLDivElement>(null);
  const latestOptions = useRef(options);
  useEffect(() => {
    latestOptions.current = options;
  });

  useEffect(() => {
    const element = container.current;
    if (sdk.status !== "ready" || !element) return;
    let active = true;
    const buttons = sdk.paypal.Buttons(latestOptions.current());
    buttons.render(element).catch((error: unknown) => {
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

import { useEffect, useState } from "react";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { toast } from "../../../lib/toast.ts";
import { paypalMessages } from "../payment-messages.ts";
import { loadPaypalSdk, type PaypalNamespace } from "./paypal-sdk.ts";

export type PaypalSdkState = { status: "loading" } | { status: "ready"; paypal: PaypalNamespace } | { status: "error" };

/** The PayPal button is loading until the provider script is there, then ready. */
export function usePaypalSdk(): PaypalSdkState {
  const { data: config, isError: configFailed } = useSiteConfig();
  const [state, setState] = useState<PaypalSdkState>({ status: "loading" });
  const sdkBaseUrl = config?.paypal.sdkBaseUrl ?? "";
  const clientId = config?.paypal.clientId ?? "";
  const unavailable = configFailed || (config !== undefined && !sdkBaseUrl);

  useEffect(() => {
    if (unavailable) {
      toast(paypalMessages.loadFailed);
      return;
    }
    if (!sdkBaseUrl) return;
    let current = true;
    loadPaypalSdk({ sdkBaseUrl, clientId }).then(
      (paypal) => {
        if (current) setState({ status: "ready", paypal });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn(error);
        setState({ status: "error" });
        toast(paypalMessages.loadFailed);
      },
    );
    return () => {
      current = false;
    };
  }, [sdkBaseUrl, clientId, unavailable]);

  return unavailable ? { status: "error" } : state;
}

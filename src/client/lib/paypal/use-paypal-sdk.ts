import { useEffect, useState } from "react";
import { useSiteConfig } from "../site-config.ts";
import { toast, type ToastOptions } from "../toast.ts";
import { loadPaypalSdk, paypalSdkUrlFor, type PaypalNamespace, type PaypalSdkPurpose } from "./paypal-sdk.ts";

export type PaypalSdkState = { status: "loading" } | { status: "ready"; paypal: PaypalNamespace } | { status: "error" };

/**
 * A PayPal button is loading until the provider script is there, then ready. The script's
 * address comes from /api/config: PayPal's own SDK when live, the sandbox's stand-in otherwise.
 */
export function usePaypalSdk(purpose: PaypalSdkPurpose, loadFailed: ToastOptions): PaypalSdkState {
  const { data: config, isError: configFailed } = useSiteConfig();
  const [state, setState] = useState<PaypalSdkState>({ status: "loading" });
  const sdkBaseUrl = config?.paypal.sdkBaseUrl ?? "";
  const clientId = config?.paypal.clientId ?? "";
  const unavailable = configFailed || (config !== undefined && !sdkBaseUrl);
  const { title, description, variant } = loadFailed;

  useEffect(() => {
    const failed = { title, description, variant };
    if (unavailable) {
      toast(failed);
      return;
    }
    if (!sdkBaseUrl) return;
    let current = true;
    loadPaypalSdk(paypalSdkUrlFor({ sdkBaseUrl, clientId }, purpose)).then(
      (paypal) => {
        if (current) setState({ status: "ready", paypal });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn(error);
        setState({ status: "error" });
        toast(failed);
      },
    );
    return () => {
      current = false;
    };
  }, [sdkBaseUrl, clientId, unavailable, purpose, title, description, variant]);

  return unavailable ? { status: "error" } : state;
}

// The part of PayPal's JS SDK the portal's PayPal buttons use (the membership's subscription
// and the one-off credit purchase). The sandbox serves a stand-in with the same surface, so
// this code runs unchanged against both.

export interface PaypalApproveData {
  subscriptionID?: string | null;
  orderID?: string | null;
  payerID?: string | null;
}

export interface PaypalButtonsCallbacks {
  style?: Record<string, string | number | boolean>;
  onApprove: (data: PaypalApproveData) => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
}

export interface PaypalSubscriptionButtonsOptions extends PaypalButtonsCallbacks {
  createSubscription: () => Promise<string>;
}

export interface PaypalOrderButtonsOptions extends PaypalButtonsCallbacks {
  createOrder: () => Promise<string>;
}

/** A subscription button creates a subscription, a one-off button an order. */
export type PaypalButtonsOptions = PaypalSubscriptionButtonsOptions | PaypalOrderButtonsOptions;

export interface PaypalButtons {
  render(container: HTMLElement): Promise<void>;
  close?: () => Promise<void>;
}

export interface PaypalNamespace {
  Buttons(options: PaypalButtonsOptions): PaypalButtons;
}

export interface PaypalSdkSettings {
  sdkBaseUrl: string;
  clientId: string;
}

/** What the SDK is loaded for: the SDK takes subscriptions and one-off orders with different options. */
export type PaypalSdkPurpose = "subscription" | "order";

/** EUR, shown in German; a subscription needs the vault, a one-off order is captured on the server. */
export function paypalSdkUrlFor({ sdkBaseUrl, clientId }: PaypalSdkSettings, purpose: PaypalSdkPurpose): string {
  const params = new URLSearchParams(
    purpose === "subscription"
      ? { "client-id": clientId, vault: "true", intent: "subscription", currency: "EUR", locale: "de_DE" }
      : { "client-id": clientId, intent: "capture", currency: "EUR", locale: "de_DE" },
  );
  return `${sdkBaseUrl}${sdkBaseUrl.includes("?") ? "&" : "?"}${params.toString()}`;
}

function isPaypalNamespace(value: unknown): value is PaypalNamespace {
  return typeof value === "object" && value !== null && typeof Reflect.get(value, "Buttons") === "function";
}

// Read through Reflect rather than a global Window declaration: other pages load the same SDK
// with other options and may describe it differently.
function currentPaypal(): PaypalNamespace | null {
  const value: unknown = Reflect.get(window, "paypal");
  return isPaypalNamespace(value) ? value : null;
}

const scriptId = "paypal-sdk";
let loading: { url: string; promise: Promise<PaypalNamespace> } | null = null;

/**
 * Loads the SDK once per address with a plain script element (the CSP allows no inline
 * script). A failed load is forgotten, so the next attempt tries again.
 */
export function loadPaypalSdk(url: string): Promise<PaypalNamespace> {
  if (loading?.url === url) return loading.promise;

  // The SDK keeps its options for the page's lifetime; other options need a fresh script.
  document.getElementById(scriptId)?.remove();
  const script = document.createElement("script");
  script.id = scriptId;
  script.src = url;
  script.async = true;
  const promise = new Promise<PaypalNamespace>((resolve, reject) => {
    script.addEventListener("load", () => {
      const paypal = currentPaypal();
      if (paypal) resolve(paypal);
      else reject(new Error("PayPal SDK loaded without window.paypal.Buttons"));
    });
    script.addEventListener("error", () => reject(new Error(`PayPal SDK could not be loaded from ${url}`)));
  });
  loading = { url, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
    script.remove();
  });
  document.head.append(script);
  return promise;
}

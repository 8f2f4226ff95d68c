import { paypalSdkUrlFor, type PaypalSdkSettings } from "../../../lib/paypal/paypal-sdk.ts";

/** The membership's SDK address: subscriptions in EUR, shown in German. */
export function paypalSdkUrl(settings: PaypalSdkSettings): string {
  return paypalSdkUrlFor(settings, "subscription");
}

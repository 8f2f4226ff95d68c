import { modulePlugin } from "../../http/module-plugin.ts";
import type { CardAvailability } from "./maxpay/index.ts";
import { paymentMethodsRoutes } from "./methods-routes.ts";

export { createProviderOrdersErasure } from "./erasure-repo.ts";

/** Which payment methods the checkout offers, from the providers' own answers. */
export function createPaymentMethodsModule(deps: { paypalConfigured: boolean; card: CardAvailability }) {
  return { plugin: modulePlugin(async (app) => app.register(paymentMethodsRoutes(deps))) };
}

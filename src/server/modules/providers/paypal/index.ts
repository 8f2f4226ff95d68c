import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../../config.ts";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Clock } from "../../../lib/clock.ts";
import { modulePlugin } from "../../../http/module-plugin.ts";
import type { Payer } from "../../auth/index.ts";
import type { CreditsService } from "../../credits/index.ts";
import type { Mailer } from "../../mail/index.ts";
import type { OrderConfirmations } from "../../order-confirmations/index.ts";
import type { PaymentRecords } from "../../payment-records/index.ts";
import type { Settings } from "../../settings/index.ts";
import type { SubscriptionsService } from "../../subscriptions/index.ts";
import { paypalCreditCheckout } from "./credit-checkout.ts";
import { paypalMembershipCheckout } from "./paypal-checkout.ts";
import { createPaypalModule } from "./paypal-module.ts";
import { paypalRoutes } from "./routes.ts";
import { paypalWebhookRoutes } from "./webhook-routes.ts";

interface Deps {
  config: AppConfig;
  clock: Clock;
  settings: Settings;
  paymentRecords: PaymentRecords;
  subscriptions: SubscriptionsService & { assertMembershipAllowed(userId: number): Promise<void> };
  payer: Payer;
  credits: CreditsService;
  db: Kysely<Database>;
  mailer: Mailer;
  confirmations: OrderConfirmations;
  log: FastifyBaseLogger;
}

/**
 * PayPal: the checkout, credit-package orders and the webhook. The routes that record an
 * approved subscription and buy credits belong to subscriptions and credits; they are given
 * PayPal's side of them here, which without PayPal settings says PayPal is not available.
 */
export function createPaypalProviderModule(deps: Deps) {
  const { config } = deps;
  const paypal = config.payments.paypal
    ? createPaypalModule({
        paypal: config.payments.paypal,
        sandbox: config.payments.mode === "sandbox",
        publicOrigin: config.publicOrigin,
        brandName: config.site.brandName,
        settings: deps.settings,
        paymentRecords: deps.paymentRecords,
        subscriptions: deps.subscriptions,
        credits: deps.credits,
        db: deps.db,
        mailer: deps.mailer,
        confirmations: deps.confirmations,
        supportEmail: config.site.supportEmail,
        clock: deps.clock,
        log: deps.log,
      })
    : null;
  const plugin = modulePlugin(async (app) => {
    if (!paypal) return;
    await app.register(
      paypalWebhookRoutes({
        ...deps,
        verify: paypal.verifyWebhook,
        paypal: paypal.client,
        creditEvents: paypal.creditEvents,
      }),
    );
    await app.register(
      paypalRoutes({
        checkout: paypal.checkout,
        payer: deps.payer,
        assertMembershipAllowed: deps.subscriptions.assertMembershipAllowed,
      }),
    );
  });
  const forwardMockResponse =
    config.payments.mode === "sandbox" || (config.payments.paypal?.apiBase.includes(".sandbox.paypal.com") ?? false);
  return {
    /** Stops a PayPal subscription, for the provider-cancellation job; null without PayPal. */
    cancel: paypal ? paypal.cancel : null,
    /** For the subscriptions' recording routes. */
    membershipCheckout: paypalMembershipCheckout(paypal?.checkout ?? null),
    /** For the credits' checkout routes. */
    creditCheckout: paypalCreditCheckout(paypal?.creditOrders ?? null, forwardMockResponse),
    plugin,
  };
}

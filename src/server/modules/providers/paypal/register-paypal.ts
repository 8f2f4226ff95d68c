import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../../config.ts";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { Payer } from "../../auth/payer.ts";
import type { CreditCheckout } from "../../credits/checkout-routes.ts";
import type { CreditsService } from "../../credits/service.ts";
import type { PaymentRecords } from "../../payment-records/service.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { OrderConfirmations } from "../../order-confirmations/service.ts";
import type { SettingsRepo } from "../../settings/repo.ts";
import type { MembershipCheckout } from "../../subscriptions/checkout-routes.ts";
import type { ProviderCanceller, SubscriptionsService } from "../../subscriptions/service.ts";
import { paypalCreditCheckout } from "./credit-checkout.ts";
import { paypalMembershipCheckout } from "./paypal-checkout.ts";
import { createPaypalModule } from "./paypal-module.ts";
import { paypalRoutes } from "./routes.ts";
import { paypalWebhookRoutes } from "./webhook-routes.ts";

interface Deps {
  config: AppConfig;
  clock: Clock;
  settings: SettingsRepo;
  paymentRecords: PaymentRecords;
  subscriptions: SubscriptionsService;
  payer: Payer;
  credits: CreditsService;
  db: Kysely<Database>;
  mailer: Mailer;
  confirmations: OrderConfirmations;
}

export interface PaypalOffer {
  /** Stops a PayPal subscription, for the provider-cancellation job; null without PayPal. */
  cancel: ProviderCanceller | null;
  /** For the subscriptions' recording routes. */
  membershipCheckout: MembershipCheckout;
  /** For the credits' checkout routes. */
  creditCheckout: CreditCheckout;
}

/**
 * PayPal: the checkout, credit-package orders and the webhook. The routes that record an
 * approved subscription and buy credits belong to subscriptions and credits; they are given
 * PayPal's side of them here, which without PayPal settings says PayPal is not available.
 */
export async function registerPaypal(app: FastifyInstance, deps: Deps): Promise<PaypalOffer> {
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
        log: app.log,
      })
    : null;
  if (paypal) {
    await app.register(
      paypalWebhookRoutes({
        ...deps,
        verify: paypal.verifyWebhook,
        paypal: paypal.client,
        creditEvents: paypal.creditEvents,
      }),
    );
    await app.register(paypalRoutes({ checkout: paypal.checkout, payer: deps.payer }));
  }
  const forwardMockResponse =
    config.payments.mode === "sandbox" || (config.payments.paypal?.apiBase.includes(".sandbox.paypal.com") ?? false);
  return {
    cancel: paypal ? paypal.cancel : null,
    membershipCheckout: paypalMembershipCheckout(paypal?.checkout ?? null),
    creditCheckout: paypalCreditCheckout(paypal?.creditOrders ?? null, forwardMockResponse),
  };
}

import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../../config.ts";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { Payer } from "../../auth/payer.ts";
import type { CreditsService } from "../../credits/service.ts";
import type { PaymentRecords } from "../../payment-records/service.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { OrderConfirmations } from "../../order-confirmations/service.ts";
import type { SettingsRepo } from "../../settings/repo.ts";
import type { ProviderCanceller, SubscriptionsService } from "../../subscriptions/service.ts";
import { creditOrderRoutes } from "./credit-order-routes.ts";
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
  /** Stops a PayPal subscription, for the provider-cancellation job. */
  cancel: ProviderCanceller;
}

/**
 * PayPal: the checkout, the recording of an approved subscription, credit-package orders and
 * the webhook. Without PayPal settings only the recording and credit routes exist, and they
 * say PayPal is not available.
 * Answers what PayPal offers the rest of the portal, or null.
 */
export async function registerPaypal(app: FastifyInstance, deps: Deps): Promise<PaypalOffer | null> {
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
  if (paypal) await app.register(paypalWebhookRoutes({ verify: paypal.verifyWebhook, handle: paypal.handleWebhook }));
  await app.register(
    paypalRoutes({ checkout: paypal?.checkout ?? null, subscriptions: deps.subscriptions, payer: deps.payer }),
  );
  await app.register(
    creditOrderRoutes({
      creditOrders: paypal?.creditOrders ?? null,
      forwardMockResponse:
        config.payments.mode === "sandbox" ||
        (config.payments.paypal?.apiBase.includes(".sandbox.paypal.com") ?? false),
    }),
  );
  return paypal ? { cancel: paypal.cancel } : null;
}

import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../../config.ts";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { CreditsService } from "../../credits/index.ts";
import type { PaymentRecords } from "../../payment-records/index.ts";
import type { Mailer } from "../../mail/index.ts";
import type { OrderConfirmations } from "../../order-confirmations/index.ts";
import type { Settings } from "../../settings/index.ts";
import type { SubscriptionsService } from "../../subscriptions/index.ts";
import { createCertificateStore } from "./certificate-store.ts";
import { createCreditOrders } from "./credit-orders.ts";
import { createCreditWebhookEvents } from "./credit-webhook-events.ts";
import { createPaypalCheckout } from "./paypal-checkout.ts";
import { createPaypalClient } from "./paypal-client.ts";
import { PaypalApiError } from "./paypal-errors.ts";
import { createWebhookVerifier } from "./webhook-verifier.ts";

export type PaypalSettings = NonNullable<AppConfig["payments"]["paypal"]>;

interface Deps {
  paypal: PaypalSettings;
  sandbox: boolean;
  publicOrigin: string;
  brandName: string;
  settings: Settings;
  paymentRecords: PaymentRecords;
  subscriptions: SubscriptionsService;
  credits: CreditsService;
  db: Kysely<Database>;
  mailer: Mailer;
  confirmations: OrderConfirmations;
  supportEmail: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Everything PayPal: the REST client, the checkout, the webhook's verifier and its credit events. */
export function createPaypalModule(deps: Deps) {
  const client = createPaypalClient({
    apiBase: deps.paypal.apiBase,
    clientId: deps.paypal.clientId,
    clientSecret: deps.paypal.clientSecret,
    publicOrigin: deps.publicOrigin,
    brandName: deps.brandName,
    settings: deps.settings,
    log: deps.log,
  });
  // The sandbox signs with a certificate served by the portal itself, over plain http locally.
  const certificates = createCertificateStore({
    trustedHosts: deps.paypal.trustedCertHosts,
    pathPrefix: deps.paypal.certPathPrefix,
    allowHttp: deps.sandbox,
  });
  const creditOrders = createCreditOrders({
    db: deps.db,
    paypal: client,
    credits: deps.credits,
    clock: deps.clock,
    publicOrigin: deps.publicOrigin,
    confirmations: deps.confirmations,
    log: deps.log,
  });
  const creditEvents = createCreditWebhookEvents({
    db: deps.db,
    creditOrders,
    credits: deps.credits,
    paymentRecords: deps.paymentRecords,
    mailer: deps.mailer,
    supportEmail: deps.supportEmail,
    brandName: deps.brandName,
    clock: deps.clock,
    log: deps.log,
  });
  return {
    client,
    creditOrders,
    checkout: createPaypalCheckout({
      paypal: client,
      subscriptions: deps.subscriptions,
      confirmations: deps.confirmations,
      clock: deps.clock,
      log: deps.log,
    }),
    verifyWebhook: createWebhookVerifier({
      webhookId: deps.paypal.webhookId,
      certificates,
      // The payment clock: in sandbox mode the adjustable one the emulator signs with too.
      clock: deps.clock,
      log: deps.log,
    }),
    /** PayPal's events about credit-package captures; the webhook route hands them over. */
    creditEvents,
    /**
     * For the provider-cancellation job. A subscription that already ended at PayPal (the
     * member cancelled it in their PayPal account) counts as done, or the job would retry forever.
     */
    async cancel(providerSubscriptionId: string, reason: string): Promise<void> {
      try {
        await client.cancelSubscription(providerSubscriptionId, reason);
      } catch (error) {
        if (!(error instanceof PaypalApiError) || error.status >= 500) throw error;
        const remote = await client.getSubscription(providerSubscriptionId);
        if (remote.status !== "CANCELLED" && remote.status !== "EXPIRED") throw error;
      }
    },
  };
}

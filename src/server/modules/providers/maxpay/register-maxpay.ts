import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AppConfig } from "../../../config.ts";
import type { Database } from "../../../db/schema.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { Payer } from "../../auth/payer.ts";
import type { Ledger } from "../../payment-records/service.ts";
import type { OrderConfirmations } from "../../order-confirmations/service.ts";
import type { SettingsRepo } from "../../settings/repo.ts";
import type { ProviderCanceller, SubscriptionsService } from "../../subscriptions/service.ts";
import type { Users } from "../../users/index.ts";
import { createCallbackHandler } from "./callback-handler.ts";
import { maxpayCallbackRoutes } from "./callback-routes.ts";
import { createCardAvailability, type CardAvailability } from "./card-availability.ts";
import { createCardCheckout, type CardCheckoutDeps } from "./card-checkout.ts";
import { createCardOrdersRepo } from "./card-orders-repo.ts";
import { createMerchantApi } from "./merchant-api.ts";
import { createMaxpayCanceller } from "./provider-canceller.ts";
import { maxpayRoutes } from "./routes.ts";

interface Deps {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsRepo;
  ledger: Ledger;
  subscriptions: SubscriptionsService;
  users: Users;
  payer: Payer;
  /** The audit log lives with the administration, above this module: app.ts passes it in. */
  auditTestPayment: CardCheckoutDeps["auditTestPayment"];
  confirmations: OrderConfirmations;
}

export interface CardOffer {
  /** The card switch that the payment-method list and the admin settings share. */
  availability: CardAvailability;
  /** Stops a Maxpay subscription, for the provider-cancellation job; null without Maxpay. */
  cancel: ProviderCanceller | null;
}

/**
 * Maxpay card payments: session creation, the signed callback, the order status, and the
 * provider cancellation. Without Maxpay settings only the "not available" answers exist.
 */
export async function registerMaxpay(app: FastifyInstance, deps: Deps): Promise<CardOffer> {
  const maxpay = deps.config.payments.maxpay;
  const availability = createCardAvailability({ settings: deps.settings, configured: maxpay !== null });
  const orders = createCardOrdersRepo(deps.db);
  const checkout = maxpay
    ? createCardCheckout({
        maxpay,
        sandbox: deps.config.payments.mode === "sandbox",
        publicOrigin: deps.config.publicOrigin,
        availability,
        orders,
        subscriptions: deps.subscriptions,
        users: deps.users,
        confirmations: deps.confirmations,
        clock: deps.clock,
        auditTestPayment: deps.auditTestPayment,
      })
    : null;
  if (maxpay) {
    const handle = createCallbackHandler({
      ledger: deps.ledger,
      subscriptions: deps.subscriptions,
      clock: deps.clock,
      log: app.log,
    });
    await app.register(maxpayCallbackRoutes({ privateKey: maxpay.privateKey, handle }));
  }
  await app.register(
    maxpayRoutes({ availability, checkout, orders, payer: deps.payer, confirmations: deps.confirmations }),
  );
  return {
    availability,
    cancel: maxpay ? createMaxpayCanceller({ orders, api: createMerchantApi(maxpay) }) : null,
  };
}

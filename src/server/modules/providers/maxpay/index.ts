import type { Kysely } from "kysely";
import type { AppConfig } from "../../../config.ts";
import type { Database } from "../../../db/schema.ts";
import type { Clock } from "../../../lib/clock.ts";
import { modulePlugin } from "../../../http/module-plugin.ts";
import type { Payer } from "../../auth/index.ts";
import type { PaymentRecords } from "../../payment-records/index.ts";
import type { OrderConfirmations } from "../../order-confirmations/index.ts";
import type { Settings } from "../../settings/index.ts";
import type { ProviderCanceller, SubscriptionsService } from "../../subscriptions/index.ts";
import type { Users } from "../../users/index.ts";
import { maxpayCallbackRoutes } from "./callback-routes.ts";
import { createCardAvailability } from "./card-availability.ts";
import { createCardCheckout, type CardCheckoutDeps } from "./card-checkout.ts";
import { createCardOrdersRepo } from "./card-orders-repo.ts";
import { createMerchantApi } from "./merchant-api.ts";
import { createMaxpayCanceller } from "./provider-canceller.ts";
import { maxpayRoutes } from "./routes.ts";

interface Deps {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  settings: Settings;
  paymentRecords: PaymentRecords;
  subscriptions: SubscriptionsService & { assertMembershipAllowed(userId: number): Promise<void> };
  users: Users;
  payer: Payer;
  /** The audit log lives with the administration, above this module: app.ts passes it in. */
  auditTestPayment: CardCheckoutDeps["auditTestPayment"];
  confirmations: OrderConfirmations;
}

/**
 * Maxpay card payments: session creation, the signed callback, the order status, and the
 * provider cancellation. Without Maxpay settings only the "not available" answers exist.
 */
export function createMaxpayModule(deps: Deps) {
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
  const plugin = modulePlugin(async (app) => {
    if (maxpay) await app.register(maxpayCallbackRoutes({ ...deps, privateKey: maxpay.privateKey }));
    await app.register(
      maxpayRoutes({
        availability,
        checkout,
        orders,
        payer: deps.payer,
        confirmations: deps.confirmations,
        assertMembershipAllowed: deps.subscriptions.assertMembershipAllowed,
      }),
    );
  });
  const cancel: ProviderCanceller | null = maxpay
    ? createMaxpayCanceller({ orders, api: createMerchantApi(maxpay) })
    : null;
  return {
    /** The card switch that the payment-method list and the admin settings share. */
    availability,
    /** Stops a Maxpay subscription, for the provider-cancellation job; null without Maxpay. */
    cancel,
    plugin,
  };
}

export type CardAvailability = ReturnType<typeof createMaxpayModule>["availability"];

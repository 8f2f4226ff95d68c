import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AppConfig } from "../../../config.ts";
import type { Database } from "../../../db/schema.ts";
import type { CookieJar } from "../../auth/cookies.ts";
import type { RegistrationFlow } from "../../auth/registration-flow.ts";
import type { SessionStore } from "../../auth/session-store.ts";
import type { SettingsRepo } from "../../settings/repo.ts";
import type { ProviderCanceller, SubscriptionsService } from "../../subscriptions/service.ts";
import { createUserProof } from "../../subscriptions/user-proof.ts";
import type { UsersRepo } from "../../users/repo.ts";
import { createCallbackHandler } from "./callback-handler.ts";
import { maxpayCallbackRoutes } from "./callback-routes.ts";
import { createCardAvailability, type CardAvailability } from "./card-availability.ts";
import { createCardCheckout } from "./card-checkout.ts";
import { createCardOrdersRepo } from "./card-orders-repo.ts";
import { createMerchantApi } from "./merchant-api.ts";
import { createMaxpayCanceller } from "./provider-canceller.ts";
import { maxpayRoutes } from "./routes.ts";

interface Deps {
  config: AppConfig;
  db: Kysely<Database>;
  settings: SettingsRepo;
  subscriptions: SubscriptionsService;
  providerCancellers: Partial<Record<string, ProviderCanceller>>;
  sessions: SessionStore;
  cookies: CookieJar;
  registrationFlow: RegistrationFlow;
  users: UsersRepo;
}

/**
 * Maxpay card payments: session creation, the signed callback, the order status, and the
 * provider cancellation. Without Maxpay settings only the "not available" answers exist.
 * Returns the card switch that the payment-method list and the admin settings share.
 */
export async function registerMaxpay(app: FastifyInstance, deps: Deps): Promise<CardAvailability> {
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
      })
    : null;
  if (maxpay) {
    deps.providerCancellers.maxpay = createMaxpayCanceller({ orders, api: createMerchantApi(maxpay) });
    const handle = createCallbackHandler({ subscriptions: deps.subscriptions, log: app.log });
    await app.register(maxpayCallbackRoutes({ privateKey: maxpay.privateKey, handle }));
  }
  const proveUser = createUserProof(deps.sessions, deps.cookies, deps.registrationFlow);
  await app.register(maxpayRoutes({ availability, checkout, orders, proveUser }));
  return availability;
}

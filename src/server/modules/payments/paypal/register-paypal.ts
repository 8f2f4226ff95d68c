import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AppConfig } from "../../../config.ts";
import type { Database } from "../../../db/schema.ts";
import type { CookieJar } from "../../auth/cookies.ts";
import type { RegistrationFlow } from "../../auth/registration-flow.ts";
import type { SessionStore } from "../../auth/session-store.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { SettingsRepo } from "../../settings/repo.ts";
import { createMemberCancellation } from "../../subscriptions/member-cancellation.ts";
import { subscriptionRoutes } from "../../subscriptions/routes.ts";
import type { ProviderCanceller, SubscriptionsService } from "../../subscriptions/service.ts";
import { createUserProof } from "../../subscriptions/user-proof.ts";
import type { UsersRepo } from "../../users/repo.ts";
import { createPaypalModule } from "./paypal-module.ts";
import { paypalRoutes } from "./routes.ts";
import { paypalWebhookRoutes } from "./webhook-routes.ts";

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
  mailer: Mailer;
}

/**
 * PayPal (checkout, webhook, provider cancellation) and the member's subscription endpoints,
 * which work for every provider; without PayPal settings only the latter exist.
 */
export async function registerPaypal(app: FastifyInstance, deps: Deps): Promise<void> {
  const { config } = deps;
  const proveUser = createUserProof(deps.sessions, deps.cookies, deps.registrationFlow);
  const paypal = config.payments.paypal
    ? createPaypalModule({
        paypal: config.payments.paypal,
        sandbox: config.payments.mode === "sandbox",
        publicOrigin: config.publicOrigin,
        brandName: config.site.brandName,
        settings: deps.settings,
        subscriptions: deps.subscriptions,
        log: app.log,
      })
    : null;
  if (paypal) {
    deps.providerCancellers.paypal = paypal.cancel;
    await app.register(paypalWebhookRoutes({ verify: paypal.verifyWebhook, handle: paypal.handleWebhook }));
    await app.register(paypalRoutes({ checkout: paypal.checkout, proveUser }));
  }
  const cancelFor = createMemberCancellation({
    db: deps.db,
    subscriptions: deps.subscriptions,
    users: deps.users,
    mailer: deps.mailer,
    brandName: config.site.brandName,
    log: app.log,
  });
  await app.register(
    subscriptionRoutes({ subscriptions: deps.subscriptions, checkout: paypal?.checkout ?? null, cancelFor, proveUser }),
  );
}

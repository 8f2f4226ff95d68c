import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/database.ts";
import { registerDrainOnClose } from "./http/drain-on-close.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { clientErrorHandler, frameworkErrors } from "./http/framework-errors.ts";
import { registerOriginCheck } from "./http/origin-check.ts";
import { createRateLimiter } from "./http/rate-limit.ts";
import { registerRouteRateLimits } from "./http/route-rate-limit.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { resolveSessionSecrets } from "./http/session-secrets.ts";
import { registerStaticSite } from "./http/static-site.ts";
import { createCookieJar } from "./modules/auth/cookies.ts";
import { createRegistrationFlow } from "./modules/auth/registration-flow.ts";
import { createRegistrationGrants } from "./modules/auth/registration-grants.ts";
import { createResetTokens } from "./modules/auth/reset-tokens.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { createAuthService } from "./modules/auth/service.ts";
import { registerSessionResolver } from "./modules/auth/session-plugin.ts";
import { createSessionStore } from "./modules/auth/session-store.ts";
import { createCallsRepo } from "./modules/calls/repo.ts";
import { callsRoutes } from "./modules/calls/routes.ts";
import { createConsultantsRepo } from "./modules/consultants/repo.ts";
import { consultantsRoutes } from "./modules/consultants/routes.ts";
import { createConversionsRepo } from "./modules/conversions/repo.ts";
import { conversionsRoutes } from "./modules/conversions/routes.ts";
import { startProviderCancellationJob } from "./modules/subscriptions/cancellation-job.ts";
import { createSubscriptionsService, type ProviderCanceller } from "./modules/subscriptions/service.ts";
import { createSettingsRepo } from "./modules/settings/repo.ts";
import { useGermanValidationMessages } from "./lib/german-validation-messages.ts";
import { fastifyTrustProxy } from "./lib/trust-proxy.ts";
import { createAdjustableClock, systemClock, type AdjustableClock, type Clock } from "./lib/clock.ts";
import { createSandboxClock, sandboxClockRoutes } from "./sandbox/sandbox-clock.ts";
import { paypalSandbox, paypalSandboxPrefix } from "./sandbox/paypal/paypal-sandbox.ts";
import { registerPaypal } from "./modules/payments/paypal/register-paypal.ts";
import { registerMaxpay } from "./modules/payments/maxpay/register-maxpay.ts";
import { paymentMethodsRoutes } from "./modules/payments/methods-routes.ts";
import { adminSettingsRoutes } from "./modules/admin/settings-routes.ts";
import { maxpaySandbox, maxpaySandboxPrefix } from "./sandbox/maxpay/maxpay-sandbox.ts";
import { createUsersRepo } from "./modules/users/repo.ts";
import { usersRoutes } from "./modules/users/routes.ts";
import { telephonyRoutes } from "./modules/telephony/routes.ts";
import { createUsersService } from "./modules/users/service.ts";
import { contactRoutes } from "./modules/contact/routes.ts";
import { contractDeclarationsRoutes } from "./modules/contract-declarations/routes.ts";
import { createContractDeclarationsService } from "./modules/contract-declarations/service.ts";
import { createOwnerActions } from "./modules/contract-declarations/owner-actions.ts";
import { createContactRepo } from "./modules/contact/repo.ts";
import { createContactService } from "./modules/contact/service.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { createMailer } from "./modules/mail/mailer.ts";
import { siteRoutes } from "./modules/site/routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface BuildOptions {
  /** An already opened database (tests share one per file); otherwise opened from config. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  /** The payment clock; defaults to real time (adjustable by the sandbox in sandbox mode). */
  clock?: Clock | AdjustableClock;
}

function isAdjustable(clock: Clock | AdjustableClock): clock is AdjustableClock {
  return "advance" in clock;
}

/** Builds the whole portal: external plugins, then services, then routes. Does not listen. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  useGermanValidationMessages();
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    forceCloseConnections: "idle",
    // Fastify's own answers are English; these give German ones (http/framework-errors.ts,
    // http/drain-on-close.ts).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Plugins
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  registerDrainOnClose(app);
  await app.register(cookie, { secret: resolveSessionSecrets(config) });
  registerOriginCheck(app, config.publicOrigin, config.production);

  // Services
  const database = options.database ?? openDatabase(config.databaseUrl);
  const ownsDatabase = !options.database;
  app.decorate("database", database);
  const mailer = createMailer(config.mail, app.log);
  const rateLimiter = createRateLimiter(database.db, config.rateLimitScale);
  registerRouteRateLimits(app, rateLimiter);
  const contact = createContactService({
    repo: createContactRepo(database.db),
    mailer,
    rateLimiter,
    supportEmail: config.site.supportEmail,
    brandName: config.site.brandName,
    log: app.log,
  });
  const cookies = createCookieJar(config.production);
  const sessions = createSessionStore(database.db);
  const grants = createRegistrationGrants(database.db);
  const registrationFlow = createRegistrationFlow(grants, cookies);
  registerSessionResolver(app, sessions, cookies);
  const usersRepo = createUsersRepo(database.db);
  const sandboxClockSource: AdjustableClock | null =
    config.paymentMode === "sandbox" ? (options.clock && isAdjustable(options.clock) ? options.clock : createAdjustableClock()) : null;
  const clock: Clock = sandboxClockSource ?? options.clock ?? systemClock;
  const subscriptions = createSubscriptionsService({ db: database.db, clock, log: app.log });
  const settings = createSettingsRepo(database.db);
  // Filled by the payment modules: how to stop a subscription at each provider.
  const providerCancellers: Partial<Record<string, ProviderCanceller>> = {};
  const users = createUsersService(usersRepo, subscriptions);
  const declarationDeps = {
    db: database.db,
    users: usersRepo,
    subscriptions,
    mailer,
    rateLimiter,
    sender: {
      brandName: config.site.brandName,
      supportEmail: config.site.supportEmail,
      publicOrigin: config.publicOrigin,
      company: config.site.company,
    },
    log: app.log,
  };
  const contractDeclarations = createContractDeclarationsService(declarationDeps);
  const declarationOwners = createOwnerActions(declarationDeps);
  const consultantsRepo = createConsultantsRepo(database.db);
  const callsRepo = createCallsRepo(database.db);
  const auth = createAuthService({
    users: usersRepo,
    sessions,
    grants,
    resetTokens: createResetTokens(database.db),
    rateLimiter,
    mailer,
    publicOrigin: config.publicOrigin,
    brandName: config.site.brandName,
    log: app.log,
  });
  app.addHook("onClose", async () => {
    mailer.close();
    if (ownsDatabase) await database.close();
  });

  // Routes
  await app.register(healthRoutes(database.db, database.kind));
  await app.register(siteRoutes(config));
  await app.register(contactRoutes(contact));
  await app.register(contractDeclarationsRoutes(contractDeclarations, declarationOwners));
  await app.register(authRoutes({ auth, users, cookies, registrationFlow }));
  await app.register(usersRoutes({ users, auth, cookies, registrationFlow, rateLimiter }));
  await app.register(
    conversionsRoutes({ conversions: createConversionsRepo(database.db), consultants: consultantsRepo, registrationFlow }),
  );
  await app.register(consultantsRoutes(consultantsRepo));
  await app.register(callsRoutes(callsRepo));
  await app.register(
    telephonyRoutes({
      ...config.telephony,
      calls: callsRepo,
      consultants: consultantsRepo,
      users: usersRepo,
      subscriptions,
    }),
  );
  await registerPaypal(app, {
    config,
    db: database.db,
    settings,
    subscriptions,
    providerCancellers,
    sessions,
    cookies,
    registrationFlow,
    users: usersRepo,
    mailer,
  });
  const card = await registerMaxpay(app, {
    config,
    db: database.db,
    settings,
    subscriptions,
    providerCancellers,
    sessions,
    cookies,
    registrationFlow,
    users: usersRepo,
  });
  await app.register(paymentMethodsRoutes({ paypalConfigured: config.payments.paypal !== null, card }));
  await app.register(adminSettingsRoutes({ payments: config.payments, card }));
  startProviderCancellationJob(app, subscriptions, providerCancellers);

  if (sandboxClockSource) {
    // Local emulators of the payment providers, reached by our own clients over HTTP.
    const sandboxClock = createSandboxClock(sandboxClockSource);
    sandboxClock.onTick(async () => {
      await subscriptions.runDueProviderCancellations(providerCancellers);
    }, "portal");
    // A sandbox in production (staging, PAYMENT_SANDBOX=1) emulates the providers only: the
    // clock and the test helpers would let anyone forge webhooks and bill renewals at will.
    const tools = !config.production;
    if (tools) await app.register(sandboxClockRoutes(sandboxClock));
    if (config.payments.paypal) {
      const paypal = { paypal: config.payments.paypal, publicOrigin: config.publicOrigin, brandName: config.site.brandName };
      await app.register(paypalSandbox({ ...paypal, sandboxClock, tools, log: app.log }), { prefix: paypalSandboxPrefix });
    }
    if (config.payments.maxpay) {
      const maxpay = { maxpay: config.payments.maxpay, publicOrigin: config.publicOrigin, brandName: config.site.brandName };
      await app.register(maxpaySandbox({ ...maxpay, sandboxClock, tools, log: app.log }), { prefix: maxpaySandboxPrefix });
    }
  }
  await registerStaticSite(app, config.clientDir);

  return app;
}

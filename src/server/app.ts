import cookie from "@fastify/cookie";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { mountSandbox } from "../sandbox/mount.ts";
import type { AppConfig } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/database.ts";
import { registerApiDescription } from "./http/api-description.ts";
import { registerDrainOnClose } from "./http/drain-on-close.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { registerIdempotency } from "./http/idempotency.ts";
import { clientErrorHandler, frameworkErrors } from "./http/framework-errors.ts";
import { registerNulRefusal } from "./http/nul-characters.ts";
import { registerOriginCheck } from "./http/origin-check.ts";
import { createRateLimiter } from "./http/rate-limit.ts";
import { registerRouteRateLimits } from "./http/route-rate-limit.ts";
import { registerRequestLog } from "./http/request-log.ts";
import { defaultBodyLimit } from "./http/json-body-limit.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { resolveSessionSecrets } from "./http/session-secrets.ts";
import { registerCompression } from "./http/compression.ts";
import { registerStaticSite } from "./http/static-site.ts";
import { createAdjustableClock, systemClock, type AdjustableClock, type Clock } from "./lib/clock.ts";
import { useGermanValidationMessages } from "./lib/german-validation-messages.ts";
import { fastifyTrustProxy } from "./lib/trust-proxy.ts";
import { createAuditLog } from "./modules/admin/audit-log.ts";
import { createCreditAdjustment } from "./modules/admin/credit-adjustment.ts";
import { createAdminPasswordReset } from "./modules/admin/password-reset.ts";
import { adminHoroscopesRoutes } from "./modules/admin/horoscopes-routes.ts";
import { adminSettingsRoutes } from "./modules/admin/settings-routes.ts";
import { createAdminCancellation } from "./modules/admin/subscription-cancellation.ts";
import { adminSecondFactorRoutes } from "./modules/admin/second-factor-routes.ts";
import { adminUserActionsRoutes } from "./modules/admin/user-actions-routes.ts";
import { createConsultantAdministration } from "./modules/admin/consultant-administration.ts";
import { adminConsultantsRoutes } from "./modules/admin/consultants-routes.ts";
import { createAdminUserViews } from "./modules/admin/user-views.ts";
import { createContractDeclarationsRepo } from "./modules/contract-declarations/repo.ts";
import { adminUsersRoutes } from "./modules/admin/users-routes.ts";
import { accountRoutes } from "./modules/auth/account-routes.ts";
import { createCookieJar } from "./modules/auth/cookies.ts";
import { createPayer } from "./modules/auth/payer.ts";
import { createRegistrationFlow } from "./modules/auth/registration-flow.ts";
import { createRegistrationGrants } from "./modules/auth/registration-grants.ts";
import { createResetTokens } from "./modules/auth/reset-tokens.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { createAuthService } from "./modules/auth/service.ts";
import { registerSessionResolver } from "./modules/auth/session-plugin.ts";
import { createSecondFactorStore } from "./modules/auth/second-factor-store.ts";
import { createSessionStore } from "./modules/auth/session-store.ts";
import { createCallsRepo } from "./modules/calls/repo.ts";
import { callsRoutes } from "./modules/calls/routes.ts";
import { createPortraitsRepo } from "./modules/consultants/portraits-repo.ts";
import { createConsultantListCache } from "./modules/consultants/list-cache.ts";
import { publicConsultantList } from "./modules/consultants/public-list.ts";
import { createConsultantsRepo } from "./modules/consultants/repo.ts";
import { consultantsRoutes } from "./modules/consultants/routes.ts";
import { createContactRepo } from "./modules/contact/repo.ts";
import { contactRoutes } from "./modules/contact/routes.ts";
import { createContactService } from "./modules/contact/service.ts";
import { createOwnerActions } from "./modules/contract-declarations/owner-actions.ts";
import { contractDeclarationsRoutes } from "./modules/contract-declarations/routes.ts";
import { createContractDeclarationsService } from "./modules/contract-declarations/service.ts";
import { createCreditCalls } from "./modules/credits/credit-calls.ts";
import { creditCheckoutRoutes } from "./modules/credits/checkout-routes.ts";
import { creditLineRoutes } from "./modules/credits/credit-line-routes.ts";
import { createCustomerNumbers } from "./modules/credits/customer-numbers.ts";
import { createCreditPins } from "./modules/credits/credit-pins.ts";
import { startCreditHoldReleaseJob } from "./modules/credits/hold-release-job.ts";
import { createCreditLedger } from "./modules/credits/credit-ledger.ts";
import { creditsRoutes } from "./modules/credits/routes.ts";
import { createCreditsService } from "./modules/credits/service.ts";
import { createConversionsRepo } from "./modules/conversions/repo.ts";
import { conversionsRoutes } from "./modules/conversions/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { startHoroscopeMailingJob } from "./modules/horoscopes/mailing-job.ts";
import { createHoroscopeMailing } from "./modules/horoscopes/mailing.ts";
import { horoscopesRoutes } from "./modules/horoscopes/routes.ts";
import { horoscopeUnsubscribeRoutes } from "./modules/horoscopes/unsubscribe-routes.ts";
import { createHoroscopesService } from "./modules/horoscopes/service.ts";
import { createPaymentRecords } from "./modules/payment-records/service.ts";
import { createMailer } from "./modules/mail/mailer.ts";
import { registerMaxpay } from "./modules/providers/maxpay/register-maxpay.ts";
import { paymentMethodsRoutes } from "./modules/providers/methods-routes.ts";
import { registerPaypal } from "./modules/providers/paypal/register-paypal.ts";
import { createSettingsRepo } from "./modules/settings/repo.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { startOrderConfirmationJob } from "./modules/order-confirmations/job.ts";
import { sendConfirmationsAfterOrders } from "./modules/order-confirmations/send-after-commit.ts";
import { createOrderConfirmations } from "./modules/order-confirmations/service.ts";
import { createAccountView } from "./modules/subscriptions/account-view.ts";
import { startProviderCancellationJob } from "./modules/subscriptions/cancellation-job.ts";
import { membershipCheckoutRoutes } from "./modules/subscriptions/checkout-routes.ts";
import { createMemberCancellation } from "./modules/subscriptions/member-cancellation.ts";
import { subscriptionRoutes } from "./modules/subscriptions/routes.ts";
import { createSubscriptionsService, type ProviderCanceller } from "./modules/subscriptions/service.ts";
import { creditCallRoutes } from "./modules/telephony/credit-call-routes.ts";
import { telephonyRoutes } from "./modules/telephony/routes.ts";
import { createUsersRepo } from "./modules/users/repo.ts";
import { createUserSearchRepo } from "./modules/users/search-repo.ts";
import { createUsersService } from "./modules/users/service.ts";

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

/** Real time, or in sandbox mode a clock the sandbox can move forward. */
function paymentClock(config: AppConfig, requested: Clock | AdjustableClock | undefined) {
  if (config.paymentMode !== "sandbox") return { clock: requested ?? systemClock, adjustable: null };
  const adjustable = requested && isAdjustable(requested) ? requested : createAdjustableClock();
  return { clock: adjustable, adjustable };
}

/** Cross-cutting plugins: errors, headers, cookies, CSRF, graceful shutdown. */
async function registerPlugins(app: FastifyInstance, config: AppConfig): Promise<void> {
  registerErrorHandler(app);
  registerRequestLog(app);
  await registerSecurityHeaders(app, config);
  registerDrainOnClose(app);
  await registerCompression(app);
  await app.register(cookie, { secret: resolveSessionSecrets(config) });
  registerOriginCheck(app, config.publicOrigin, config.production);
  registerNulRefusal(app);
}

/**
 * Builds the whole portal: plugins, then the modules from the bottom up. Each module gets what
 * it needs from here (database, clock, mail, the services of the modules below it); provider
 * modules answer what they offer instead of filling shared objects. Does not listen.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  useGermanValidationMessages();
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: defaultBodyLimit,
    forceCloseConnections: "idle",
    // http/request-log.ts writes one shorter line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify's own answers are English; these give German ones (http/framework-errors.ts,
    // http/drain-on-close.ts).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerPlugins(app, config);
  // Before the modules: the API description is built from the routes registered after it.
  await registerApiDescription(app, config.site.brandName);

  const database =
    options.database ??
    openDatabase(config.databaseUrl, {
      onConnectionLost: (err) => app.log.warn({ err }, "database connection lost; the next request connects afresh"),
    });
  app.decorate("database", database);
  const db = database.db;
  const log = app.log;
  const { clock, adjustable } = paymentClock(config, options.clock);
  const mailer = createMailer(config.mail, log);
  const rateLimiter = createRateLimiter(db, config.rateLimitScale);
  registerRouteRateLimits(app, rateLimiter);
  // Before the modules: it attaches to the routes that opt in as they are registered.
  registerIdempotency(app, db);
  app.addHook("onClose", async () => {
    mailer.close();
    if (!options.database) await database.close();
  });

  // Site, health, consultants and calls: no one below them.
  await app.register(healthRoutes(db, database.kind));
  await app.register(siteRoutes(config));
  const site = config.site;
  const consultants = createConsultantsRepo(db);
  const calls = createCallsRepo(db);
  const portraits = createPortraitsRepo(db);
  const publicConsultants = createConsultantListCache({
    version: () => consultants.listVersion(),
    list: () => publicConsultantList(consultants),
  });
  await app.register(consultantsRoutes(consultants, portraits, publicConsultants));
  await app.register(callsRoutes(calls));

  // Users and sessions.
  const usersRepo = createUsersRepo(db);
  const cookies = createCookieJar(config.production);
  const sessions = createSessionStore(db);
  const secondFactors = createSecondFactorStore(db);
  const grants = createRegistrationGrants(db);
  const registrationFlow = createRegistrationFlow(grants, cookies);
  registerSessionResolver(app, { sessions, secondFactors, cookies });
  const payer = createPayer({ sessions, cookies, registrationFlow });
  // The administration's log, written also by the modules below it through the functions
  // passed to them here (a spent recovery code, the card test payment).
  const audit = createAuditLog(db);
  const auth = createAuthService({
    users: usersRepo,
    sessions,
    secondFactors,
    grants,
    resetTokens: createResetTokens(db),
    rateLimiter,
    auditRecoveryCodeUse: (executor, use) =>
      audit.record(executor, {
        actorUserId: use.userId,
        action: "use_recovery_code",
        targetUserId: use.userId,
        before: { recoveryCodesLeft: use.recoveryCodesLeft + 1 },
        after: { recoveryCodesLeft: use.recoveryCodesLeft, purpose: use.purpose },
        ip: use.ip,
      }),
    mailer,
    publicOrigin: config.publicOrigin,
    brandName: site.brandName,
    log,
  });

  // Money received, and memberships.
  const paymentRecords = createPaymentRecords({ db, clock });
  // Every membership and credit package is confirmed by mail once (decision 0022): the orders
  // keep the buyer's consent, activations and credit grants conclude them in their transaction.
  const confirmations = createOrderConfirmations({
    db,
    clock,
    users: usersRepo,
    mailer,
    site,
    publicOrigin: config.publicOrigin,
    log,
  });
  sendConfirmationsAfterOrders(app, confirmations);
  startOrderConfirmationJob(app, confirmations, config.jobIntervalMs);
  const subscriptions = createSubscriptionsService({ db, clock, log, confirmations, paymentRecords });
  const viewUser = createAccountView({ users: usersRepo, subscriptions });
  await app.register(authRoutes({ auth, viewUser, cookies, registrationFlow }));
  await app.register(
    accountRoutes({ users: createUsersService(usersRepo), viewUser, auth, cookies, registrationFlow, rateLimiter }),
  );
  const cancelFor = createMemberCancellation({
    db,
    subscriptions,
    users: usersRepo,
    mailer,
    brandName: site.brandName,
    log,
  });
  await app.register(subscriptionRoutes({ subscriptions, cancelFor }));

  // Contact: registered after the memberships, whose state marks a member's message as priority.
  await app.register(
    contactRoutes(
      createContactService({
        repo: createContactRepo(db),
        mailer,
        rateLimiter,
        supportEmail: site.supportEmail,
        brandName: site.brandName,
        isMember: async (userId) => (await subscriptions.currentFor(userId)) !== undefined,
        log,
      }),
    ),
  );

  // Cosmos Credits: packages, balance and history; the providers call its verbs for purchases.
  const creditLedger = createCreditLedger({ clock });
  const credits = createCreditsService({ db, creditLedger, paymentRecords, confirmations });
  await app.register(creditsRoutes(credits));

  // Contract forms, conversions and the carrier's endpoints.
  const declarations = {
    db,
    clock,
    users: usersRepo,
    subscriptions,
    mailer,
    rateLimiter,
    sender: {
      brandName: site.brandName,
      supportEmail: site.supportEmail,
      publicOrigin: config.publicOrigin,
      company: site.company,
    },
    log,
  };
  await app.register(
    contractDeclarationsRoutes(createContractDeclarationsService(declarations), createOwnerActions(declarations)),
  );
  // The members' monthly horoscopes: members read in full, everyone else a teaser.
  const horoscopes = createHoroscopesService({ db, clock, subscriptions });
  await app.register(horoscopesRoutes(horoscopes));
  // The monthly horoscope mail to members who asked for it, and its unsubscribe link.
  const horoscopeMailing = createHoroscopeMailing({
    db,
    clock,
    subscriptions,
    users: usersRepo,
    mailer,
    log,
    publicOrigin: config.publicOrigin,
    brandName: site.brandName,
    secrets: resolveSessionSecrets(config),
  });
  await app.register(horoscopeUnsubscribeRoutes(horoscopeMailing));
  startHoroscopeMailingJob(app, horoscopeMailing, config.jobIntervalMs);
  await app.register(conversionsRoutes({ conversions: createConversionsRepo(db), consultants, registrationFlow }));
  // The credit line: the member's PIN, the IVR's question before a call, the call's record, and
  // the job that gives back holds whose record never came.
  const creditPins = createCreditPins({ db, clock });
  const customerNumbers = createCustomerNumbers({ db, clock });
  const creditCalls = createCreditCalls({
    db,
    clock,
    users: usersRepo,
    consultants,
    pins: creditPins,
    customerNumbers,
    limiter: rateLimiter,
  });
  await app.register(creditLineRoutes({ pins: creditPins, customerNumbers }));
  await app.register(creditCallRoutes({ token: config.telephony.token, creditCalls }));
  startCreditHoldReleaseJob(app, creditCalls, config.jobIntervalMs);
  await app.register(
    telephonyRoutes({ ...config.telephony, calls, consultants, users: usersRepo, subscriptions, creditCalls }),
  );

  // Payment providers: they translate their events into the verbs of the domain above.
  const settings = createSettingsRepo(db);
  const providerDeps = { config, clock, settings, paymentRecords, subscriptions, payer, confirmations };
  const paypal = await registerPaypal(app, { ...providerDeps, credits, db, mailer });
  await app.register(membershipCheckoutRoutes({ checkout: paypal.membershipCheckout, subscriptions, payer }));
  await app.register(creditCheckoutRoutes(paypal.creditCheckout));
  const card = await registerMaxpay(app, {
    ...providerDeps,
    db,
    users: usersRepo,
    auditTestPayment: (executor, order, ip) =>
      audit.record(executor, {
        actorUserId: order.userId,
        action: "start_card_test_payment",
        targetUserId: order.userId,
        before: null,
        after: { orderReference: order.orderReference, amountCents: order.amountCents, currency: order.currency },
        ip,
      }),
  });
  await app.register(
    paymentMethodsRoutes({ paypalConfigured: config.payments.paypal !== null, card: card.availability }),
  );
  // The administration: the top layer, acting through the verbs of the modules below.
  await app.register(adminSettingsRoutes({ payments: config.payments, card: card.availability, audit, db }));
  await app.register(adminHoroscopesRoutes({ horoscopes, audit, db }));
  await app.register(
    adminSecondFactorRoutes({ secondFactors, auth, sessions, cookies, audit, db, brandName: site.brandName }),
  );
  await app.register(
    adminUsersRoutes({
      audit,
      views: createAdminUserViews({
        db,
        users: usersRepo,
        search: createUserSearchRepo(db),
        subscriptions,
        payments: paymentRecords,
        credits,
        creditLedger,
        calls,
        declarations: createContractDeclarationsRepo(db),
        sessions,
      }),
    }),
  );
  await app.register(
    adminUserActionsRoutes({
      cancel: createAdminCancellation({
        db,
        users: usersRepo,
        subscriptions,
        cancelFor,
        audit,
        mailer,
        brandName: site.brandName,
        log,
      }),
      resetPassword: createAdminPasswordReset({ db, users: usersRepo, sessions, audit }),
      adjustCredits: createCreditAdjustment({ db, creditLedger, users: usersRepo, audit }),
    }),
  );
  await app.register(adminConsultantsRoutes(createConsultantAdministration({ db, audit })));
  const cancellers: Partial<Record<string, ProviderCanceller>> = {
    ...(paypal.cancel ? { paypal: paypal.cancel } : {}),
    ...(card.cancel ? { maxpay: card.cancel } : {}),
  };
  startProviderCancellationJob(app, subscriptions, cancellers, config.jobIntervalMs);

  if (adjustable) {
    await mountSandbox(app, {
      publicOrigin: config.publicOrigin,
      brandName: site.brandName,
      paypal: config.payments.paypal,
      maxpay: config.payments.maxpay,
      clock: adjustable,
      portalJobs: async () => {
        await subscriptions.runDueProviderCancellations(cancellers);
        await creditCalls.releaseStaleHolds();
        await confirmations.sendDue();
      },
      tools: !config.production,
      log,
    });
  }
  await registerStaticSite(app, config.clientDir);

  return app;
}

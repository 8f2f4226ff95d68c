import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { mountSandbox } from "../sandbox/mount.ts";
import type { AppConfig } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/database.ts";
import { createServer, registerCrossCutting } from "./http/cross-cutting.ts";
import type { ModulePlugin } from "./http/module-plugin.ts";
import { createRateLimiter } from "./http/rate-limit.ts";
import { resolveSessionSecrets } from "./http/session-secrets.ts";
import { registerStaticSite } from "./http/static-site.ts";
import { pages } from "../shared/domain/page-paths.ts";
import { createAdjustableClock, systemClock, type AdjustableClock, type Clock } from "./lib/clock.ts";
import { createAccountDeletionModule, createDeletionDueDates } from "./modules/account-deletion/index.ts";
import { createAdminModule, createAuditLog } from "./modules/admin/index.ts";
import { createAuthModule } from "./modules/auth/index.ts";
import { createCallsModule } from "./modules/calls/index.ts";
import { createConsultantsModule, type StatusFollower } from "./modules/consultants/index.ts";
import { createReviewsModule } from "./modules/reviews/index.ts";
import { createReviewModerationModule } from "./modules/reviews/index.ts";
import { createContactModule } from "./modules/contact/index.ts";
import { createCreditsModule } from "./modules/credits/index.ts";
import { createFavouritesModule } from "./modules/favourites/index.ts";
import { createDataExportModule, type PersonalDataSource } from "./modules/data-export/index.ts";
import { createEmailConfirmationModule } from "./modules/email-confirmation/index.ts";
import { createContractDeclarationsModule } from "./modules/contract-declarations/index.ts";
import { createConversionsModule } from "./modules/conversions/index.ts";
import { createHealthModule } from "./modules/health/index.ts";
import { createHoroscopesModule } from "./modules/horoscopes/index.ts";
import { createLiveStatusModule } from "./modules/live-status/index.ts";
import { createMailModule } from "./modules/mail/index.ts";
import { createOrderConfirmationsModule } from "./modules/order-confirmations/index.ts";
import { createPaymentFollowUpsModule } from "./modules/payment-follow-ups/index.ts";
import { createPaymentRecordsModule } from "./modules/payment-records/index.ts";
import { createPersonalDataModule } from "./modules/personal-data/index.ts";
import { createReceiptsModule } from "./modules/receipts/index.ts";
import { createPaymentMethodsModule, createProviderOrdersErasure } from "./modules/providers/index.ts";
import { createMaxpayModule } from "./modules/providers/maxpay/index.ts";
import { createPaypalProviderModule } from "./modules/providers/paypal/index.ts";
import { createSettingsModule } from "./modules/settings/index.ts";
import { createSiteModule } from "./modules/site/index.ts";
import { createProtectionCarryOver, createSpendingModule } from "./modules/spending/index.ts";
import { createStatementsModule } from "./modules/statements/index.ts";
import { createSubscriptionsModule, type ProviderCanceller } from "./modules/subscriptions/index.ts";
import { createTelephonyModule } from "./modules/telephony/index.ts";
import { createUsersModule } from "./modules/users/index.ts";

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

/** Registers a module's plugin (its routes, hooks and jobs), when it has one, and returns its face. */
async function mount<M extends { plugin?: ModulePlugin }>(app: FastifyInstance, module: M): Promise<M> {
  if (module.plugin) await app.register(module.plugin);
  return module;
}

/**
 * Builds the whole portal: cross-cutting plugins, then the modules from the bottom up. Each
 * module gets what it needs from here (database, clock, mail, settings, the faces of the
 * modules below it) and registers its own routes and jobs. A new module is one folder with
 * an index.ts and one line here. Does not listen.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createServer(config, options.logger);
  const database =
    options.database ??
    openDatabase(config.databaseUrl, {
      poolSize: config.databasePoolSize,
      onConnectionLost: (err) => app.log.warn({ err }, "database connection lost; the next request connects afresh"),
    });
  app.decorate("database", database);
  if (!options.database) app.addHook("onClose", async () => database.close());
  const db = database.db;
  const log = app.log;
  const site = config.site;
  const { publicOrigin } = config;
  const jobIntervalMs = config.jobIntervalMs;
  const { clock, adjustable } = paymentClock(config, options.clock);
  const rateLimiter = createRateLimiter(db, config.rateLimitScale);
  await registerCrossCutting(app, config, { db, rateLimiter });
  // The administration's log, written also by the modules below it through the functions
  // passed to them here (a spent recovery code, the card test payment).
  const audit = createAuditLog(db);

  const users = createUsersModule({ db });
  const { mailer } = await mount(
    app,
    createMailModule({ settings: config.mail, log, addressConfirmed: users.isAddressConfirmed }),
  );
  const settings = createSettingsModule({ db });
  await mount(app, createHealthModule({ db, kind: database.kind, draining: () => app.drain.draining }));
  await mount(app, createSiteModule({ config }));
  const consultants = await mount(
    app,
    createConsultantsModule({
      db,
      listFreshness: {
        writes: database.writes,
        listenUrl: database.kind === "postgres" ? config.databaseListenUrl : null,
        log,
      },
    }),
  );
  const calls = await mount(app, createCallsModule({ db }));
  const reviews = await mount(
    app,
    createReviewsModule({ db, consultants, users, calls, rateLimiter, clock: systemClock }),
  );
  const liveStatus = await mount(
    app,
    createLiveStatusModule({
      consultants,
      listenUrl: database.kind === "postgres" ? config.databaseListenUrl : null,
      maxStreams: config.eventStreamsMax,
      log,
      jobIntervalMs,
    }),
  );
  const favourites = await mount(
    app,
    createFavouritesModule({
      db,
      clock: systemClock,
      users,
      consultants,
      mailer,
      log,
      rateLimiter,
      jobIntervalMs,
      publicOrigin,
      brandName: site.brandName,
      memberPhoneNumber: site.memberPhoneNumber,
      secrets: resolveSessionSecrets(config),
    }),
  );
  // What runs inside every status change's transaction, after its event (docs/decisions/0042).
  const statusFollowers: StatusFollower[] = [favourites.queueAlertsWithin];
  // After the commit: this process's streams learn of the change at once.
  const statusChanged = liveStatus.poke;
  const reviewModeration = await mount(
    app,
    createReviewModerationModule({
      db,
      consultants,
      users,
      mailer,
      rateLimiter,
      clock: systemClock,
      log,
      jobIntervalMs,
      sender: { brandName: site.brandName, supportEmail: site.supportEmail, publicOrigin },
    }),
  );
  const confirmations = await mount(
    app,
    createOrderConfirmationsModule({ db, clock, users, mailer, site, publicOrigin, log, jobIntervalMs }),
  );
  const receipts = await mount(
    app,
    createReceiptsModule({ db, users, supplier: site.company, brandName: site.brandName }),
  );
  const paymentRecords = createPaymentRecordsModule({ db, clock, receipts });
  const spending = await mount(
    app,
    createSpendingModule({
      db,
      clock,
      users,
      mailer,
      calls,
      paymentRecords,
      receipts,
      defaultMonthlyCents: config.spendingDefaultMonthlyCents,
      brandName: site.brandName,
      log,
      reviewReminders: reviews.reminders,
    }),
  );
  await mount(
    app,
    createPaymentFollowUpsModule({
      receipts,
      users,
      mailer,
      spending,
      clock,
      log,
      brandName: site.brandName,
      publicOrigin,
      jobIntervalMs,
    }),
  );
  const subscriptions = await mount(
    app,
    createSubscriptionsModule({
      db,
      clock,
      log,
      confirmations,
      paymentRecords,
      users,
      mailer,
      brandName: site.brandName,
      jobIntervalMs,
      spending,
    }),
  );
  const carryOver = createProtectionCarryOver({
    db,
    clock,
    keys: resolveSessionSecrets(config),
    defaultMonthlyCents: config.spendingDefaultMonthlyCents,
  });
  // The login and the account view of an account waiting for its erasure say when it is due
  // (docs/decisions/0049).
  const deletionDueOf = createDeletionDueDates(db);
  // The link that confirms a new account's address (docs/decisions/0051); its routes are
  // mounted after the sessions' below.
  const emailConfirmation = createEmailConfirmationModule({
    db,
    users,
    mailer,
    rateLimiter,
    sender: { brandName: site.brandName, publicOrigin },
    log,
  });
  const { payer, registrationFlow, ...auth } = await mount(
    app,
    createAuthModule({
      afterRegistration: emailConfirmation.afterRegistration,
      db,
      production: config.production,
      // Every registration takes over the pause and limit a deleted account left bound to its
      // phone number or address (docs/decisions/0049).
      users: {
        ...users,
        createAccount: async (account) => {
          const user = await users.createAccount(account);
          await carryOver.applyTo(user.id, user);
          return user;
        },
      },
      viewUser: async (userId) => {
        const [user, deletionDueAt] = await Promise.all([subscriptions.viewUser(userId), deletionDueOf(userId)]);
        return deletionDueAt ? { ...user, deletionDueAt } : user;
      },
      rateLimiter,
      auditRecoveryCodeUse: audit.recoveryCodeUsed,
      mailer,
      publicOrigin,
      brandName: site.brandName,
      log,
    }),
  );
  const contact = await mount(
    app,
    createContactModule({
      db,
      mailer,
      rateLimiter,
      supportEmail: site.supportEmail,
      brandName: site.brandName,
      isMember: async (userId) => (await subscriptions.currentFor(userId)) !== undefined,
      log,
    }),
  );
  await mount(app, emailConfirmation);
  const personalDataChanges = await mount(
    app,
    createPersonalDataModule({
      db,
      users,
      auth: auth.auth,
      cookies: auth.cookies,
      viewUser: subscriptions.viewUser,
      mailer,
      rateLimiter,
      sender: { brandName: site.brandName, publicOrigin },
      log,
    }),
  );
  const credits = await mount(
    app,
    createCreditsModule({
      db,
      clock,
      paymentRecords,
      confirmations,
      users,
      consultants,
      calls,
      rateLimiter,
      jobIntervalMs,
      spending,
    }),
  );
  const declarations = await mount(
    app,
    createContractDeclarationsModule({
      db,
      clock,
      users,
      subscriptions,
      mailer,
      rateLimiter,
      sender: { brandName: site.brandName, supportEmail: site.supportEmail, publicOrigin, company: site.company },
      log,
    }),
  );
  const horoscopes = await mount(
    app,
    createHoroscopesModule({
      db,
      clock,
      subscriptions,
      users,
      mailer,
      log,
      publicOrigin,
      brandName: site.brandName,
      secrets: resolveSessionSecrets(config),
      jobIntervalMs,
    }),
  );
  const conversions = await mount(app, createConversionsModule({ db, consultants, registrationFlow }));
  await mount(app, createStatementsModule({ clock, brandName: site.brandName, users, calls, paymentRecords }));
  const { creditCalls } = credits;
  await mount(
    app,
    createTelephonyModule({
      ...config.telephony,
      calls,
      consultants,
      users,
      subscriptions,
      creditCalls,
      spending,
      db,
      statusFollowers,
      statusChanged,
    }),
  );

  // Payment providers: they translate their events into the operations of the domain above.
  const providerDeps = { config, db, clock, settings, paymentRecords, subscriptions, payer, confirmations };
  const paypal = await mount(app, createPaypalProviderModule({ ...providerDeps, credits, mailer, log }));
  const card = await mount(
    app,
    createMaxpayModule({
      ...providerDeps,
      users,
      auditTestPayment: audit.cardTestPaymentStarted,
    }),
  );
  const paymentMethods = await mount(
    app,
    createPaymentMethodsModule({ db, paypalConfigured: config.payments.paypal !== null, card: card.availability }),
  );
  const cancellers: Partial<Record<string, ProviderCanceller>> = {
    ...(paypal.cancel ? { paypal: paypal.cancel } : {}),
    ...(card.cancel ? { maxpay: card.cancel } : {}),
  };
  // What the memberships and credits do through the providers, registered once they exist.
  await app.register(subscriptions.providerPlugin({ checkout: paypal.membershipCheckout, payer, cancellers }));
  await app.register(credits.checkoutPlugin(paypal.creditCheckout));

  // Every module's rows of an account, read through its face (docs/decisions/0035).
  const holders: { personalData: PersonalDataSource }[] = [
    ...[users, auth, contact, subscriptions, confirmations, paymentRecords, receipts, paymentMethods, credits],
    ...[calls, declarations, spending, horoscopes, conversions, audit, personalDataChanges, emailConfirmation],
    reviews,
    favourites,
  ];
  const dataExport = await mount(
    app,
    createDataExportModule({
      db,
      clock,
      users,
      mailer,
      brandName: site.brandName,
      publicOrigin,
      log,
      jobIntervalMs,
      rateLimiter,
      sources: holders.map((h) => h.personalData),
    }),
  );

  const admin = await mount(
    app,
    createAdminModule({
      db,
      payments: config.payments,
      brandName: site.brandName,
      log,
      mailer,
      audit,
      users,
      auth,
      consultants,
      statusFollowers,
      statusChanged,
      calls,
      declarations,
      horoscopes,
      subscriptions,
      cancelFor: subscriptions.cancelFor,
      paymentRecords,
      credits,
      creditLedger: credits.creditLedger,
      card: card.availability,
      dataExport,
      clock,
      reviewModeration,
    }),
  );

  // Deleting an account: every module that owns personal rows erases its own (docs/decisions/0037).
  const erasers = [spending, horoscopes, credits, calls, paymentRecords, receipts, declarations, confirmations];
  const accountDeletion = await mount(
    app,
    createAccountDeletionModule({
      db,
      clock,
      log,
      rateLimiter,
      users,
      eraseLoginsOf: auth.eraseLoginsOf,
      liftDeletionRestriction: auth.sessions.liftDeletionRestriction,
      carryOver,
      subscriptions,
      creditsOf: (userId) => credits.creditLedger.account(db, userId),
      contact,
      erasers: [
        ...erasers.map((m) => m.accountErasure),
        personalDataChanges.accountErasure,
        emailConfirmation.accountErasure,
        dataExport.accountErasure,
        conversions.accountErasure,
        reviews.accountErasure,
        favourites.accountErasure,
        createProviderOrdersErasure(db),
      ],
      expired: [
        auth.expiredLoginRecords,
        contact.expiredMessages,
        admin.expiredAuditRows,
        reviews.expiredRecords,
        carryOver.expired,
      ],
      supportEmail: site.supportEmail,
      cookies: auth.cookies,
      jobIntervalMs,
    }),
  );

  if (adjustable) {
    await mountSandbox(app, {
      publicOrigin,
      brandName: site.brandName,
      paypal: config.payments.paypal,
      maxpay: config.payments.maxpay,
      clock: adjustable,
      portalJobs: async () => {
        await subscriptions.runDueProviderCancellations(cancellers);
        await creditCalls.releaseStaleHolds();
        await confirmations.sendDue();
        await favourites.sendDueMails();
        await accountDeletion.runDue();
        await accountDeletion.purge();
        await dataExport.runDue();
      },
      tools: !config.production,
      log,
    });
  }
  await registerStaticSite(app, config.clientDir, {
    // A consultant's page exists while the consultant is listed (docs/decisions/0040-verified-reviews.md).
    pageExists: async (page, params) =>
      page !== pages.consultantProfile || (await consultants.findBySlug(params.slug ?? ""))?.active === 1,
  });

  return app;
}

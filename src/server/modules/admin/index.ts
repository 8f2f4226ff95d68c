import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import type { AuthModule } from "../auth/index.ts";
import type { Consultants, StatusFollower } from "../consultants/index.ts";
import type { DataExport } from "../data-export/index.ts";
import type { Horoscopes } from "../horoscopes/index.ts";
import type { ReviewModeration } from "../reviews/index.ts";
import type { Mailer } from "../mail/index.ts";
import type { Users } from "../users/index.ts";
import type { AuditLog } from "./audit-log.ts";
import { createAuditLogPurge } from "./audit-retention-repo.ts";
import { createConsultantAdministration } from "./consultant-administration.ts";
import { adminConsultantsRoutes } from "./consultants-routes.ts";
import { adminDataExportRoutes } from "./data-export-routes.ts";
import { createCreditAdjustment } from "./credit-adjustment.ts";
import { adminHoroscopesRoutes } from "./horoscopes-routes.ts";
import { createAdminPasswordReset } from "./password-reset.ts";
import { adminSecondFactorRoutes } from "./second-factor-routes.ts";
import { adminReviewModerationRoutes } from "./review-moderation-routes.ts";
import { adminSettingsRoutes } from "./settings-routes.ts";
import { createAdminCancellation } from "./subscription-cancellation.ts";
import { adminUserActionsRoutes } from "./user-actions-routes.ts";
import { createAdminUserViews } from "./user-views.ts";
import { adminUsersRoutes } from "./users-routes.ts";

export { createAuditLog, type AuditLog, type AuditRecord } from "./audit-log.ts";

type UserViewDeps = Parameters<typeof createAdminUserViews>[0];
type CancellationDeps = Parameters<typeof createAdminCancellation>[0];

/**
 * The administration, the top layer: it reads what the modules below offer and acts through
 * their operations, writing an audit row in the transaction of every change.
 */
export function createAdminModule(deps: {
  db: Kysely<Database>;
  payments: AppConfig["payments"];
  brandName: string;
  log: FastifyBaseLogger;
  mailer: Mailer;
  audit: AuditLog;
  users: Users;
  auth: Pick<AuthModule, "auth" | "sessions" | "secondFactors" | "cookies">;
  consultants: Pick<Consultants, "within">;
  /** Run inside a status change's transaction, after its event is written. */
  statusFollowers: readonly StatusFollower[];
  /** Told after a status change has committed (the live status feed of this process). */
  statusChanged: () => void;
  calls: UserViewDeps["calls"];
  declarations: UserViewDeps["declarations"];
  horoscopes: Horoscopes;
  subscriptions: UserViewDeps["subscriptions"] & CancellationDeps["subscriptions"];
  cancelFor: CancellationDeps["cancelFor"];
  paymentRecords: UserViewDeps["payments"];
  credits: UserViewDeps["credits"];
  creditLedger: UserViewDeps["creditLedger"] & Parameters<typeof createCreditAdjustment>[0]["creditLedger"];
  card: Parameters<typeof adminSettingsRoutes>[0]["card"];
  dataExport: Pick<DataExport, "archiveOf">;
  clock: { now(): Date };
  reviewModeration: Pick<ReviewModeration, "queue" | "decideWithin" | "mailDecision">;
}) {
  const { db, audit, users, auth, brandName, log, mailer } = deps;
  const plugin = modulePlugin(async (app) => {
    await app.register(adminSettingsRoutes({ payments: deps.payments, card: deps.card, audit, db }));
    await app.register(adminHoroscopesRoutes({ horoscopes: deps.horoscopes, audit, db }));
    await app.register(adminSecondFactorRoutes({ ...auth, audit, db, brandName }));
    const views = createAdminUserViews({
      db,
      users,
      subscriptions: deps.subscriptions,
      payments: deps.paymentRecords,
      credits: deps.credits,
      creditLedger: deps.creditLedger,
      calls: deps.calls,
      declarations: deps.declarations,
      sessions: auth.sessions,
    });
    await app.register(
      adminUsersRoutes({ audit, views, nameOf: async (userId) => (await users.findById(userId))?.name ?? null }),
    );
    await app.register(
      adminUserActionsRoutes({
        cancel: createAdminCancellation({
          db,
          users,
          subscriptions: deps.subscriptions,
          cancelFor: deps.cancelFor,
          audit,
          mailer,
          brandName,
          log,
        }),
        resetPassword: createAdminPasswordReset({
          db,
          users,
          sessions: auth.sessions,
          audit,
          confirm: (userId) => auth.auth.confirmPasswordSetByAdministration(userId),
        }),
        adjustCredits: createCreditAdjustment({ db, creditLedger: deps.creditLedger, users, audit }),
      }),
    );
    await app.register(
      adminConsultantsRoutes(
        createConsultantAdministration({
          db,
          consultants: deps.consultants,
          audit,
          statusFollowers: deps.statusFollowers,
          statusChanged: deps.statusChanged,
        }),
      ),
    );
    await app.register(
      adminDataExportRoutes({
        db,
        audit,
        brandName,
        dataExport: deps.dataExport,
        users: deps.users,
        clock: deps.clock,
      }),
    );
    await app.register(adminReviewModerationRoutes({ db, audit, reviews: deps.reviewModeration }));
  });
  return {
    /** The audit log's rows after 3 years (docs/decisions/0039). */
    expiredAuditRows: createAuditLogPurge(db),
    plugin,
  };
}

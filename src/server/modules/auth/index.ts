import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { createKnownKeyCheck } from "../../http/idempotency.ts";
import { accountRoutes, type AfterRegistration, type ViewUser } from "./account-routes.ts";
import { createCookieJar } from "./cookies.ts";
import { eraseLoginsOf } from "./erasure-repo.ts";
import { createLoginRecordsPurge } from "./retention-repo.ts";
import { createPayer } from "./payer.ts";
import { createRegistrationFlow } from "./registration-flow.ts";
import { createRegistrationGrants } from "./registration-grants.ts";
import { createResetTokens } from "./reset-tokens.ts";
import { authRoutes } from "./routes.ts";
import { createSecondFactorStore } from "./second-factor-store.ts";
import { createAuthService, type AuthServiceDeps } from "./service.ts";
import { registerSessionResolver } from "./session-plugin.ts";
import { createSessionStore } from "./session-store.ts";
import { personalDataOf } from "./personal-data-repo.ts";

export type { ViewUser } from "./account-routes.ts";
export type { RecoveryCodeUse } from "./service.ts";
export { authMessages, isAdminSession, requireAdmin, requireUser } from "./session-plugin.ts";

/**
 * Logins, sessions, the second factor, password resets and the registration flow. Its plugin
 * resolves the session of every API request and registers the login and account routes.
 */
export function createAuthModule(
  deps: Omit<AuthServiceDeps, "sessions" | "secondFactors" | "grants" | "resetTokens"> & {
    db: Kysely<Database>;
    production: boolean;
    /** The user as the API shows them, with the membership that gives access now. */
    viewUser: ViewUser;
    /** What follows a new account with an address: its confirmation link (docs/decisions/0051). */
    afterRegistration: AfterRegistration;
  },
) {
  const { db, users, viewUser, rateLimiter, afterRegistration } = deps;
  const cookies = createCookieJar(deps.production);
  const sessions = createSessionStore(db);
  const secondFactors = createSecondFactorStore(db);
  const grants = createRegistrationGrants(db);
  const registrationFlow = createRegistrationFlow(grants, cookies);
  const auth = createAuthService({ ...deps, sessions, secondFactors, grants, resetTokens: createResetTokens(db) });
  const plugin = modulePlugin(async (app) => {
    registerSessionResolver(app, { sessions, secondFactors, cookies, knownKey: createKnownKeyCheck(db) });
    await app.register(authRoutes({ auth, viewUser, cookies, registrationFlow }));
    await app.register(
      accountRoutes({ users, viewUser, auth, cookies, registrationFlow, rateLimiter, afterRegistration }),
    );
  });
  return {
    auth,
    cookies,
    sessions,
    secondFactors,
    registrationFlow,
    /** Who pays: the logged-in user or the account this browser just created (decision 0008). */
    payer: createPayer({ sessions, cookies, registrationFlow, users }),
    /** Ends every session and erases every login credential of an account being deleted. */
    eraseLoginsOf,
    /** Sessions and login tokens 30 days after they ended (docs/decisions/0039). */
    expiredLoginRecords: createLoginRecordsPurge(db),
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(db, person.id),
    plugin,
  };
}

export type AuthModule = ReturnType<typeof createAuthModule>;
export type Payer = AuthModule["payer"];
export type RegistrationFlow = AuthModule["registrationFlow"];
export type AuthService = AuthModule["auth"];
export type CookieJar = AuthModule["cookies"];
export type SessionStore = AuthModule["sessions"];
export type SecondFactorStore = AuthModule["secondFactors"];

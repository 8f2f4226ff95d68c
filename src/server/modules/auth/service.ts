import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { normalizePhone } from "../../../shared/domain/phone.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter, RateLimitName } from "../../http/rate-limit.ts";
import type { Mailer } from "../mail/index.ts";
import type { UserAccount, Users } from "../users/index.ts";
import { clientAddressKey } from "../../lib/client-address-key.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { secondFactorMessages } from "../../../shared/schemas/auth.ts";
import { ADMIN_USER_ID } from "../../../shared/domain/administrator.ts";
import type { KnownDevice } from "./cookies.ts";
import { createLoginFailureBudget } from "./login-failure-budget.ts";
import type { RegistrationGrants } from "./registration-grants.ts";
import type { SecondFactorProof, SecondFactorStore } from "./second-factor-store.ts";
import type { ResetTokens } from "./reset-tokens.ts";
import { passwordChangedMail, type PasswordChangeWay } from "./password-changed-mail.ts";
import { hashToken, type SessionStore } from "./session-store.ts";

export const authServiceMessages = {
  invalidCredentials: "Ungültige Anmeldedaten.",
  autoLoginRefused: "Die automatische Anmeldung ist nicht möglich. Bitte melden Sie sich an.",
  forgotPasswordSent:
    "Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.",
  resetInvalid: "Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
  resetDone: "Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.",
  wrongCurrentPassword: "Das aktuelle Passwort ist nicht richtig. Es wurde nichts geändert.",
} as const;

export interface RecoveryCodeUse {
  userId: number;
  ip: string;
  recoveryCodesLeft: number;
  /** What the code opened: a login, or a change of the factor from a session that passed it. */
  purpose: "login" | "second_factor_change";
}

export interface AuthServiceDeps {
  users: Users;
  sessions: SessionStore;
  secondFactors: SecondFactorStore;
  grants: RegistrationGrants;
  resetTokens: ResetTokens;
  rateLimiter: RateLimiter;
  /** Writes the audit row of a spent recovery code, in the transaction that spends it. */
  auditRecoveryCodeUse: (executor: Kysely<Database>, use: RecoveryCodeUse) => Promise<void>;
  mailer: Mailer;
  publicOrigin: string;
  brandName: string;
  log: FastifyBaseLogger;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { users, sessions, secondFactors, grants, resetTokens, rateLimiter, mailer, publicOrigin, brandName, log } =
    deps;
  const { auditRecoveryCodeUse } = deps;
  // Verifying against a real hash for unknown accounts keeps the answer time the same,
  // so the response time does not tell whether an account exists.
  const dummyHash = hashPassword("kein-konto-vorhanden");
  const loginFailures = createLoginFailureBudget(rateLimiter);

  /** The account an identifier names, and the key its failed logins are counted under. */
  async function resolveIdentifier(identifier: string): Promise<{ user: UserAccount | undefined; failureKey: string }> {
    const byEmail = identifier.includes("@");
    const spelling = byEmail ? identifier.trim().toLowerCase() : normalizePhone(identifier);
    const user = await (byEmail ? users.findByEmail(spelling) : users.findByPhone(spelling));
    // Per account, not per spelling: guesses by phone, by e-mail and in every way of writing
    // either all count against the same budgets. An unknown identifier counts under its spelling.
    return { user, failureKey: user ? `user:${user.id}` : `unknown:${spelling}` };
  }

  /**
   * A code from the app or a recovery code, spent when it is right; 400 when it is wrong and
   * 429 after five wrong ones. The slot is reserved before the code is compared, so codes sent
   * all at once are counted one by one. A waiting login counts against its account (whoever
   * holds the password gets five codes per quarter hour, however many sessions they open); a
   * session that passed the factor and asks to change it counts against itself alone, so
   * nobody else's wrong codes lock it out.
   */
  async function checkSecondFactor(
    userId: number,
    code: string,
    asker: { pendingLogin: true } | { passedSessionToken: string },
    ip: string,
  ): Promise<SecondFactorProof> {
    const [name, key]: [RateLimitName, string] =
      "pendingLogin" in asker
        ? ["secondFactorFailuresPerAccount", `user:${userId}`]
        : ["secondFactorFailuresPerSession", `session:${hashToken(asker.passedSessionToken)}`];
    await rateLimiter.hit(name, key);
    const purpose = "pendingLogin" in asker ? "login" : "second_factor_change";
    const proof = await secondFactors.verify(userId, code, (executor, recoveryCodesLeft) =>
      auditRecoveryCodeUse(executor, { userId, ip, recoveryCodesLeft, purpose }),
    );
    if (!proof) throw new HttpError(400, secondFactorMessages.wrongCode);
    await rateLimiter.reset(name, key);
    return proof;
  }

  /** "Passwort geändert" to the account's address, if it has one; a failed send is logged, not thrown. */
  async function confirmPasswordChange(userId: number, how: PasswordChangeWay): Promise<void> {
    const user = await users.findById(userId);
    if (!user?.email) return;
    await mailer
      .send(passwordChangedMail({ name: user.name, email: user.email }, how, { brandName, publicOrigin }))
      .catch((err: unknown) => log.error({ err, userId }, "password changed mail failed"));
  }

  return {
    checkSecondFactor,

    /**
     * The password of a logged-in account, asked again before a change of its data. Counted
     * against the login's failure budget (docs/decisions/0021): 403 when wrong, 429 when spent.
     */
    async confirmPassword(userId: number, password: string, ip: string, knownDevice: KnownDevice | null) {
      const reservation = await loginFailures.reserve(`user:${userId}`, userId, ip, knownDevice);
      const user = await users.findById(userId);
      const ok = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
      if (!user || !ok) throw new HttpError(403, authServiceMessages.wrongCurrentPassword);
      await reservation.succeeded();
    },

    /** "Passwort geändert" after the administration set a new password (admin/password-reset.ts). */
    confirmPasswordSetByAdministration(userId: number): Promise<void> {
      return confirmPasswordChange(userId, "administration");
    },

    /** Sets a new password, ends every other session of the account and confirms it by mail. */
    async changePassword(userId: number, password: string, keepSessionToken: string): Promise<void> {
      await users.updatePasswordHash(userId, await hashPassword(password));
      await sessions.revokeOthersOf(userId, keepSessionToken);
      await confirmPasswordChange(userId, "profile");
    },

    /**
     * Same 401 for an unknown account and a wrong password; 429 after repeated failures. An
     * account with a second factor gets a session that waits for its code (secondFactorRequired).
     */
    async login(
      identifier: string,
      password: string,
      ip: string,
      knownDevice: KnownDevice | null,
    ): Promise<{ user: UserAccount; token: string; secondFactorRequired: boolean }> {
      await rateLimiter.hit("loginPerIp", clientAddressKey(ip));
      const { user, failureKey } = await resolveIdentifier(identifier);
      const reservation = await loginFailures.reserve(failureKey, user?.id ?? null, ip, knownDevice);
      const ok = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
      // An account waiting for its contract's end before its erasure logs in to a restricted
      // session (docs/decisions/0049); an erased one has no password that verifies.
      if (!user || !ok) {
        throw new HttpError(401, authServiceMessages.invalidCredentials);
      }
      await reservation.succeeded();
      const secondFactorRequired = user.id === ADMIN_USER_ID && (await secondFactors.isEnabled(user.id));
      // Whether the session waits for a code is decided here, once, and stored with it: a
      // factor switched off later never turns a waiting session into a full one.
      const token = await sessions.create(user.id, {
        secondFactorPending: secondFactorRequired,
        deletionPending: user.deletion_requested_at !== null,
      });
      return { user, token, secondFactorRequired };
    },

    /**
     * The second step of a login with a second factor: a correct code (or an unused recovery
     * code) turns the waiting session into a new one that has passed it. The new id means a
     * session id seen before the code was given is worth nothing afterwards.
     */
    async passSecondFactor(userId: number, sessionToken: string, code: string, ip: string): Promise<string> {
      await checkSecondFactor(userId, code, { pendingLogin: true }, ip);
      const token = await sessions.create(userId, { secondFactorPassed: true });
      await sessions.revoke(sessionToken);
      return token;
    },

    async startSession(userId: number): Promise<string> {
      return sessions.create(userId);
    },

    /** Ends the session and the registration grant this browser holds, if any. */
    async logout(sessionToken: string | null, grantToken: string | null = null): Promise<void> {
      if (sessionToken) await sessions.revoke(sessionToken);
      if (grantToken) await grants.revoke(grantToken);
    },

    /**
     * Only the account this browser created or paid for, and only once: the registration
     * grant is spent here, so a replayed cookie logs nobody in.
     */
    async autoLogin(requestedUserId: number, grantToken: string | null, ip: string): Promise<string> {
      await rateLimiter.hit("autoLoginPerIp", clientAddressKey(ip));
      if (grantToken === null || !(await grants.consume(grantToken, requestedUserId))) {
        throw new HttpError(401, authServiceMessages.autoLoginRefused);
      }
      return sessions.create(requestedUserId);
    },

    /** All forgot-password does before it answers: the same for every address. */
    async limitForgotPassword(email: string, ip: string): Promise<void> {
      await rateLimiter.hit("forgotPasswordPerIp", clientAddressKey(ip));
      await rateLimiter.hit("forgotPasswordPerEmail", email);
    },

    /** Runs after the answer went out; nothing happens for an unknown address. */
    async sendResetLink(email: string): Promise<void> {
      // An account waiting for its erasure gets the link too: its restricted login is the only
      // way to take the deletion back or see the fees still charged (docs/decisions/0049).
      const user = await users.findByEmail(email);
      if (!user?.email) return;
      const to = user.email;
      const token = await resetTokens.issue(user.id);
      const link = `${publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer
        .send({
          kind: "passwordReset",
          to,
          subject: `${brandName}: Passwort zurücksetzen`,
          text:
            `Hallo ${user.name},\n\nSie haben ein neues Passwort für Ihr Konto bei ${brandName} angefordert. ` +
            `Über diesen Link legen Sie es fest (30 Minuten gültig, nur einmal verwendbar):\n\n${link}\n\n` +
            `Wenn Sie das nicht waren, ignorieren Sie diese E-Mail einfach; Ihr Passwort bleibt dann unverändert.\n\n` +
            `Ihr ${brandName}-Team\n`,
        })
        .catch((err: unknown) => log.error({ err, userId: user.id }, "password reset mail failed"));
    },

    /** Spends the token, sets the password, ends every session of that account and confirms it by mail. */
    async resetPassword(token: string, password: string, ip: string): Promise<void> {
      await rateLimiter.hit("resetPasswordPerIp", clientAddressKey(ip));
      const userId = await resetTokens.consume(token);
      if (userId === null) throw new HttpError(400, authServiceMessages.resetInvalid);
      await users.updatePasswordHash(userId, await hashPassword(password));
      await sessions.revokeAllFor(userId);
      await confirmPasswordChange(userId, "reset");
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

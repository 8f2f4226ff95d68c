import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { renderSVG } from "uqr";
import { secondFactorCodeSchema, secondFactorMessages } from "../../../shared/schemas/auth.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import {
  adminSecondFactorMessages,
  recoveryCodesSchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
  type RecoveryCodes,
  type SecondFactorSetup,
  type SecondFactorStatus,
} from "../../../shared/schemas/second-factor.ts";
import type { Database } from "../../db/schema.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { HttpError } from "../../http/http-error.ts";
import { otpauthUri } from "../../lib/totp.ts";
import {
  authMessages,
  requireAdmin,
  type AuthService,
  type CookieJar,
  type SecondFactorStore,
  type SessionStore,
} from "../auth/index.ts";
import type { AuditLog } from "./audit-log.ts";

const tags = ["Verwaltung"];

interface Deps {
  secondFactors: SecondFactorStore;
  auth: AuthService;
  sessions: SessionStore;
  cookies: CookieJar;
  audit: AuditLog;
  db: Kysely<Database>;
  brandName: string;
}

/**
 * The administrator's second factor: set up with a QR code and a first code, recovery codes
 * renewed or the factor switched off only with a current code. Every change is audited.
 */
export function adminSecondFactorRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { secondFactors, auth, sessions, cookies, audit, db, brandName } = deps;

  /** Only a full session reaches these routes (requireAdmin), so it has a session cookie. */
  function passedSession(request: FastifyRequest): { passedSessionToken: string } {
    const token = cookies.readSession(request);
    if (token === null) throw new HttpError(401, authMessages.loginRequired);
    return { passedSessionToken: token };
  }

  return async (app) => {
    app.addHook("onRequest", async (request) => {
      requireAdmin(request);
    });

    app.get(
      "/api/admin/second-factor",
      {
        schema: {
          summary: "Zwei-Faktor-Anmeldung: Zustand",
          description:
            "Ob die Zwei-Faktor-Anmeldung eingerichtet ist und wie viele Wiederherstellungscodes übrig sind.",
          tags,
          security: sessionSecurity,
          response: { 200: secondFactorStatusSchema, ...messageResponses(401, 403) },
        },
      },
      async (request): Promise<SecondFactorStatus> => secondFactors.status(requireAdmin(request)),
    );

    app.post(
      "/api/admin/second-factor/setup",
      {
        schema: {
          summary: "Zwei-Faktor-Anmeldung einrichten",
          description:
            "Erzeugt einen neuen Schlüssel (TOTP nach RFC 6238: SHA-1, 6 Stellen, 30 Sekunden) mit QR-Code für " +
            "jede Authenticator-App. Er gilt erst nach dem ersten richtigen Code (…/confirm). 409, wenn die " +
            "Zwei-Faktor-Anmeldung schon eingerichtet ist.",
          tags,
          security: sessionSecurity,
          response: { 200: secondFactorSetupSchema, ...messageResponses(401, 403, 409) },
        },
      },
      async (request): Promise<SecondFactorSetup> => {
        const userId = requireAdmin(request);
        const secret = await secondFactors.begin(userId);
        if (secret === null) throw new HttpError(409, adminSecondFactorMessages.alreadyEnabled);
        // A new secret replaces one that waited for its first code: a change like any other,
        // and the first trace in the log if someone else's app ever receives the secret.
        await audit.record(db, {
          actorUserId: userId,
          action: "start_second_factor_setup",
          targetUserId: userId,
          before: null,
          after: { confirmed: false },
          ip: request.ip,
        });
        const uri = otpauthUri(brandName, "Administrator", secret);
        return { secret, otpauthUri: uri, qrCodeSvg: renderSVG(uri, { border: 2 }) };
      },
    );

    app.post(
      "/api/admin/second-factor/confirm",
      {
        schema: {
          summary: "Zwei-Faktor-Anmeldung bestätigen",
          description:
            "Der erste richtige Code aus der App schaltet die Zwei-Faktor-Anmeldung ein und liefert zehn " +
            "Wiederherstellungscodes, die nur diese eine Antwort enthält (gespeichert werden nur ihre Hashes). " +
            "Die laufende Sitzung gilt als bestätigt. Falscher Code 400.",
          tags,
          security: sessionSecurity,
          body: secondFactorCodeSchema,
          response: { 200: recoveryCodesSchema, ...messageResponses(400, 401, 403) },
        },
      },
      async (request): Promise<RecoveryCodes> => {
        const userId = requireAdmin(request);
        const codes = await secondFactors.confirm(userId, request.body.code);
        if (codes === null) {
          const message = (await secondFactors.isEnabled(userId))
            ? adminSecondFactorMessages.alreadyEnabled
            : secondFactorMessages.wrongCode;
          throw new HttpError(400, message);
        }
        const token = cookies.readSession(request);
        if (token) await sessions.markSecondFactorPassed(token);
        await audit.record(db, {
          actorUserId: userId,
          action: "enable_second_factor",
          targetUserId: userId,
          before: { enabled: false },
          after: { enabled: true, recoveryCodes: codes.length },
          ip: request.ip,
        });
        return { recoveryCodes: codes, message: adminSecondFactorMessages.enabled };
      },
    );

    app.post(
      "/api/admin/second-factor/recovery-codes",
      {
        schema: {
          summary: "Neue Wiederherstellungscodes",
          description:
            "Mit einem aktuellen Code: zehn neue Wiederherstellungscodes; die bisherigen gelten nicht mehr. " +
            "Falscher Code 400, ohne Zwei-Faktor-Anmeldung 409.",
          tags,
          security: sessionSecurity,
          body: secondFactorCodeSchema,
          response: { 200: recoveryCodesSchema, ...messageResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request): Promise<RecoveryCodes> => {
        const userId = requireAdmin(request);
        const before = await secondFactors.status(userId);
        if (!before.enabled) throw new HttpError(409, adminSecondFactorMessages.notEnabled);
        await auth.checkSecondFactor(userId, request.body.code, passedSession(request), request.ip);
        const codes = await secondFactors.renewRecoveryCodes(userId);
        await audit.record(db, {
          actorUserId: userId,
          action: "renew_recovery_codes",
          targetUserId: userId,
          before: { recoveryCodesLeft: before.recoveryCodesLeft },
          after: { recoveryCodesLeft: codes.length },
          ip: request.ip,
        });
        return { recoveryCodes: codes, message: adminSecondFactorMessages.renewed };
      },
    );

    app.post(
      "/api/admin/second-factor/disable",
      {
        schema: {
          summary: "Zwei-Faktor-Anmeldung ausschalten",
          description:
            "Mit einem aktuellen Code oder einem Wiederherstellungscode: entfernt Schlüssel und " +
            "Wiederherstellungscodes und beendet jede Sitzung, die nur mit dem Passwort angemeldet ist und " +
            "noch auf den Code wartet. Falscher Code 400, ohne Zwei-Faktor-Anmeldung 409.",
          tags,
          security: sessionSecurity,
          body: secondFactorCodeSchema,
          response: { 200: secondFactorStatusSchema, ...messageResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request): Promise<SecondFactorStatus> => {
        const userId = requireAdmin(request);
        if (!(await secondFactors.isEnabled(userId))) throw new HttpError(409, adminSecondFactorMessages.notEnabled);
        await auth.checkSecondFactor(userId, request.body.code, passedSession(request), request.ip);
        await db.transaction().execute(async (trx) => {
          await secondFactors.remove(userId, trx);
          // A session that logged in with the password and never gave a code must not outlive
          // the factor it was waiting for: it is ended, never promoted.
          await sessions.revokeUnconfirmedFor(userId, trx);
          await audit.record(trx, {
            actorUserId: userId,
            action: "disable_second_factor",
            targetUserId: userId,
            before: { enabled: true },
            after: { enabled: false },
            ip: request.ip,
          });
        });
        return secondFactors.status(userId);
      },
    );
  };
}

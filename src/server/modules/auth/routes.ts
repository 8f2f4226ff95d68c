import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponseSchema, messageResponses, type MessageResponse } from "../../../shared/schemas/message.ts";
import { userSchema, type User } from "../../../shared/schemas/users.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import {
  autoLoginSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  secondFactorCodeSchema,
  secondFactorMessages,
} from "../../../shared/schemas/auth.ts";
import { HttpError } from "../../http/http-error.ts";
import { isIdempotentReplay } from "../../http/idempotency.ts";
import type { ViewUser } from "./account-routes.ts";
import type { CookieJar } from "./cookies.ts";
import type { RegistrationFlow } from "./registration-flow.ts";
import type { AuthService } from "./service.ts";
import { authServiceMessages } from "./service.ts";
import { requireUser } from "./session-plugin.ts";
import { sessionMaxAgeSeconds } from "./session-store.ts";

interface Deps {
  auth: AuthService;
  viewUser: ViewUser;
  cookies: CookieJar;
  registrationFlow: RegistrationFlow;
}

const tags = ["Konto"];

export function authRoutes({ auth, viewUser, cookies, registrationFlow }: Deps): FastifyPluginAsyncZod {
  // A fresh id at every login: a session id planted before login is worthless afterwards.
  async function replaceSession(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    const previous = cookies.readSession(request);
    if (previous) await auth.logout(previous);
    cookies.setSession(reply, token, sessionMaxAgeSeconds);
  }

  /**
   * A browser with a full session becomes a known device of the account: its own failed logins
   * count against itself alone (docs/decisions/0021). One it already holds for the account stays.
   */
  function rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: number): void {
    const held = cookies.readKnownDevice(request);
    const deviceId = held?.userId === userId ? held.deviceId : randomBytes(18).toString("base64url");
    cookies.setKnownDevice(reply, { userId, deviceId });
  }

  /** The account view, marked while the session still waits for the second factor. */
  async function viewSession(userId: number, secondFactorRequired: boolean): Promise<User> {
    const user = await viewUser(userId);
    return secondFactorRequired ? { ...user, secondFactorRequired: true } : user;
  }

  return async (app) => {
    app.get(
      "/api/auth/me",
      {
        schema: {
          summary: "Angemeldetes Konto",
          description: "Das Konto der aktuellen Sitzung mit seiner Mitgliedschaft; 401 ohne Anmeldung.",
          tags,
          security: sessionSecurity,
          response: { 200: userSchema, ...messageResponses(401) },
        },
      },
      async (request): Promise<User> => viewSession(requireUser(request), request.secondFactorPending),
    );

    app.post(
      "/api/auth/login",
      {
        schema: {
          summary: "Anmelden",
          description:
            "Meldet mit Telefonnummer oder E-Mail-Adresse und Passwort an und setzt ein neues Sitzungs-Cookie. " +
            "Unbekanntes Konto und falsches Passwort antworten gleich; nach zu vielen Fehlversuchen 429.",
          tags,
          body: loginSchema,
          response: { 200: userSchema, ...messageResponses(400, 401, 429) },
        },
      },
      async (request, reply): Promise<User> => {
        const { user, token, secondFactorRequired } = await auth.login(
          request.body.identifier,
          request.body.password,
          request.ip,
          cookies.readKnownDevice(request),
        );
        await replaceSession(request, reply, token);
        if (!secondFactorRequired) rememberDevice(request, reply, user.id);
        return viewSession(user.id, secondFactorRequired);
      },
    );

    app.post(
      "/api/auth/second-factor",
      {
        schema: {
          summary: "Anmeldung mit dem zweiten Faktor bestätigen",
          description:
            "Zweiter Schritt der Anmeldung eines Kontos mit Zwei-Faktor-Anmeldung: der sechsstellige Code der " +
            "Authenticator-App (jeder Code gilt einmal) oder ein unbenutzter Wiederherstellungscode. Ersetzt die " +
            "Sitzung durch eine neue mit vollen Rechten. Falscher Code 400, nach fünf Fehlversuchen 429.",
          tags,
          security: sessionSecurity,
          body: secondFactorCodeSchema,
          response: { 200: userSchema, ...messageResponses(400, 401, 429) },
        },
      },
      async (request, reply): Promise<User> => {
        const userId = requireUser(request);
        const current = cookies.readSession(request);
        if (!request.secondFactorPending || current === null) {
          throw new HttpError(400, secondFactorMessages.notPending);
        }
        const token = await auth.passSecondFactor(userId, current, request.body.code, request.ip);
        cookies.setSession(reply, token, sessionMaxAgeSeconds);
        rememberDevice(request, reply, userId);
        return viewUser(userId);
      },
    );

    app.post(
      "/api/auth/logout",
      {
        schema: {
          summary: "Abmelden",
          description: "Beendet die Sitzung und löscht das Sitzungs-Cookie; antwortet auch ohne Sitzung mit 200.",
          tags,
          response: { 200: messageResponseSchema },
        },
      },
      async (request, reply): Promise<MessageResponse> => {
        await auth.logout(cookies.readSession(request), registrationFlow.token(request));
        cookies.clearSession(reply);
        registrationFlow.clear(reply);
        return { message: "Sie wurden abgemeldet." };
      },
    );

    app.post(
      "/api/auth/auto-login",
      {
        schema: {
          summary: "Nach der Registrierung anmelden",
          description:
            "Meldet das Konto an, das in diesem Browser gerade angelegt (oder bezahlt) wurde; ohne das " +
            "kurzlebige Registrierungs-Cookie 401, welche userId auch genannt wird.",
          tags,
          body: autoLoginSchema,
          response: { 200: userSchema, ...messageResponses(400, 401, 429) },
        },
      },
      async (request, reply): Promise<User> => {
        const token = await auth.autoLogin(request.body.userId, registrationFlow.token(request), request.ip);
        registrationFlow.clear(reply);
        await replaceSession(request, reply, token);
        return viewUser(request.body.userId);
      },
    );

    // The answer must not tell whether the address has an account, neither by its text nor by
    // its timing: before answering only the rate limits run, the same for every address; the
    // look-up, the token and the mail follow once the answer is out.
    app.post(
      "/api/auth/forgot-password",
      {
        config: { idempotent: true },
        schema: {
          summary: "Passwort vergessen",
          description:
            "Schickt einen Link zum Zurücksetzen an die Adresse, falls sie zu einem Konto gehört. Die Antwort " +
            "ist für jede Adresse dieselbe und kommt gleich schnell.",
          tags,
          body: forgotPasswordSchema,
          response: { 200: messageResponseSchema, ...messageResponses(400, 429) },
        },
        onResponse: async (request, reply) => {
          if (reply.statusCode !== 200 || isIdempotentReplay(request)) return;
          const { email } = request.body;
          setImmediate(() => {
            auth
              .sendResetLink(email)
              .catch((err: unknown) => request.log.error({ err }, "password reset link not sent"));
          });
        },
      },
      async (request) => {
        await auth.limitForgotPassword(request.body.email, request.ip);
        return { message: authServiceMessages.forgotPasswordSent } satisfies MessageResponse;
      },
    );

    app.post(
      "/api/auth/reset-password",
      {
        config: { idempotent: true },
        schema: {
          summary: "Passwort zurücksetzen",
          description:
            "Setzt mit dem Token aus dem E-Mail-Link ein neues Passwort (einmal gültig, 30 Minuten) und beendet " +
            "alle Sitzungen des Kontos.",
          tags,
          body: resetPasswordSchema,
          response: { 200: messageResponseSchema, ...messageResponses(400, 429) },
        },
      },
      async (request) => {
        await auth.resetPassword(request.body.token, request.body.password, request.ip);
        return { message: authServiceMessages.resetDone } satisfies MessageResponse;
      },
    );
  };
}

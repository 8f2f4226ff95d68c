import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { rowIdParam } from "../../../shared/schemas/fields.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponses } from "../../../shared/schemas/message.ts";
import {
  checkPhoneResponseSchema,
  createdUserResponseSchema,
  userSchema,
  type CheckPhoneResponse,
  type CreatedUserResponse,
  type User,
} from "../../../shared/schemas/users.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { birthDateSchema, checkPhoneSchema, createUserSchema, registerSchema } from "../../../shared/schemas/auth.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { clientAddressKey } from "../../lib/client-address-key.ts";
import { userMessages, type Users } from "../users/index.ts";
import type { CookieJar } from "./cookies.ts";
import type { RegistrationFlow } from "./registration-flow.ts";
import type { AuthService } from "./service.ts";
import { authMessages, isAdminSession, requireUser } from "./session-plugin.ts";
import { sessionMaxAgeSeconds } from "./session-store.ts";

/** A user looked up for the API, with the membership that gives access now (app.ts provides it). */
export type ViewUser = (userId: number) => Promise<User>;

/** Called once an account is created: mails the link that confirms its address (app.ts provides it). */
export type AfterRegistration = (user: { id: number; name: string; email: string | null }) => Promise<void>;

interface Deps {
  users: Pick<Users, "phoneExists" | "createAccount" | "findById" | "setMissingBirthDate">;
  viewUser: ViewUser;
  auth: AuthService;
  cookies: CookieJar;
  registrationFlow: RegistrationFlow;
  rateLimiter: RateLimiter;
  afterRegistration: AfterRegistration;
}

/**
 * A logged-in browser creates no further account: the new one would silently take over the
 * registration flow and the payment that follows, for an account the user did not mean.
 */
async function refuseWhileLoggedIn(request: FastifyRequest): Promise<void> {
  if (request.userId !== null) throw new HttpError(403, userMessages.alreadyLoggedIn);
}

const tags = ["Konto"];

export const birthDateMessages = {
  alreadyGiven:
    "Ihr Geburtsdatum ist bereits gespeichert. Für eine Korrektur schreiben Sie uns bitte über das Kontaktformular.",
} as const;

export function accountRoutes({
  users,
  viewUser,
  auth,
  cookies,
  registrationFlow,
  rateLimiter,
  afterRegistration,
}: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/check-phone-exists",
      {
        schema: {
          summary: "Telefonnummer prüfen",
          description: "Sagt, ob die Telefonnummer schon zu einem Konto gehört (vor der Registrierung).",
          tags,
          body: checkPhoneSchema,
          response: { 200: checkPhoneResponseSchema, ...messageResponses(400, 429) },
        },
      },
      async (request): Promise<CheckPhoneResponse> => {
        await rateLimiter.hit("checkPhonePerIp", clientAddressKey(request.ip));
        return { exists: await users.phoneExists(request.body.phone) };
      },
    );

    // The registration section: creates the account; the browser then logs in with it and pays.
    app.post(
      "/api/users",
      {
        config: { idempotent: true },
        schema: {
          summary: "Konto anlegen",
          description:
            "Legt das Konto der Registrierung an (Name, Telefonnummer, E-Mail, Passwort) und setzt das " +
            "Registrierungs-Cookie, mit dem der Browser danach anmeldet und bezahlt. Angemeldet: 403.",
          tags,
          body: createUserSchema,
          response: { 201: createdUserResponseSchema, ...messageResponses(400, 403, 409, 429) },
        },
        onRequest: refuseWhileLoggedIn,
      },
      async (request, reply): Promise<CreatedUserResponse> => {
        await rateLimiter.hit("createUserPerIp", clientAddressKey(request.ip));
        const user = await users.createAccount(request.body);
        await registrationFlow.start(reply, user.id);
        await afterRegistration(user);
        reply.code(201);
        return { id: user.id };
      },
    );

    // The simple registration page: creates the account and logs it in at once.
    app.post(
      "/api/register",
      {
        config: { idempotent: true },
        schema: {
          summary: "Registrieren und anmelden",
          description:
            "Die einfache Registrierung: legt das Konto ohne E-Mail-Adresse an und meldet es sofort an. " +
            "Angemeldet: 403.",
          tags,
          body: registerSchema,
          response: { 201: userSchema, ...messageResponses(400, 403, 409, 429) },
        },
        onRequest: refuseWhileLoggedIn,
      },
      async (request, reply): Promise<User> => {
        await rateLimiter.hit("createUserPerIp", clientAddressKey(request.ip));
        const user = await users.createAccount({ ...request.body, email: null });
        cookies.setSession(reply, await auth.startSession(user.id), sessionMaxAgeSeconds);
        await registrationFlow.start(reply, user.id);
        reply.code(201);
        return viewUser(user.id);
      },
    );

    // Accounts registered before the date of birth was asked give it once (docs/decisions/0033).
    // The same date again answers like the first time, so a repeated request is harmless.
    app.post(
      "/api/auth/birth-date",
      {
        schema: {
          summary: "Geburtsdatum nachtragen",
          description:
            "Ein Konto ohne Geburtsdatum (needsBirthDate) gibt es einmal an. Unter 18 wird es gespeichert und das " +
            "Konto kann danach weder bestellen noch telefonieren (minor); eine Mitgliedschaft bleibt kündbar. " +
            "Ist schon ein anderes Datum gespeichert: 409.",
          tags,
          security: sessionSecurity,
          body: birthDateSchema,
          response: { 200: userSchema, ...messageResponses(400, 401, 409) },
        },
      },
      async (request): Promise<User> => {
        const userId = requireUser(request);
        const { birthDate } = request.body;
        if (!(await users.setMissingBirthDate(userId, birthDate))) {
          const user = await users.findById(userId);
          if (user?.birth_date !== birthDate) throw new HttpError(409, birthDateMessages.alreadyGiven);
        }
        return viewUser(userId);
      },
    );

    app.get(
      "/api/users/:id",
      {
        schema: {
          summary: "Konto lesen",
          description: "Ein Konto mit seiner Mitgliedschaft; nur für das Konto selbst und den Administrator.",
          tags,
          security: sessionSecurity,
          params: z.object({ id: rowIdParam }),
          response: { 200: userSchema, ...messageResponses(400, 401, 403, 404) },
        },
      },
      async (request): Promise<User> => {
        const viewer = requireUser(request);
        if (viewer !== request.params.id && !isAdminSession(request)) throw new HttpError(403, authMessages.forbidden);
        return viewUser(request.params.id);
      },
    );
  };
}

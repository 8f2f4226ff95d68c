import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponses, type MessageResponse } from "../../../shared/schemas/message.ts";
import {
  changeEmailSchema,
  changeNameSchema,
  changePasswordSchema,
  changePhoneSchema,
  confirmEmailSchema,
  emailChangeRequestedSchema,
  emailChangeSchema,
  personalDataMessages,
  type EmailChange,
  type EmailChangeRequested,
} from "../../../shared/schemas/personal-data.ts";
import { messageResponseSchema } from "../../../shared/schemas/message.ts";
import { userSchema, type User } from "../../../shared/schemas/users.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { clientAddressKey } from "../../lib/client-address-key.ts";
import { requireUser, type AuthService, type CookieJar, type ViewUser } from "../auth/index.ts";
import type { PersonalDataService } from "./service.ts";

interface Deps {
  personalData: PersonalDataService;
  auth: Pick<AuthService, "confirmPassword" | "changePassword">;
  cookies: Pick<CookieJar, "readKnownDevice" | "readSession">;
  viewUser: ViewUser;
  rateLimiter: RateLimiter;
}

// The own account's group of the API description (http/api-description.ts).
const tags = ["Konto"];
const withPassword = "Braucht das aktuelle Passwort (falsch: 403, zu oft falsch: 429 wie bei der Anmeldung).";

export function personalDataRoutes({
  personalData,
  auth,
  cookies,
  viewUser,
  rateLimiter,
}: Deps): FastifyPluginAsyncZod {
  /** The logged-in account, after its current password was given right. */
  async function confirmed(request: FastifyRequest & { body: { currentPassword: string } }): Promise<number> {
    const userId = requireUser(request);
    await auth.confirmPassword(userId, request.body.currentPassword, request.ip, cookies.readKnownDevice(request));
    return userId;
  }

  return async (app) => {
    app.put(
      "/api/personal-data/name",
      {
        schema: {
          summary: "Name ändern",
          description: `Setzt den Namen (Regeln wie bei der Registrierung). ${withPassword}`,
          tags,
          security: sessionSecurity,
          body: changeNameSchema,
          response: { 200: userSchema, ...messageResponses(400, 401, 403, 429) },
        },
      },
      async (request): Promise<User> => {
        const userId = await confirmed(request);
        await personalData.changeName(userId, request.body.name);
        return viewUser(userId);
      },
    );

    app.put(
      "/api/personal-data/phone",
      {
        schema: {
          summary: "Telefonnummer ändern",
          description:
            "Setzt die Telefonnummer in ihrer einheitlichen Schreibweise wie bei der Registrierung; gehört sie schon " +
            `einem anderen Konto: 409. ${withPassword}`,
          tags,
          security: sessionSecurity,
          body: changePhoneSchema,
          response: { 200: userSchema, ...messageResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request): Promise<User> => {
        const userId = await confirmed(request);
        await personalData.changePhone(userId, request.body.phone);
        return viewUser(userId);
      },
    );

    app.get(
      "/api/personal-data/email",
      {
        schema: {
          summary: "Wartende E-Mail-Änderung",
          description: "Die neue Adresse, die noch auf ihren Bestätigungslink wartet, oder keine.",
          tags,
          security: sessionSecurity,
          response: { 200: emailChangeSchema, ...messageResponses(401) },
        },
      },
      async (request): Promise<EmailChange> => personalData.pendingEmail(requireUser(request)),
    );

    app.post(
      "/api/personal-data/email",
      {
        schema: {
          summary: "E-Mail-Adresse ändern",
          description:
            "Sendet einen Bestätigungslink (24 Stunden, einmal verwendbar) an die neue Adresse und benachrichtigt die " +
            "bisherige; die neue gilt erst mit dem Link. Adresse eines anderen Kontos: 409. " +
            withPassword,
          tags,
          security: sessionSecurity,
          body: changeEmailSchema,
          response: { 200: emailChangeRequestedSchema, ...messageResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request): Promise<EmailChangeRequested> => {
        const userId = await confirmed(request);
        const pending = await personalData.requestEmailChange(userId, request.body.email);
        return { ...pending, message: personalDataMessages.emailLinkSent };
      },
    );

    app.post(
      "/api/personal-data/email/confirm",
      {
        schema: {
          summary: "Neue E-Mail-Adresse bestätigen",
          description:
            "Löst den Link aus der Bestätigungsmail für das angemeldete Konto ein; die bisherige Adresse wird " +
            "benachrichtigt. Ungültig, abgelaufen oder schon verwendet: 400.",
          tags,
          security: sessionSecurity,
          body: confirmEmailSchema,
          response: { 200: userSchema, ...messageResponses(400, 401, 409, 429) },
        },
      },
      async (request): Promise<User> => {
        const userId = requireUser(request);
        await rateLimiter.hit("emailChangeLinkPerIp", clientAddressKey(request.ip));
        await personalData.confirmEmailChange(userId, request.body.token);
        return viewUser(userId);
      },
    );

    app.put(
      "/api/personal-data/password",
      {
        schema: {
          summary: "Passwort ändern",
          description:
            "Setzt ein neues Passwort (Regeln wie bei der Registrierung), beendet alle anderen Sitzungen des Kontos " +
            `und bestätigt es per E-Mail ("Passwort geändert"). ${withPassword}`,
          tags,
          security: sessionSecurity,
          body: changePasswordSchema,
          response: { 200: messageResponseSchema, ...messageResponses(400, 401, 403, 429) },
        },
      },
      async (request): Promise<MessageResponse> => {
        const userId = await confirmed(request);
        // A resolved session has its cookie; the session kept is the one that asked.
        await auth.changePassword(userId, request.body.newPassword, cookies.readSession(request) ?? "");
        return { message: personalDataMessages.passwordChanged };
      },
    );
  };
}

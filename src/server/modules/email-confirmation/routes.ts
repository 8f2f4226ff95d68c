import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  confirmEmailAddressSchema,
  emailConfirmationMessages,
  emailConfirmationSentSchema,
  emailConfirmationStateSchema,
  type EmailConfirmationSent,
  type EmailConfirmationState,
} from "../../../shared/schemas/email-confirmation.ts";
import { messageResponses, messageResponseSchema, type MessageResponse } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { clientAddressKey } from "../../lib/client-address-key.ts";
import { requireUser } from "../auth/index.ts";
import type { EmailConfirmationService } from "./service.ts";

// The own account's group of the API description (http/api-description.ts).
const tags = ["Konto"];

export function emailConfirmationRoutes(deps: {
  confirmation: EmailConfirmationService;
  rateLimiter: RateLimiter;
}): FastifyPluginAsyncZod {
  const { confirmation, rateLimiter } = deps;
  return async (app) => {
    app.get(
      "/api/email-confirmation",
      {
        schema: {
          summary: "Bestätigung der E-Mail-Adresse",
          description: "Die Adresse des Kontos und ob sie über ihren Link bestätigt ist.",
          tags,
          security: sessionSecurity,
          response: { 200: emailConfirmationStateSchema, ...messageResponses(401) },
        },
      },
      async (request): Promise<EmailConfirmationState> => confirmation.stateOf(requireUser(request)),
    );

    app.post(
      "/api/email-confirmation/resend",
      {
        schema: {
          summary: "Bestätigungslink erneut senden",
          description:
            "Sendet einen neuen Bestätigungslink (7 Tage, einmal verwendbar) an die Adresse des Kontos; der " +
            "vorige gilt nicht mehr. Höchstens drei am Tag; schon bestätigt: 409, keine Adresse: 400.",
          tags,
          security: sessionSecurity,
          response: { 200: emailConfirmationSentSchema, ...messageResponses(400, 401, 409, 429) },
        },
      },
      async (request): Promise<EmailConfirmationSent> => {
        const state = await confirmation.resend(requireUser(request));
        return { ...state, message: emailConfirmationMessages.linkSent };
      },
    );

    app.post(
      "/api/email-confirmation/confirm",
      {
        schema: {
          summary: "E-Mail-Adresse bestätigen",
          description:
            "Löst den Link aus der Bestätigungsmail ein, auch ohne Anmeldung. Ungültig oder schon verwendet: 400; " +
            "abgelaufen: 400 mit eigenem Text.",
          tags,
          body: confirmEmailAddressSchema,
          response: { 200: messageResponseSchema, ...messageResponses(400, 429) },
        },
      },
      async (request): Promise<MessageResponse> => {
        await rateLimiter.hit("emailConfirmationLinkPerIp", clientAddressKey(request.ip));
        await confirmation.confirm(request.body.token);
        return { message: emailConfirmationMessages.confirmed };
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactSchema } from "../../../shared/schemas/contact.ts";
import { contactResponseSchema, type ContactResponse } from "../../../shared/schemas/contact.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import type { ContactService } from "./service.ts";

export const contactSuccessMessage = "Vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.";

export function contactRoutes(service: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/contact",
      {
        config: { idempotent: true },
        schema: {
          summary: "Kontaktformular",
          description:
            "Schickt eine Nachricht an den Support; ohne Anmeldung, mit Begrenzung je Adresse und E-Mail. Die Nachricht " +
            "eines angemeldeten Premium-Mitglieds wird als Prioritäts-Anfrage markiert.",
          tags: ["Website"],
          body: contactSchema,
          response: { 200: contactResponseSchema, ...messageResponses(400, 429) },
        },
      },
      async (request): Promise<ContactResponse> => {
        await service.submit(request.body, request.ip, request.userId);
        return { message: contactSuccessMessage };
      },
    );
  };
}

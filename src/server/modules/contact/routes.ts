import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactSchema } from "../../../shared/schemas/contact.ts";
import type { ContactResponse } from "../../../shared/schemas/contact.ts";
import type { ContactService } from "./service.ts";

export const contactSuccessMessage = "Vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.";

export function contactRoutes(service: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post("/api/contact", { schema: { body: contactSchema } }, async (request): Promise<ContactResponse> => {
      await service.submit(request.body, request.ip);
      return { message: contactSuccessMessage };
    });
  };
}

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registrationConversionSchema } from "../../../shared/schemas/auth.ts";
import type { CookieJar } from "../auth/cookies.ts";
import type { ConversionsRepo } from "./repo.ts";

export function conversionsRoutes(conversions: ConversionsRepo, cookies: CookieJar): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * Stored for a later upload to the ad platform, only with a click id, and only for the
     * account this browser just created: nobody can attribute sign-ups to someone else.
     */
    app.post("/api/conversions/registration", { schema: { body: registrationConversionSchema } }, async (request, reply) => {
      const { gclid, userId } = request.body;
      const stored = Boolean(gclid) && cookies.readRegistrationFlow(request) === userId;
      if (stored) {
        await conversions.insert({ kind: "registration", userId, gclid: gclid ?? null, msclkid: null, payload: { value: 0, currency: "EUR" } });
      }
      return reply.code(stored ? 201 : 200).send({ stored });
    });
  };
}

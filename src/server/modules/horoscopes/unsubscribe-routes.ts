import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { horoscopeUnsubscribeQuerySchema } from "../../../shared/schemas/horoscopes.ts";
import { messageResponses, messageResponseSchema, type MessageResponse } from "../../../shared/schemas/message.ts";
import { HttpError } from "../../http/http-error.ts";
import type { HoroscopeMailing } from "./mailing.ts";

export const unsubscribeTexts = {
  done: "Sie erhalten das Monatshoroskop nicht mehr per E-Mail. Sie können es jederzeit in Ihrem Profil wieder bestellen.",
  invalid:
    "Dieser Abmeldelink ist ungültig. Sie können das Monatshoroskop auch in Ihrem Profil unter „Mein Horoskop“ abbestellen.",
} as const;

const tags = ["Horoskope"];

/** Unsubscribing from the monthly mail without login, from the mail's link or its header. */
export function horoscopeUnsubscribeRoutes(mailing: HoroscopeMailing): FastifyPluginAsyncZod {
  return async (app) => {
    // Mail programs send the one-click unsubscribe (RFC 8058) as a form; its body says
    // nothing the address does not, so it is not read.
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, _body, done) =>
      done(null, undefined),
    );

    app.post(
      "/api/horoscopes/unsubscribe",
      {
        schema: {
          summary: "Monatshoroskop per E-Mail abbestellen",
          description:
            "Schaltet die monatliche Horoskop-E-Mail ab, ohne Anmeldung: u ist das Konto, t die Signatur aus dem " +
            "Link der E-Mail. Auch als Ein-Klick-Abmeldung des Mailprogramms (List-Unsubscribe-Post). Ungültige " +
            "Links 400.",
          tags,
          querystring: horoscopeUnsubscribeQuerySchema,
          response: { 200: messageResponseSchema, ...messageResponses(400) },
        },
      },
      async (request): Promise<MessageResponse> => {
        const { u, t } = request.query;
        if (!(await mailing.unsubscribe(u, t))) throw new HttpError(400, unsubscribeTexts.invalid);
        return { message: unsubscribeTexts.done };
      },
    );
  };
}

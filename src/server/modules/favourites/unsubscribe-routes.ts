import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  alertUnsubscribedSchema,
  alertUnsubscribeSchema,
  favouriteMessages,
} from "../../../shared/schemas/favourites.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Consultants } from "../consultants/index.ts";
import type { FavouritesRepo } from "./repo.ts";
import { readAlertUnsubscribeToken } from "./unsubscribe-token.ts";

const tags = ["Favoriten"];

export const unsubscribedText = (name: string) =>
  `Sie erhalten keine Benachrichtigung mehr, wenn ${name} verfügbar wird.`;

/** Ending an alert from its mail without login: the page's button or the mail program's one click (RFC 8058). */
export function alertUnsubscribeRoutes(deps: {
  repo: FavouritesRepo;
  consultants: Pick<Consultants, "findById">;
  secrets: readonly string[];
}): FastifyPluginAsyncZod {
  // Idempotent: a second click finds the alert gone and answers the same.
  async function unsubscribe(token: string) {
    const named = readAlertUnsubscribeToken(deps.secrets, token);
    if (!named) throw new HttpError(400, favouriteMessages.badToken);
    await deps.repo.removeAlertById(named.alertId, named.consultantId);
    const consultant = await deps.consultants.findById(named.consultantId);
    const consultantName = consultant?.name ?? "der Berater";
    const consultantSlug = consultant?.active === 1 ? consultant.slug : null;
    return { consultantName, consultantSlug, message: unsubscribedText(consultantName) };
  }

  return async (app) => {
    // Mail programs send the one-click unsubscribe as a form whose body says nothing the
    // address does not, so it is not read.
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, _body, done) =>
      done(null, undefined),
    );

    app.post(
      "/api/availability-alerts/unsubscribe",
      {
        config: { rateLimit: "alertUnsubscribePerIp" },
        schema: {
          summary: "Benachrichtigung abbestellen",
          description:
            "Beendet eine Benachrichtigung „wenn verfügbar“ ohne Anmeldung, mit dem Token aus dem Link der E-Mail. " +
            "Eine Wiederholung antwortet gleich. Ungültiger Token 400.",
          tags,
          body: alertUnsubscribeSchema,
          response: { 200: alertUnsubscribedSchema, ...messageResponses(400, 429) },
        },
      },
      async (request) => unsubscribe(request.body.token),
    );

    app.post(
      "/api/availability-alerts/unsubscribe-one-click",
      {
        config: { rateLimit: "alertUnsubscribePerIp" },
        schema: {
          summary: "Benachrichtigung abbestellen (Ein-Klick)",
          description:
            "Die Ein-Klick-Abmeldung des Mailprogramms (List-Unsubscribe-Post, RFC 8058): der Token steht in der Adresse.",
          tags,
          querystring: alertUnsubscribeSchema,
          response: { 200: alertUnsubscribedSchema, ...messageResponses(400, 429) },
        },
      },
      async (request) => unsubscribe(request.query.token),
    );
  };
}

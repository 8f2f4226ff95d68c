import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  availabilityAlertSchema,
  favouriteMessages,
  favouriteParamsSchema,
  favouritesSchema,
} from "../../../shared/schemas/favourites.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { FavouritesService } from "./service.ts";

const tags = ["Favoriten"];

/** A guest is told why, in the words of this feature: favourites need an account (auth/route-proof.ts). */
const guestConfig = { guestMessage: favouriteMessages.loginRequired };

function userOf(request: { userId: number | null }): number {
  if (request.userId === null) throw new HttpError(401, favouriteMessages.loginRequired);
  return request.userId;
}

/** The signed-in user's favourite consultants and their alerts (docs/decisions/0042). */
export function favouritesRoutes(deps: {
  service: FavouritesService;
  rateLimiter: RateLimiter;
}): FastifyPluginAsyncZod {
  const { service, rateLimiter } = deps;
  const writer = async (request: { userId: number | null }) => {
    const userId = userOf(request);
    await rateLimiter.hit("favouriteWritesPerAccount", String(userId));
    return userId;
  };
  const writeResponses = { 200: favouritesSchema, ...messageResponses(400, 401, 404, 429) };

  return async (app) => {
    app.get(
      "/api/favourites",
      {
        schema: {
          summary: "Meine Berater",
          description: "Die Favoriten des angemeldeten Kontos, jeder mit seiner Benachrichtigung (oder null).",
          tags,
          security: sessionSecurity,
          response: { 200: favouritesSchema, ...messageResponses(401) },
        },
        config: guestConfig,
      },
      async (request) => service.list(userOf(request)),
    );

    app.put(
      "/api/favourites/:consultantId",
      {
        schema: {
          summary: "Berater merken",
          description:
            "Merkt den Berater als Favoriten; eine Wiederholung ändert nichts. 404 für einen unbekannten Berater.",
          tags,
          security: sessionSecurity,
          params: favouriteParamsSchema,
          response: writeResponses,
        },
        config: guestConfig,
      },
      async (request) => service.add(await writer(request), request.params.consultantId),
    );

    app.delete(
      "/api/favourites/:consultantId",
      {
        schema: {
          summary: "Berater nicht mehr merken",
          description: "Entfernt den Favoriten und seine Benachrichtigung; eine Wiederholung ändert nichts.",
          tags,
          security: sessionSecurity,
          params: favouriteParamsSchema,
          response: writeResponses,
        },
        config: guestConfig,
      },
      async (request) => service.remove(await writer(request), request.params.consultantId),
    );

    app.put(
      "/api/favourites/:consultantId/alert",
      {
        schema: {
          summary: "Benachrichtigen, wenn verfügbar",
          description:
            "Eine E-Mail, wenn der Berater verfügbar wird: höchstens eine in sechs Stunden, zwischen 8 und 22 Uhr " +
            "(Berliner Zeit), mit anyHour zu jeder Stunde. Nur für Favoriten (sonst 409).",
          tags,
          security: sessionSecurity,
          params: favouriteParamsSchema,
          body: availabilityAlertSchema,
          response: { ...writeResponses, ...messageResponses(409) },
        },
        config: guestConfig,
      },
      async (request) => service.setAlert(await writer(request), request.params.consultantId, request.body.anyHour),
    );

    app.delete(
      "/api/favourites/:consultantId/alert",
      {
        schema: {
          summary: "Benachrichtigung abschalten",
          description: "Schaltet die E-Mail ab, wenn der Berater verfügbar wird; eine Wiederholung ändert nichts.",
          tags,
          security: sessionSecurity,
          params: favouriteParamsSchema,
          response: writeResponses,
        },
        config: guestConfig,
      },
      async (request) => service.removeAlert(await writer(request), request.params.consultantId),
    );
  };
}

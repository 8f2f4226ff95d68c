import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  horoscopesQuerySchema,
  horoscopesResponseSchema,
  myHoroscopeResponseSchema,
  myHoroscopeSettingsSchema,
  type HoroscopesResponse,
  type MyHoroscopeResponse,
} from "../../../shared/schemas/horoscopes.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { requireUser } from "../auth/index.ts";
import type { HoroscopesService } from "./service.ts";

const tags = ["Horoskope"];

/** Reading the monthly horoscopes, and a member's own sign and mail wish. */
export function horoscopesRoutes(horoscopes: HoroscopesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/horoscopes",
      {
        schema: {
          summary: "Monatshoroskope lesen",
          description:
            "Die Horoskope aller zwölf Sternzeichen für den aktuellen (oder mit month einen früheren) Monat. " +
            "Mitglieder erhalten alle vier Abschnitte und die Liste des Archivs; Gäste und Konten ohne " +
            "Mitgliedschaft nur den ersten Absatz je Sternzeichen. Frühere Monate: Gäste 401, Konten ohne " +
            "Mitgliedschaft 403, unbekannte Monate 404.",
          tags,
          querystring: horoscopesQuerySchema,
          response: { 200: horoscopesResponseSchema, ...messageResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply): Promise<HoroscopesResponse> => {
        // The answer depends on who asks: no shared cache may keep a member's copy.
        reply.header("Cache-Control", "private, no-store");
        return horoscopes.read(request.userId, request.query.month);
      },
    );

    app.get(
      "/api/horoscopes/me",
      {
        schema: {
          summary: "Eigenes Sternzeichen und Horoskop",
          description:
            "Sternzeichen oder Geburtsdatum, den E-Mail-Wunsch und das Horoskop des aktuellen Monats für das " +
            "eigene Sternzeichen. Nur für Mitglieder: Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          response: { 200: myHoroscopeResponseSchema, ...messageResponses(401, 403) },
        },
      },
      async (request, reply): Promise<MyHoroscopeResponse> => {
        reply.header("Cache-Control", "private, no-store");
        return horoscopes.mine(requireUser(request));
      },
    );

    app.put(
      "/api/horoscopes/me",
      {
        schema: {
          summary: "Sternzeichen und E-Mail-Wunsch speichern",
          description:
            "Speichert Sternzeichen oder Geburtsdatum (das Sternzeichen wird dann daraus berechnet) und ob das " +
            "Monatshoroskop per E-Mail kommen soll. Nur für Mitglieder: Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          body: myHoroscopeSettingsSchema,
          response: { 200: myHoroscopeResponseSchema, ...messageResponses(400, 401, 403) },
        },
      },
      async (request): Promise<MyHoroscopeResponse> => horoscopes.saveMine(requireUser(request), request.body),
    );
  };
}

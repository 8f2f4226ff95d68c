import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  consultantListSchema,
  extensionsMapSchema,
  type Consultant,
  type ExtensionsMap,
} from "../../../shared/schemas/consultants.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { sortByStatus } from "../../../shared/domain/consultants.ts";
import { requireUser } from "../auth/session-plugin.ts";
import type { ConsultantRow, ConsultantsRepo } from "./repo.ts";

function consultantView(row: ConsultantRow): Consultant {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    rating: row.rating,
    title: row.title,
    specialties: row.specialties,
    description: row.description,
    imageUrl: row.image_url,
    image_url: row.image_url,
    creditsPerMinute: row.credits_per_minute,
  };
}

const tags = ["Berater"];

export function consultantsRoutes(consultants: ConsultantsRepo): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/consultants",
      {
        schema: {
          summary: "Berater",
          description: "Alle Berater mit Status, Bewertung und Schwerpunkten, verfügbare zuerst; ohne Anmeldung.",
          tags,
          response: { 200: consultantListSchema },
        },
      },
      async (): Promise<Consultant[]> => sortByStatus((await consultants.list()).map(consultantView)),
    );

    // The same map twice: the spec's client asks the logged-in one first and the public one otherwise.
    app.get(
      "/api/extensions",
      {
        schema: {
          summary: "Durchwahlen (angemeldet)",
          description: "Die dreistelligen Durchwahlen der Berater für die Mitgliederlinie; nur mit Anmeldung.",
          tags,
          security: sessionSecurity,
          response: { 200: extensionsMapSchema, ...messageResponses(401) },
        },
      },
      async (request): Promise<ExtensionsMap> => {
        requireUser(request);
        return consultants.extensions();
      },
    );
    app.get(
      "/api/extensions/static",
      {
        schema: {
          summary: "Durchwahlen (öffentlich)",
          description: "Dieselben Durchwahlen ohne Anmeldung, für Besucher, die noch nicht angemeldet sind.",
          tags,
          response: { 200: extensionsMapSchema },
        },
      },
      async (): Promise<ExtensionsMap> => consultants.extensions(),
    );
  };
}

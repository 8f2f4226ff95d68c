import type { FastifyPluginAsync } from "fastify";
import type { Consultant, ExtensionsMap } from "../../../shared/schemas/consultants.ts";
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
  };
}

export function consultantsRoutes(consultants: ConsultantsRepo): FastifyPluginAsync {
  return async (app) => {
    app.get("/api/consultants", async (): Promise<Consultant[]> =>
      sortByStatus((await consultants.list()).map(consultantView)),
    );

    // The same map twice: the spec's client asks the logged-in one first and the public one otherwise.
    app.get("/api/extensions", async (request): Promise<ExtensionsMap> => {
      requireUser(request);
      return consultants.extensions();
    });
    app.get("/api/extensions/static", async (): Promise<ExtensionsMap> => consultants.extensions());
  };
}

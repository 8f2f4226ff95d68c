import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { consultantProfileSchema, type ConsultantProfile } from "../../../shared/schemas/consultants.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { reviewPageSchema, type ReviewPage } from "../../../shared/schemas/reviews.ts";
import { maxRowId } from "../../../shared/schemas/fields.ts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../http/http-error.ts";
import { consultantView, ratingDistribution, type Consultants } from "../consultants/index.ts";
import { publicReviewView } from "./public-views.ts";
import { ratingPeriodStart } from "./rating.ts";
import type { ReviewsRepo } from "./repo.ts";

const tags = ["Bewertungen"];
const pageSize = 20;
const notFound = "Diese Beraterin oder diesen Berater gibt es nicht.";

const slugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/, notFound),
});
const pageQuery = z.object({ before: z.coerce.number().int().positive().max(maxRowId).optional() });

export function publicReviewRoutes(deps: {
  reviews: ReviewsRepo;
  consultants: Pick<Consultants, "findBySlug">;
  clock: Clock;
}): FastifyPluginAsyncZod {
  const { reviews, consultants, clock } = deps;

  const listedConsultant = async (slug: string) => {
    const row = await consultants.findBySlug(slug);
    if (!row || row.active !== 1) throw new HttpError(404, notFound);
    return row;
  };

  const page = async (consultantId: number, before: number | null): Promise<ReviewPage> => {
    const since = ratingPeriodStart(clock.now()).toISOString();
    // One more than shown tells whether another page follows.
    const rows = await reviews.publishedPage(consultantId, since, before, pageSize + 1);
    const shown = rows.slice(0, pageSize);
    return {
      reviews: shown.map(publicReviewView),
      nextBefore: rows.length > pageSize ? (shown.at(-1)?.id ?? null) : null,
    };
  };

  return async (app) => {
    app.get(
      "/api/consultants/:slug",
      {
        schema: {
          summary: "Seite eines Beraters",
          description:
            "Ein gelisteter Berater mit der Verteilung seiner Sterne und den neuesten Bewertungen der letzten " +
            "12 Monate; jede beruht auf einem aufgezeichneten Anruf. Ohne Anmeldung.",
          tags,
          params: slugParams,
          response: { 200: consultantProfileSchema, ...messageResponses(400, 404) },
        },
      },
      async (request): Promise<ConsultantProfile> => {
        const row = await listedConsultant(request.params.slug);
        return {
          consultant: consultantView(row),
          ratingDistribution: ratingDistribution(row),
          reviews: await page(row.id, null),
        };
      },
    );

    app.get(
      "/api/consultants/:slug/reviews",
      {
        schema: {
          summary: "Weitere Bewertungen eines Beraters",
          description: "Die nächsten 20 Bewertungen, älter als die mit der Nummer `before`, neueste zuerst.",
          tags,
          params: slugParams,
          querystring: pageQuery,
          response: { 200: reviewPageSchema, ...messageResponses(400, 404) },
        },
      },
      async (request) => {
        const row = await listedConsultant(request.params.slug);
        return page(row.id, request.query.before ?? null);
      },
    );
  };
}

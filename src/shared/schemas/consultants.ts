import { z } from "zod";
import { reviewPageSchema } from "./reviews.ts";

/** A consultant as the API shows them; both image spellings are sent because both occur. */
export const consultantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  /**
   * The average of the verified reviews of the last 12 months (docs/decisions/0040); 0 while
   * there are none, which `reviewCount` tells apart from a bad rating.
   */
  rating: z.number(),
  /** How many verified reviews the average is made of. */
  reviewCount: z.number().int(),
  /** The consultant's own page is /berater/<slug>. */
  slug: z.string(),
  title: z.string(),
  specialties: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Uploaded portraits come in two sizes; the browser picks by pixel density. */
  imageSrcSet: z.string().nullable().optional(),
  /** The consultant's own price on the credit line; one credit is one cent. */
  creditsPerMinute: z.number().int(),
  /**
   * "Sprechzeiten" in their canonical form ("Mo–Fr 18–23 Uhr, Sa 10–14 Uhr",
   * shared/domain/working-hours.ts); null when the administration gave none.
   */
  workingHours: z.string().nullable(),
});
export type Consultant = z.output<typeof consultantSchema>;

export const consultantListSchema = z
  .array(consultantSchema)
  .describe("Alle Berater, verfügbare zuerst, dann beschäftigte, dann abwesende");

/** Consultant id -> 3-digit extension. */
export const extensionsMapSchema = z
  .record(z.string(), z.string())
  .describe("Berater-ID → dreistellige Durchwahl der Mitgliederlinie");
export type ExtensionsMap = z.output<typeof extensionsMapSchema>;

/** GET /api/consultants/:slug: one listed consultant, the spread of their stars and the newest reviews. */
export const consultantProfileSchema = z.object({
  consultant: consultantSchema,
  /** Reviews per star of the rating period: index 0 holds the one-star reviews, index 4 the five-star ones. */
  ratingDistribution: z.array(z.number().int()).length(5),
  /** The first page of reviews; more through GET /api/consultants/:slug/reviews?before=. */
  reviews: reviewPageSchema,
});
export type ConsultantProfile = z.output<typeof consultantProfileSchema>;

import { z } from "zod";

/** A consultant as the API shows them; both image spellings are sent because both occur. */
export const consultantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  rating: z.number(),
  title: z.string(),
  specialties: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Uploaded portraits come in two sizes; the browser picks by pixel density. */
  imageSrcSet: z.string().nullable().optional(),
  /** The consultant's own price on the credit line; one credit is one cent. */
  creditsPerMinute: z.number().int(),
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

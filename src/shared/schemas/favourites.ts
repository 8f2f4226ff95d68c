import { z } from "zod";
import { rowIdParam } from "./fields.ts";

// A user's favourite consultants and "Benachrichtigen, wenn verfügbar" (docs/decisions/0042).
// GET /api/favourites; PUT and DELETE /api/favourites/:consultantId;
// PUT and DELETE /api/favourites/:consultantId/alert; POST /api/availability-alerts/unsubscribe.

export { favouriteMessages } from "../domain/favourite-texts.ts";

export const favouriteParamsSchema = z.object({ consultantId: rowIdParam });

export const availabilityAlertSchema = z.object({
  /** true: mails at any hour; false: only between 8 and 22 Uhr (Berlin time). */
  anyHour: z.boolean(),
});
export type AvailabilityAlert = z.output<typeof availabilityAlertSchema>;

export const favouriteSchema = z.object({
  consultantId: z.number().int(),
  /** null: no mail when the consultant becomes available. */
  alert: availabilityAlertSchema.nullable(),
});

export const favouritesSchema = z.object({ favourites: z.array(favouriteSchema) });
export type Favourites = z.output<typeof favouritesSchema>;

/** The one-click unsubscribe of a mail's link or its List-Unsubscribe header; needs no login. */
export const alertUnsubscribeSchema = z.object({ token: z.string().min(10).max(200) });
export const alertUnsubscribedSchema = z.object({
  consultantName: z.string(),
  /** For the link to the consultant's page; null when the consultant is no longer listed. */
  consultantSlug: z.string().nullable(),
  message: z.string(),
});

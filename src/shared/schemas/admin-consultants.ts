import { z } from "zod";
import { rowIdParam } from "./fields.ts";
import { FALLBACK_EXTENSION } from "../domain/consultants.ts";
import { formatWorkingHours, parseWorkingHours, workingHoursMessages } from "../domain/working-hours.ts";

// The consultants as the administration keeps them (/api/admin/consultants/*): one schema for
// the edit form and the routes.

export const adminConsultantMessages = {
  name: "Name muss mindestens 2 Zeichen lang sein.",
  nameTooLong: "Der Name darf höchstens 100 Zeichen lang sein.",
  title: "Bitte geben Sie einen Titel mit höchstens 100 Zeichen an.",
  specialties: "Bitte geben Sie mindestens einen Schwerpunkt an (durch Kommas getrennt, höchstens 300 Zeichen).",
  description: "Bitte geben Sie eine Beschreibung mit höchstens 2.000 Zeichen an.",
  status: "Bitte wählen Sie einen Status: verfügbar, besetzt oder offline.",
  extension: "Die Durchwahl muss aus genau drei Ziffern bestehen.",
  fallbackExtension: `Die Durchwahl ${FALLBACK_EXTENSION} ist für die Weiterleitung reserviert.`,
  creditsPerMinute: "Der Preis muss eine ganze Zahl zwischen 1 und 1.000 Credits pro Minute sein.",
  extensionTaken: (extension: string, name: string) =>
    `Die Durchwahl ${extension} ist bereits an ${name} vergeben. Bitte wählen Sie eine andere.`,
  extensionTakenNoName: (extension: string) =>
    `Die Durchwahl ${extension} ist bereits vergeben. Bitte wählen Sie eine andere.`,
  notFound: "Dieser Berater wurde nicht gefunden.",
  portraitType: "Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.",
  portraitBroken:
    "Das Bild konnte nicht gelesen werden. Bitte laden Sie eine unbeschädigte JPEG-, PNG- oder WebP-Datei hoch.",
  portraitTooLarge: "Das Bild ist größer als 5 MB. Bitte laden Sie eine kleinere Datei hoch.",
  portraitEmpty: "Die Datei ist leer. Bitte wählen Sie ein Bild aus.",
} as const;

/** Upload limit of a portrait, in bytes. */
export const PORTRAIT_MAX_BYTES = 5 * 1024 * 1024;
/** The formats a portrait may have (the server checks the content, the browser the file's type). */
export const PORTRAIT_MIME_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp"];
/** The renditions the consultant card needs: 96 CSS pixels, once and at double density. */
export const PORTRAIT_WIDTHS = [96, 192] as const;

export const consultantStatuses = ["available", "busy", "offline"] as const;

const text = (min: number, max: number, message: string) =>
  z.string({ message }).trim().min(min, message).max(max, message);

export const adminConsultantInputSchema = z.object({
  name: z
    .string({ message: adminConsultantMessages.name })
    .trim()
    .min(2, adminConsultantMessages.name)
    .max(100, adminConsultantMessages.nameTooLong),
  title: text(1, 100, adminConsultantMessages.title),
  specialties: text(1, 300, adminConsultantMessages.specialties).refine(
    (value) => value.split(",").some((part) => part.trim() !== ""),
    adminConsultantMessages.specialties,
  ),
  description: text(1, 2000, adminConsultantMessages.description),
  status: z.enum(consultantStatuses, { message: adminConsultantMessages.status }),
  extension: z
    .string({ message: adminConsultantMessages.extension })
    .trim()
    .regex(/^\d{3}$/, adminConsultantMessages.extension)
    .refine((value) => value !== FALLBACK_EXTENSION, adminConsultantMessages.fallbackExtension),
  creditsPerMinute: z
    .number({ message: adminConsultantMessages.creditsPerMinute })
    .int(adminConsultantMessages.creditsPerMinute)
    .min(1, adminConsultantMessages.creditsPerMinute)
    .max(1000, adminConsultantMessages.creditsPerMinute),
  /**
   * "Sprechzeiten", e.g. "Mo–Fr 18–23 Uhr"; empty or null: none. Stored in the canonical form.
   * Null is taken too, because the editor sends this schema's own output (null for none).
   */
  workingHours: z
    .string()
    // Bounds the body (http/json-body-limit.ts); the rule's own limit is 120 characters.
    .max(200, workingHoursMessages.tooLong)
    .nullish()
    .transform((value) => value ?? "")
    .superRefine((value, ctx) => {
      const read = parseWorkingHours(value);
      if (!read.ok) ctx.addIssue({ code: "custom", message: read.message });
    })
    .transform((value) => {
      const read = parseWorkingHours(value);
      return read.ok && read.spans.length > 0 ? formatWorkingHours(read.spans) : null;
    }),
});
export type AdminConsultantInput = z.input<typeof adminConsultantInputSchema>;
export type AdminConsultantValues = z.output<typeof adminConsultantInputSchema>;

export const adminConsultantIdParamsSchema = z.object({ id: rowIdParam });

export const adminConsultantSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    specialties: z.string(),
    description: z.string(),
    status: z.string(),
    /** The average of the verified reviews (read only: it comes from reviews, docs/decisions/0040). */
    rating: z.number(),
    reviewCount: z.number().int(),
    extension: z.string(),
    creditsPerMinute: z.number().int(),
    workingHours: z.string().nullable(),
    /** False once deactivated: gone from the public list and the extensions, kept in call histories. */
    active: z.boolean(),
    deactivatedAt: z.string().nullable(),
    /** What the card shows: the uploaded portrait, else the bundled one, else none. */
    imageUrl: z.string().nullable(),
    hasUploadedPortrait: z.boolean(),
  })
  .describe("Ein Berater mit allem, was die Verwaltung pflegt");
export type AdminConsultant = z.output<typeof adminConsultantSchema>;

export const adminConsultantListSchema = z
  .array(adminConsultantSchema)
  .describe("Alle Berater einschließlich der deaktivierten, aktive zuerst, dann nach Name");

export const adminConsultantResponseSchema = z
  .object({ consultant: adminConsultantSchema, message: z.string() })
  .describe("Der Berater nach der Änderung und eine Bestätigung");
export type AdminConsultantResponse = z.output<typeof adminConsultantResponseSchema>;

/** GET /api/consultant-portraits/{file}: the hash and the width are in the name. */
export const portraitFileParamsSchema = z.object({
  file: z.string().regex(/^[a-f0-9]{32}-\d{2,4}\.webp$/),
});

export function portraitUrl(hash: string, width: number): string {
  return `/api/consultant-portraits/${hash}-${width}.webp`;
}

import { z } from "zod";
import { rowIdParam } from "./fields.ts";
import { isIsoDay } from "../domain/berlin-time.ts";
import { monthPattern } from "../domain/horoscope-month.ts";
import { zodiacSigns } from "../domain/zodiac.ts";

// The members' monthly horoscopes: what members, guests and the administrator send and read.

export const horoscopeMessages = {
  sign: "Bitte wählen Sie ein Sternzeichen.",
  birthDate: "Bitte geben Sie ein gültiges Geburtsdatum an.",
  month: "Bitte geben Sie einen Monat als JJJJ-MM an.",
  part: "Ein Abschnitt darf höchstens 4.000 Zeichen lang sein.",
  monthlyMail: "Bitte geben Sie an, ob Sie das Monatshoroskop per E-Mail erhalten möchten.",
  signs: "Bitte senden Sie die Texte für alle zwölf Sternzeichen, jedes genau einmal.",
} as const;

export const zodiacSignSchema = z.enum(zodiacSigns, { message: horoscopeMessages.sign });
export const monthSchema = z.string().regex(monthPattern, horoscopeMessages.month);

const part = z.string().max(4000, horoscopeMessages.part);

/** The four parts of one sign's monthly horoscope, each in the small Markdown subset. */
export const horoscopePartsSchema = z.object({
  love: part.describe("Liebe & Partnerschaft"),
  career: part.describe("Beruf & Finanzen"),
  wellbeing: part.describe("Wohlbefinden"),
  tip: part.describe("Tipp des Monats"),
});
export type HoroscopeParts = z.output<typeof horoscopePartsSchema>;

export const horoscopePartNames: ReadonlyArray<readonly [keyof HoroscopeParts, string]> = [
  ["love", "Liebe & Partnerschaft"],
  ["career", "Beruf & Finanzen"],
  ["wellbeing", "Wohlbefinden"],
  ["tip", "Tipp des Monats"],
];

/** One sign as a reader gets it: members the four parts, everyone else the first paragraph. */
export const horoscopeSignSchema = z.object({
  sign: zodiacSignSchema,
  /** The first paragraph of "Liebe & Partnerschaft". */
  teaser: z.string(),
  /** Null for guests and non-members: the server never sends them the full text. */
  parts: horoscopePartsSchema.nullable(),
});
export type HoroscopeSign = z.output<typeof horoscopeSignSchema>;

/** GET /api/horoscopes */
export const horoscopesQuerySchema = z.object({ month: monthSchema.optional() });

export const horoscopesResponseSchema = z
  .object({
    /** The month shown, or null when no month has been published yet. */
    month: z.string().nullable(),
    access: z.enum(["full", "teaser"]),
    signs: z.array(horoscopeSignSchema),
    /** Every published month up to now, newest first; members only, empty for everyone else. */
    archive: z.array(z.string()),
  })
  .describe("Die Horoskope eines Monats: für Mitglieder vollständig, sonst nur der erste Absatz");
export type HoroscopesResponse = z.output<typeof horoscopesResponseSchema>;

/** GET and PUT /api/horoscopes/me */
export const myHoroscopeSettingsSchema = z
  .object({
    sign: zodiacSignSchema.nullable(),
    /** YYYY-MM-DD; when given, the sign is computed from it and `sign` is ignored. */
    birthDate: z
      .string()
      .refine((value) => isIsoDay(value) && value >= "1900-01-01", horoscopeMessages.birthDate)
      .nullable(),
    monthlyMail: z.boolean({ message: horoscopeMessages.monthlyMail }),
  })
  .describe("Sternzeichen oder Geburtsdatum und der Wunsch nach dem Monatshoroskop per E-Mail");
export type MyHoroscopeSettings = z.output<typeof myHoroscopeSettingsSchema>;
export type MyHoroscopeSettingsInput = z.input<typeof myHoroscopeSettingsSchema>;

export const myHoroscopeResponseSchema = z
  .object({
    settings: myHoroscopeSettingsSchema,
    /** The latest published month up to now, or null. */
    month: z.string().nullable(),
    /** That month's horoscope for the member's sign, when a sign is set and the month exists. */
    horoscope: horoscopePartsSchema.nullable(),
  })
  .describe("Die Horoskop-Einstellungen des Mitglieds und sein Horoskop für den aktuellen Monat");
export type MyHoroscopeResponse = z.output<typeof myHoroscopeResponseSchema>;

/** Admin: /api/admin/horoscopes */
export const adminHoroscopeMonthParamsSchema = z.object({ month: monthSchema });

export const adminHoroscopeMonthSummarySchema = z.object({
  month: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** How many of the 48 parts have text. */
  filledParts: z.number().int(),
});

export const adminHoroscopeMonthsResponseSchema = z
  .object({ months: z.array(adminHoroscopeMonthSummarySchema) })
  .describe("Alle angelegten Horoskop-Monate, neueste zuerst");
export type AdminHoroscopeMonths = z.output<typeof adminHoroscopeMonthsResponseSchema>;

const signTextsSchema = horoscopePartsSchema.extend({ sign: zodiacSignSchema });
export type SignTexts = z.output<typeof signTextsSchema>;

export const adminHoroscopeMonthSchema = z
  .object({
    month: z.string(),
    publishedAt: z.string().nullable(),
    /** Always all twelve signs in the order of the zodiac; unwritten parts are empty. */
    signs: z.array(signTextsSchema),
  })
  .describe("Die Texte eines Monats für alle zwölf Sternzeichen");
export type AdminHoroscopeMonth = z.output<typeof adminHoroscopeMonthSchema>;

/** PUT /api/admin/horoscopes/{month} */
export const adminHoroscopeSaveSchema = z.object({
  signs: z
    .array(signTextsSchema)
    .length(12, horoscopeMessages.signs)
    .refine((signs) => new Set(signs.map((s) => s.sign)).size === 12, horoscopeMessages.signs),
});
export type AdminHoroscopeSaveInput = z.input<typeof adminHoroscopeSaveSchema>;

/** The unsubscribe link of the monthly mail: account and signature, no login needed. */
export const horoscopeUnsubscribeQuerySchema = z.object({
  u: rowIdParam,
  t: z.string().min(10).max(100),
});

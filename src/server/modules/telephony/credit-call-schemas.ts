import { z } from "zod";
import { creditCallRefusals, type CreditCallRefusal } from "../credits/index.ts";

/** What the IVR says for each refusal (docs/telephony.md, "The credit line"; part of the carrier contract). */
export const creditCallAnnouncements: Record<CreditCallRefusal, string> = {
  no_account: "Ihre Rufnummer ist uns nicht bekannt. Bitte geben Sie Ihre Kundennummer und Ihre Credit-PIN ein.",
  pin_wrong:
    "Wir können Ihnen kein Konto zuordnen. Bitte geben Sie Ihre Kundennummer und Ihre Credit-PIN ein. Beide finden Sie auf der Seite Credits.",
  pin_locked: "Zu viele falsche Eingaben. Bitte versuchen Sie es in 15 Minuten erneut.",
  pin_not_set: "Für Ihr Konto ist noch keine Credit-PIN festgelegt. Sie legen sie auf der Seite Credits fest.",
  consultant_unknown: "Unter dieser Durchwahl ist kein Berater erreichbar.",
  consultant_offline: "Der Berater ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.",
  consultant_busy: "Der Berater ist gerade im Gespräch. Bitte versuchen Sie es später erneut.",
  no_credits: "Ihr Guthaben reicht für dieses Gespräch nicht aus. Credits kaufen Sie auf der Seite Credits.",
  call_running: "Es läuft bereits ein Gespräch über Ihr Guthaben.",
  paused:
    "Sie haben eine Pause eingelegt. Bis sie endet, verbinden wir keine Anrufe. Sie sehen das Ende der Pause in Ihrem Konto unter Ausgabenlimit.",
  limit_reached:
    "Sie haben Ihr Ausgabenlimit erreicht. Wir verbinden wieder, wenn es sich zurücksetzt. Das Datum sehen Sie in Ihrem Konto unter Ausgabenlimit.",
  adults_only: "Unsere Beratungen sind nur für Erwachsene. Über dieses Konto können wir kein Gespräch verbinden.",
};

/** The credit line's IVR asks before connecting (POST /api/telephony/credit-calls). */
export const creditCallRequestSchema = z
  .object({
    /** The calling number as the carrier sees it; empty or a word like "anonymous" when withheld. */
    caller: z.string().trim().max(40).default(""),
    extension: z.string().regex(/^\d{3}$/, "Die Durchwahl besteht aus drei Ziffern."),
    /** For a withheld or foreign number: the customer number (eight digits, on /credits) and the credit PIN. */
    customerNumber: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, "Die Kundennummer besteht nur aus Ziffern.")
      .optional(),
    // Any digits: a PIN of the wrong length is a wrong PIN and counts as a try.
    pin: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, "Die PIN besteht nur aus Ziffern.")
      .optional(),
  })
  .refine((body) => (body.customerNumber === undefined) === (body.pin === undefined), {
    message: "Kundennummer und PIN werden nur zusammen angegeben.",
  })
  .describe("Anrufende Rufnummer und Durchwahl, bei unterdrückter Nummer auch Kundennummer und PIN");

export const creditCallAnswerSchema = z
  .union([
    z.object({
      authorized: z.literal(true),
      /** Named in the call's record (POST /api/telephony/calls, line "credit"). */
      callId: z.string(),
      /** The call must end after this many seconds: the held credits pay for no more. */
      maxSeconds: z.number().int(),
      creditsPerMinute: z.number().int(),
    }),
    z.object({
      authorized: z.literal(false),
      reason: z
        .enum(creditCallRefusals)
        .describe(
          "Grund der Ablehnung. pin_wrong steht für jeden Anruf, der keinem Konto zugeordnet werden kann " +
            "(unbekannte Rufnummer, unbekannte Kundennummer, fehlende, falsche oder gesperrte PIN, " +
            "aufgebrauchtes Fehlversuchsbudget); no_account, pin_locked und pin_not_set kommen nicht mehr vor.",
        ),
    }),
  ])
  .describe("Verbinden (mit Anruf-ID und Höchstdauer) oder nicht (mit Grund)");

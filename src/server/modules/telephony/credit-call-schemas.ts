import { z } from "zod";
import { creditCallRefusals } from "../credits/credit-calls.ts";

/** The credit line's IVR asks before connecting (POST /api/telephony/credit-calls). */
export const creditCallRequestSchema = z
  .object({
    /** The calling number as the carrier sees it; empty or a word like "anonymous" when withheld. */
    caller: z.string().trim().max(40).default(""),
    extension: z.string().regex(/^\d{3}$/, "Die Durchwahl besteht aus drei Ziffern."),
    /** For a withheld or foreign number: the customer number (user id) and the credit PIN, typed in. */
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
    z.object({ authorized: z.literal(false), reason: z.enum(creditCallRefusals) }),
  ])
  .describe("Verbinden (mit Anruf-ID und Höchstdauer) oder nicht (mit Grund)");

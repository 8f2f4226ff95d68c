import { z } from "zod";
import { callEndReasons, isCallEndReason, type CallEndReason } from "../../../shared/domain/call-end.ts";

// The carrier's call record. The contract grows only compatibly: unknown fields are ignored
// (zod objects strip them), and a field the record's line does not need is never read, so its
// value cannot get the record refused (architecture, telephony section).
const callRecordFields = {
  recordId: z.string().trim().min(1).max(200),
  caller: z.string().trim().min(3).max(40),
  line: z.enum(["member", "premium", "credit"]),
  extension: z
    .string()
    .regex(/^\d{3}$/)
    .nullable()
    .optional(),
  startedAt: z.iso.datetime({ offset: true }),
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60),
};
/** The credit line's call, as POST /api/telephony/credit-calls answered it. */
const callIdField = z.string().trim().min(1).max(100);
const costCentsField = z.number().int().min(0).max(1_000_000);

/** What every record carries, whatever its line. */
export const callRecordCommonSchema = z.object(callRecordFields);
/** What a credit-line record needs beside that: its call (it is debited in credits, costCents is ignored). */
export const creditCallRecordPartSchema = z.object({ callId: callIdField });
/** What a member- or premium-line record needs beside that: what the phone bill charged (callId is ignored). */
export const phoneBilledRecordPartSchema = z.object({ costCents: costCentsField });

/**
 * Who or what ended the call (optional). A value this portal does not know is ignored like an
 * unknown field, so a carrier may send reasons of its own: the call is then charged as before.
 */
export function endReasonOf(body: unknown): CallEndReason | null {
  const value = typeof body === "object" && body !== null ? (body as { endReason?: unknown }).endReason : undefined;
  return isCallEndReason(value) ? value : null;
}

/** The whole record as the API description shows it; the handler checks it in the parts above. */
export const callRecordSchema = z
  .object({
    ...callRecordFields,
    /** Needed with line "credit", ignored on the other lines. */
    callId: callIdField.optional(),
    /** Needed on the member and premium lines; on the credit line the portal computes the debit itself. */
    costCents: costCentsField.optional(),
    /** Optional; an unknown value is ignored (endReasonOf). */
    endReason: z
      .enum(callEndReasons)
      .optional()
      .describe(
        "Wer oder was den Anruf beendet hat: caller (Anrufer hat aufgelegt), consultant (Seite des Beraters), " +
          "network (Verbindung abgebrochen), timeout (die Sprachansage hat nach maxSeconds getrennt). Optional; " +
          "fehlt es oder ist der Wert unbekannt, wird der Anruf wie bisher abgerechnet. Auf der Credit-Linie " +
          "wird ein von consultant oder network beendeter Anruf in den ersten 60 Sekunden nicht berechnet, " +
          "ein längerer um 60 Sekunden gekürzt.",
      ),
  })
  .describe(
    "Verbindungsdaten; callId gehört zu line credit, costCents zu member und premium, endReason ist optional. " +
      "Unbekannte oder für die Linie nicht benötigte Felder werden ignoriert.",
  );

export const consultantStatusSchema = z.object({
  extension: z.string().regex(/^\d{3}$/),
  status: z.enum(["available", "busy", "offline"]),
  /**
   * Any id unique to this push: it makes two pushes of the same status within one second two
   * signed requests, which the replay check would otherwise take for one (docs/telephony.md).
   */
  pushId: z
    .string()
    .max(100)
    .optional()
    .describe("Eindeutige Kennung der Meldung (optional); nötig, wenn derselbe Status in einer Sekunde mehrmals kommt"),
});

export const memberCheckQuerySchema = z.object({ caller: z.string().trim().min(3).max(40) });

export const callStoredSchema = z
  .object({ stored: z.boolean() })
  .describe("true beim ersten Eingang der Verbindungsdaten, false bei einer Wiederholung derselben recordId");

export const consultantStatusAnswerSchema = z
  .object({ id: z.number().int(), status: consultantStatusSchema.shape.status })
  .describe("Der Berater und sein neuer Status");

/** What the IVR plays when the member check refuses a call (docs/telephony.md, "The member check"). */
export const memberCheckAnnouncements = {
  not_member:
    "Diese Rufnummer gehört zu keiner aktiven Mitgliedschaft. Sie können eine Mitgliedschaft auf unserer Website abschließen.",
  paused:
    "Sie haben eine Pause eingelegt. Bis sie endet, verbinden wir keine Anrufe. Sie sehen das Ende der Pause in Ihrem Konto unter Ausgabenlimit.",
  limit_reached:
    "Sie haben Ihr Ausgabenlimit erreicht. Wir verbinden wieder, wenn es sich zurücksetzt. Das Datum sehen Sie in Ihrem Konto unter Ausgabenlimit.",
  call_running: "Zu Ihrem Konto läuft bereits ein Anruf. Bitte versuchen Sie es nach dem Ende dieses Anrufs erneut.",
  adults_only: "Unsere Beratungen sind nur für Erwachsene. Über dieses Konto können wir kein Gespräch verbinden.",
} as const;

export const memberCheckAnnouncementsText = Object.entries(memberCheckAnnouncements)
  .map(([reason, text]) => `${reason}: „${text}“`)
  .join("; ");

export const memberCheckAnswerSchema = z
  .object({
    member: z.boolean().describe("Ob die Nummer zu einem Konto mit aktiver Mitgliedschaft gehört"),
    mayStart: z.boolean().describe("Ob die Sprachansage den Anruf verbinden darf"),
    maxSeconds: z
      .number()
      .int()
      .optional()
      .describe("Die längste Dauer, die das Ausgabenlimit noch bezahlt; fehlt ohne Limit"),
    reason: z
      .enum(["not_member", "limit_reached", "paused", "call_running", "adults_only"])
      .optional()
      .describe("Warum nicht verbunden wird, nur bei mayStart false"),
    resetsAt: z.string().optional().describe("Bei limit_reached: wann sich das Limit zurücksetzt (ISO 8601)"),
  })
  .describe("Ob die Nummer zu einem aktiven Mitglied gehört und ob der Anruf beginnen darf");

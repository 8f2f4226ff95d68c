import { z } from "zod";

export const callRecordSchema = z
  .object({
    recordId: z.string().trim().min(1).max(200),
    caller: z.string().trim().min(3).max(40),
    line: z.enum(["member", "premium", "credit"]),
    /** The credit line's call, as POST /api/telephony/credit-calls answered it; only with line "credit". */
    callId: z.string().trim().min(1).max(100).optional(),
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
    // On the credit line the portal computes the debit itself and ignores this.
    costCents: z.number().int().min(0).max(1_000_000),
  })
  .refine((record) => (record.line === "credit") === (record.callId !== undefined), {
    message: "Die callId gehört zu jedem Anruf über die Credit-Linie und nur zu diesen.",
  });

export const consultantStatusSchema = z.object({
  extension: z.string().regex(/^\d{3}$/),
  status: z.enum(["available", "busy", "offline"]),
});

export const memberCheckQuerySchema = z.object({ caller: z.string().trim().min(3).max(40) });

export const callStoredSchema = z
  .object({ stored: z.boolean() })
  .describe("true beim ersten Eingang der Verbindungsdaten, false bei einer Wiederholung derselben recordId");

export const consultantStatusAnswerSchema = z
  .object({ id: z.number().int(), status: consultantStatusSchema.shape.status })
  .describe("Der Berater und sein neuer Status");

export const memberCheckAnswerSchema = z
  .object({ member: z.boolean() })
  .describe("Ob die Nummer zu einem Konto mit aktiver Mitgliedschaft gehört");

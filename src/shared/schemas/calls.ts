import { z } from "zod";

/** One call of the call history (snake_case names on the wire): duration in seconds, cost in euro. */
export const callHistoryItemSchema = z.object({
  id: z.number().int(),
  consultant_name: z.string(),
  call_start: z.string(),
  duration: z.number(),
  cost: z.number(),
  /** Why part or all of the call was not charged ("Verbindung abgebrochen: nicht berechnet"), else null. */
  note: z.string().nullable(),
});
export type CallHistoryItem = z.output<typeof callHistoryItemSchema>;

export const callHistorySchema = z
  .array(callHistoryItemSchema)
  .describe(
    "Die eigenen Anrufe, neueste zuerst: Dauer in Sekunden, Kosten in Euro; note sagt, warum ein abgebrochener Anruf ganz oder teilweise nicht berechnet wurde",
  );

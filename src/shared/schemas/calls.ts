import { z } from "zod";
import { callLines } from "../domain/call-lines.ts";

/** One call of the call history (snake_case names on the wire): duration in seconds, cost in euro. */
export const callHistoryItemSchema = z.object({
  id: z.number().int(),
  consultant_name: z.string(),
  call_start: z.string(),
  duration: z.number(),
  cost: z.number(),
  /** The line called: member and premium are billed in euro over the phone bill, credit in Cosmos Credits. */
  line: z.enum(callLines),
  /** The credits a credit-line call took (cost is then their euro value); null on the 0900 lines. */
  credits: z.number().int().nullable(),
  /** Why part or all of the call was not charged ("Verbindung abgebrochen: nicht berechnet"), else null. */
  note: z.string().nullable(),
});
export type CallHistoryItem = z.output<typeof callHistoryItemSchema>;

export const callHistorySchema = z
  .array(callHistoryItemSchema)
  .describe(
    "Die eigenen Anrufe, neueste zuerst: Dauer in Sekunden, Kosten in Euro, line die Leitung (credit: mit Credits bezahlt, credits nennt sie); note sagt, warum ein abgebrochener Anruf ganz oder teilweise nicht berechnet wurde",
  );

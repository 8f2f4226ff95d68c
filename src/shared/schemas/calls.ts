import { z } from "zod";

/** Spec section 3 "Call history item": duration in seconds, cost in euro. */
export const callHistoryItemSchema = z.object({
  id: z.number().int(),
  consultant_name: z.string(),
  call_start: z.string(),
  duration: z.number(),
  cost: z.number(),
});
export type CallHistoryItem = z.output<typeof callHistoryItemSchema>;

export const callHistorySchema = z
  .array(callHistoryItemSchema)
  .describe("Die eigenen Anrufe, neueste zuerst: Dauer in Sekunden, Kosten in Euro");

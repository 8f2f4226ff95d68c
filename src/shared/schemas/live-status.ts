import { z } from "zod";

// The live consultant status (docs/decisions/0042): what the server sends on its event stream.

export { statusStreamEvents, statusStreamPath } from "./live-status-names.ts";
export { statusEventHeader } from "./status-event-header.ts";

export const statusChangeSchema = z.object({
  /** The consultant's id. */
  id: z.number().int().positive(),
  status: z.enum(["available", "busy", "offline"]),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

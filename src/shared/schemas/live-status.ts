import { z } from "zod";

// The live consultant status (docs/decisions/0042): what the server sends on its event stream.

/** GET: a text/event-stream; `Last-Event-ID` resumes after the last event a browser saw. */
export const statusStreamPath = "/api/consultants/status-events";

/** The event names on the stream. */
export const statusStreamEvents = {
  /** A consultant's status changed; `id:` is the change's number, `data:` a statusChangeSchema. */
  status: "status",
  /** The changes after `Last-Event-ID` are no longer kept: fetch the whole list again. */
  reload: "reload",
} as const;

export const statusChangeSchema = z.object({
  /** The consultant's id. */
  id: z.number().int().positive(),
  status: z.enum(["available", "busy", "offline"]),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

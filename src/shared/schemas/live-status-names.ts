// The live status stream's address and event names (docs/decisions/0042), without the schemas:
// the browser's stream chunk reads them without loading zod.

/** GET: a text/event-stream; `Last-Event-ID` resumes after the last event a browser saw. */
export const statusStreamPath = "/api/consultants/status-events";

/** The event names on the stream. */
export const statusStreamEvents = {
  /** A consultant's status changed; `id:` is the change's number, `data:` a statusChangeSchema. */
  status: "status",
  /** The changes after `Last-Event-ID` are no longer kept: fetch the whole list again. */
  reload: "reload",
} as const;

import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { statusStreamPath } from "../../../shared/schemas/live-status.ts";
import { HttpError } from "../../http/http-error.ts";
import { clientAddressKey } from "../../lib/client-address-key.ts";
import type { Consultants, StatusEvent } from "../consultants/index.ts";
import type { StatusFeed } from "./feed.ts";
import { reloadFrame, type StreamHub } from "./streams.ts";

/** More missed events than this: the browser loads the list again instead. */
const maxReplay = 500;

export const liveStatusMessages = {
  tooManyFromAddress:
    "Von Ihrem Anschluss sind zu viele Statusverbindungen geöffnet. Bitte schließen Sie einige Fenster oder Tabs.",
  full: "Der Live-Status ist gerade ausgelastet. Die Anzeige wird in Kürze wieder aktualisiert.",
} as const;

/** A decimal event id as the browser sends it back, or null. */
function eventIdOf(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}

/**
 * What a new stream starts with after `retry:`: the events the browser missed since `given`,
 * or `reload` when they are no longer all kept (older than the oldest kept, more than
 * `maxReplay`, or an id this database never gave); without `given`, the newest id, so that a
 * reconnect resumes from here. `given` is the last event of an earlier stream, or the one a
 * list of consultants was read at (0 while there was none, statusEventHeader).
 */
async function resumeFrom(
  consultants: Pick<Consultants, "statusEventsAfter" | "statusEventsWindow">,
  given: string | undefined,
): Promise<{ cursor: number; text: string; missed: StatusEvent[] }> {
  const { oldest, newest } = await consultants.statusEventsWindow();
  const idLine = newest === null ? "" : `id: ${newest}\n\n`;
  if (given === undefined) return { cursor: newest ?? 0, text: idLine, missed: [] };
  const reload = { cursor: newest ?? 0, text: reloadFrame(newest), missed: [] };
  const lastSeen = eventIdOf(given);
  // No event kept means none ever happened (the purge keeps the newest): a list read at 0 missed nothing.
  if (lastSeen === 0 && newest === null) return { cursor: 0, text: "", missed: [] };
  if (lastSeen === null || oldest === null || newest === null || lastSeen > newest || lastSeen < oldest - 1) {
    return reload;
  }
  const missed = await consultants.statusEventsAfter(lastSeen, maxReplay + 1);
  if (missed.length > maxReplay) return reload;
  return { cursor: lastSeen, text: "", missed };
}

export function liveStatusRoutes(deps: {
  consultants: Pick<Consultants, "statusEventsAfter" | "statusEventsWindow">;
  feed: StatusFeed;
  hub: StreamHub;
}): FastifyPluginAsyncZod {
  const { consultants, feed, hub } = deps;
  return async (app) => {
    app.get(
      statusStreamPath,
      {
        // Every event goes out as it happens: no compression buffering it (http/compression.ts).
        compress: false,
        // Counted, but open for minutes: no answer time (http/metrics.ts).
        config: { longLived: true },
        schema: {
          summary: "Live-Status der Berater",
          description:
            'Server-Sent Events: `event: status` mit `id:` und `data: {"id":…,"status":…}` bei jeder ' +
            "Statusänderung eines Beraters, alle 25 s ein Kommentar. Mit `Last-Event-ID` (Kopfzeile, sonst " +
            "Parameter `lastEventId`) folgen zuerst die verpassten Änderungen, oder `event: reload`, wenn sie " +
            "nicht mehr vorliegen: dann die Liste neu laden. Höchstens 20 Verbindungen je Adresse (IPv6: je /64-Netz).",
          tags: ["Berater"],
          querystring: z.object({ lastEventId: z.string().max(40).optional() }),
          response: {
            200: { description: "Ereignisstrom", content: { "text/event-stream": { schema: z.instanceof(Readable) } } },
            ...messageResponses(429, 503),
          },
        },
      },
      async (request, reply) => {
        const address = clientAddressKey(request.ip);
        const refusal = hub.refusal(address);
        if (refusal === "per-address") {
          throw new HttpError(429, liveStatusMessages.tooManyFromAddress, { "Retry-After": "60" });
        }
        if (refusal === "process") throw new HttpError(503, liveStatusMessages.full, { "Retry-After": "10" });
        await feed.start();
        const header = request.headers["last-event-id"];
        const given = (typeof header === "string" && header !== "" ? header : undefined) ?? request.query.lastEventId;
        // Open before reading the table: what arrives meanwhile is held and sent after the missed.
        const stream = hub.open(address, feed.lastId);
        try {
          const start = await resumeFrom(consultants, given);
          stream.write(`retry: 2000\n\n${start.text}`);
          stream.setCursor(start.cursor);
          stream.release(start.missed);
        } catch (error) {
          stream.body.destroy();
          throw error;
        }
        // The request log's line comes when an answer finishes (http/request-log.ts); a stream the
        // browser closes never finishes, so it gets its one line here.
        reply.raw.on("close", () => {
          if (reply.raw.writableFinished) return;
          request.log.info(
            { method: request.method, url: request.url, statusCode: 200, ms: Math.round(reply.elapsedTime) },
            "event stream closed by the client",
          );
        });
        // A draining process sends what was missed and ends: the browser resumes elsewhere.
        if (hub.closing) stream.body.end();
        return reply
          .header("Cache-Control", "no-store")
          .header("X-Accel-Buffering", "no")
          .type("text/event-stream; charset=utf-8")
          .send(stream.body);
      },
    );
  };
}

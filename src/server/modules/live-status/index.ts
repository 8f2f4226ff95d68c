import type { FastifyBaseLogger } from "fastify";
import { modulePlugin } from "../../http/module-plugin.ts";
import { startRepeatingJob } from "../../http/repeating-job.ts";
import type { Consultants } from "../consultants/index.ts";
import { createStatusFeed } from "./feed.ts";
import { liveStatusRoutes } from "./routes.ts";
import { createStreamHub } from "./streams.ts";

export { liveStatusMessages } from "./routes.ts";

/** Events are kept this long; a browser away longer loads the list again (docs/decisions/0042). */
export const statusEventsKeptMs = 24 * 60 * 60 * 1000;

/**
 * The consultants' status live (docs/decisions/0042): every process's feed of the status events,
 * the event stream browsers keep open, and the purge of old events. Owns no table: the events
 * are the consultants module's.
 */
export function createLiveStatusModule(deps: {
  consultants: Pick<Consultants, "statusEventsAfter" | "statusEventsWindow" | "purgeStatusEvents">;
  /** PostgreSQL: the URL of the feed's own listening connection (DATABASE_LISTEN_URL); null on SQLite. */
  listenUrl: string | null;
  /** EVENT_STREAMS_MAX: the most streams this process holds open. */
  maxStreams: number;
  log: FastifyBaseLogger;
  jobIntervalMs: number;
  now?: () => Date;
}) {
  const { consultants } = deps;
  const now = deps.now ?? (() => new Date());
  const feed = createStatusFeed({ consultants, log: deps.log, listenUrl: deps.listenUrl });
  const hub = createStreamHub({ maxStreams: deps.maxStreams, perAddress: 20, heartbeatMs: 25_000 });
  feed.subscribe((events) => hub.deliver(events));

  /** Deletes the events older than the kept time; returns how many. */
  const purge = () => consultants.purgeStatusEvents(new Date(now().getTime() - statusEventsKeptMs).toISOString());

  const plugin = modulePlugin(async (app) => {
    await app.register(liveStatusRoutes({ consultants, feed, hub }));
    // Streams never keep a stopping process alive: they end when the drain begins, and at the
    // latest when the close begins (docs/decisions/0041).
    app.drain.onBegin(() => hub.endAll());
    app.addHook("preClose", async () => hub.endAll());
    app.addHook("onClose", async () => feed.close());
    startRepeatingJob(app, { name: "status event purge", intervalMs: deps.jobIntervalMs, run: purge });
  });

  return {
    /** A status change of this process has committed: its streams learn of it at once. */
    poke: () => feed.poke(),
    purge,
    /** How many streams are open in this process. */
    openStreams: () => hub.size,
    plugin,
  };
}

export type LiveStatus = ReturnType<typeof createLiveStatusModule>;

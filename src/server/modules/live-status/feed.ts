import type { FastifyBaseLogger } from "fastify";
import { listenForNotifications, type NotificationListener } from "../../db/notification-listener.ts";
import { statusChannel, type Consultants, type StatusEvent } from "../consultants/index.ts";

/** How many events one read takes from the table. */
const pageSize = 500;

export type FeedListener = (events: readonly StatusEvent[]) => void;

/**
 * The status events as this process learns of them (docs/decisions/0042): each new event once,
 * in the order of its id, handed to every subscriber. It reads the table after the last id it
 * has seen whenever it is told something may be new: on PostgreSQL by a notification on its
 * own listening connection (and after every reconnect, for what it missed meanwhile), on
 * SQLite by the writing request of this process (`poke`) and by a poll every `pollMs` (other
 * processes on the same file). Since the events commit in the order of their ids, reading
 * "after the last seen" never skips one and never repeats one. Started with the first stream.
 */
export function createStatusFeed(deps: {
  consultants: Pick<Consultants, "statusEventsAfter" | "statusEventsWindow">;
  log: FastifyBaseLogger;
  /** PostgreSQL: the URL of the listening connection (a direct one, not through PgBouncer); null on SQLite. */
  listenUrl: string | null;
  pollMs?: number;
}) {
  const { consultants, log } = deps;
  const pollMs = deps.pollMs ?? 1000;
  const subscribers = new Set<FeedListener>();
  let lastId = 0;
  let starting: Promise<void> | null = null;
  let closed = false;
  let reading: Promise<void> | null = null;
  let readAgain = false;
  let retry: NodeJS.Timeout | null = null;
  let poll: NodeJS.Timeout | null = null;
  let listener: NotificationListener | null = null;

  async function readNew(): Promise<void> {
    for (;;) {
      const events = await consultants.statusEventsAfter(lastId, pageSize);
      const last = events.at(-1);
      if (!last) return;
      lastId = last.id;
      for (const subscriber of subscribers) subscriber(events);
      if (events.length < pageSize) return;
    }
  }

  /** Reads what is new; one read at a time, and one more when asked again meanwhile. */
  function catchUp(): Promise<void> {
    if (closed || !starting) return Promise.resolve();
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      try {
        do {
          readAgain = false;
          await readNew();
        } while (readAgain && !closed);
      } catch (err) {
        log.warn({ err }, "live status: reading the status events failed; trying again in a second");
        if (!retry && !closed) {
          retry = setTimeout(() => {
            retry = null;
            void catchUp();
          }, 1000);
          retry.unref();
        }
      } finally {
        reading = null;
      }
    })();
    return reading;
  }

  async function start(): Promise<void> {
    lastId = (await consultants.statusEventsWindow()).newest ?? 0;
    if (deps.listenUrl) {
      listener = listenForNotifications(deps.listenUrl, statusChannel, {
        notified: () => void catchUp(),
        listening: () => void catchUp(),
        lost: (err) => log.warn({ err }, "live status: the listening connection is lost; connecting again"),
      });
      await listener.ready;
    } else {
      poll = setInterval(() => void catchUp(), pollMs);
      poll.unref();
    }
  }

  return {
    /** The newest event id this process has handed on. */
    get lastId() {
      return lastId;
    },
    /** Starts once; later calls wait for the same start. A failed start is tried again next time. */
    start(): Promise<void> {
      if (closed) return Promise.resolve();
      starting ??= start().catch((err: unknown) => {
        starting = null;
        throw err;
      });
      return starting;
    },
    /** Something may be new (a status change of this process has committed). */
    poke(): void {
      void catchUp();
    },
    /** Reads what is new now and resolves when it has been handed on. */
    catchUp,
    subscribe(subscriber: FeedListener): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    async close(): Promise<void> {
      closed = true;
      if (poll) clearInterval(poll);
      if (retry) clearTimeout(retry);
      await listener?.close();
      await reading;
    },
  };
}

export type StatusFeed = ReturnType<typeof createStatusFeed>;

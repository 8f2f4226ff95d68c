import type { FastifyBaseLogger } from "fastify";
import { listenForNotifications, type NotificationListener } from "../../db/notification-listener.ts";
import type { WriteCount } from "../../db/write-count.ts";

/** The channel on which PostgreSQL tells every process that consultants were written. */
export const consultantListChannel = "consultant_list";

export interface ListFreshness {
  /**
   * A number that changes whenever the public list may have changed since it was last asked:
   * while it stays the same, the list in memory is current. Null when that cannot be known (the
   * listening connection is down): then the version is read from the database each time.
   */
  stamp(): number | null;
  /** Settles once the first attempt to listen is over (PostgreSQL; at once on SQLite). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Tells the list cache when to read the consultant list's version again, instead of reading it
 * for every request (docs/decisions/0052-lean-public-consultant-list.md): after every write of
 * this process (counted by the database handle once the writing connection is handed back, so
 * after its commit); on PostgreSQL at every notification of the trigger on consultants, from
 * whichever process or tool wrote, and after every reconnect of the listening connection for what
 * was missed meanwhile. On SQLite, where another process (a tool, a test writing to the file)
tells nothing, there is no stamp: the version is read for every request, so such a write shows
in the very next answer.
 */
export function createListFreshness(deps: {
  writes: WriteCount;
  /** PostgreSQL: the URL for the listening connection; null on SQLite. */
  listenUrl: string | null;
  log: FastifyBaseLogger;
}): ListFreshness {
  let notices = 0;
  let listening = false;
  let generation = 0;
  let seenWrites = deps.writes.value;
  let seenNotices = 0;
  let listener: NotificationListener | null = null;
  if (deps.listenUrl) {
    listener = listenForNotifications(deps.listenUrl, consultantListChannel, {
      notified: () => notices++,
      listening: () => {
        listening = true;
        notices++;
      },
      lost: (err) => {
        listening = false;
        deps.log.warn({ err }, "consultant list: the listening connection is lost; reading its version per request");
      },
    });
  }
  return {
    stamp() {
      if (!listener || !listening) return null;
      const writes = deps.writes.value;
      if (writes !== seenWrites || notices !== seenNotices) {
        seenWrites = writes;
        seenNotices = notices;
        generation++;
      }
      return generation;
    },
    ready: listener?.ready ?? Promise.resolve(),
    async close() {
      listening = false;
      await listener?.close();
    },
  };
}

import type { FastifyBaseLogger } from "fastify";
import { listenForNotifications, type NotificationListener } from "../../db/notification-listener.ts";
import type { WriteCount } from "../../db/write-count.ts";

/** The channel on which PostgreSQL tells every process that consultants were written. */
export const consultantListChannel = "consultant_list";

/** How often, on SQLite, the list's version is read again for what other processes wrote. */
export const sqliteRecheckMs = 1000;

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
 * was missed meanwhile; on SQLite, where other processes share only the file, once a second.
 */
export function createListFreshness(deps: {
  writes: WriteCount;
  /** PostgreSQL: the URL for the listening connection; null on SQLite. */
  listenUrl: string | null;
  log: FastifyBaseLogger;
  now?: () => number;
}): ListFreshness {
  const now = deps.now ?? Date.now;
  let notices = 0;
  let listening = false;
  let generation = 0;
  let seenWrites = deps.writes.value;
  let seenNotices = 0;
  let checkedAt = now();
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
      if (listener && !listening) return null;
      const writes = deps.writes.value;
      const stale = !listener && now() - checkedAt >= sqliteRecheckMs;
      if (writes !== seenWrites || notices !== seenNotices || stale) {
        seenWrites = writes;
        seenNotices = notices;
        checkedAt = now();
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

import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { WriteCount } from "../../db/write-count.ts";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { createConsultantListCache } from "./list-cache.ts";
import { createListFreshness, type ListFreshness } from "./list-freshness.ts";
import { createPortraitsRepo } from "./portraits-repo.ts";
import { publicConsultantList } from "./public-list.ts";
import { createConsultantsRepo } from "./repo.ts";
import { consultantsRoutes } from "./routes.ts";
import { createStatusEventsRepo, type StatusEvent } from "./status-events-repo.ts";

export { consultantImage } from "./image.ts";
export { processPortrait } from "./portrait-image.ts";
export { consultantView } from "./public-list.ts";
export { ratingDistribution, type ConsultantFields, type RatingCounts } from "./repo.ts";
export { statusChannel, type StatusEvent } from "./status-events-repo.ts";

/**
 * What follows a status change inside its transaction (the availability alerts): given the
 * transaction and the change's event, run after the event is written and before the commit.
 */
export type StatusFollower = (trx: Kysely<Database>, event: StatusEvent) => Promise<void>;

/** The consultants' records on the database or inside a transaction (pass the transaction). */
function consultantsOn(executor: Kysely<Database>) {
  const repo = createConsultantsRepo(executor);
  const portraits = createPortraitsRepo(executor);
  return {
    listAll: repo.listAll,
    findById: repo.findById,
    findByExtension: repo.findByExtension,
    findBySlug: repo.findBySlug,
    lockForRating: repo.lockForRating,
    setRating: repo.setRating,
    dueForRecount: repo.dueForRecount,
    insert: repo.insert,
    update: repo.update,
    storePortrait: portraits.store,
    removeUnusedPortrait: portraits.removeUnused,
  };
}

/** Inside a transaction only: the status change and its event commit together. */
function consultantsWithin(trx: Kysely<Database>) {
  return {
    ...consultantsOn(trx),
    /**
     * Every change of a status goes through here: sets it and writes its event
     * (docs/decisions/0042). Null when the status is the same (nothing is written), undefined
     * when there is no such consultant.
     */
    changeStatus: createStatusEventsRepo(trx).changeStatus,
  };
}

const unknownFreshness: ListFreshness = { stamp: () => null, ready: Promise.resolve(), close: async () => {} };

/** The consultants: the public list, their portraits, the dial extensions and their records. */
export function createConsultantsModule(deps: {
  db: Kysely<Database>;
  /**
   * What tells the public list when to read its version again (list-freshness.ts). Without it
   * (the seed, tests of other modules) the version is read for every request.
   */
  listFreshness?: {
    /** This process's writes, counted by the database handle. */
    writes: WriteCount;
    /** PostgreSQL: the URL for the public list's listening connection; null on SQLite. */
    listenUrl: string | null;
    log: FastifyBaseLogger;
  };
}) {
  const repo = createConsultantsRepo(deps.db);
  const portraits = createPortraitsRepo(deps.db);
  const statusEvents = createStatusEventsRepo(deps.db);
  const freshness = deps.listFreshness ? createListFreshness(deps.listFreshness) : unknownFreshness;
  const publicList = createConsultantListCache({
    version: () => repo.listVersion(),
    newestStatusEvent: async () => (await statusEvents.window()).newest ?? 0,
    list: () => publicConsultantList(repo),
    stamp: freshness.stamp,
  });
  return {
    ...consultantsOn(deps.db),
    /** The same operations inside the caller's transaction. */
    within: consultantsWithin,
    /** The status events after an id, oldest first (what a process or a browser missed). */
    statusEventsAfter: statusEvents.after,
    /** The oldest and newest status event kept. */
    statusEventsWindow: statusEvents.window,
    /** Deletes the status events older than the given time. */
    purgeStatusEvents: statusEvents.purgeBefore,
    plugin: modulePlugin(async (app) => {
      // Ready once the list knows whether it may trust its copy (or knows it cannot, and reads).
      app.addHook("onReady", () => freshness.ready);
      app.addHook("onClose", () => freshness.close());
      await app.register(consultantsRoutes(repo, portraits, publicList));
    }),
  };
}

export type Consultants = ReturnType<typeof createConsultantsModule>;
export type ConsultantRecord = NonNullable<Awaited<ReturnType<Consultants["findById"]>>>;
export type ConsultantChanges = Parameters<Consultants["update"]>[1];

import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { createConsultantListCache } from "./list-cache.ts";
import { createPortraitsRepo } from "./portraits-repo.ts";
import { publicConsultantList } from "./public-list.ts";
import { createConsultantsRepo } from "./repo.ts";
import { consultantsRoutes } from "./routes.ts";

export { consultantImage } from "./image.ts";
export { processPortrait } from "./portrait-image.ts";
export { consultantView } from "./public-list.ts";
export { ratingDistribution, type ConsultantFields, type RatingCounts } from "./repo.ts";

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
    setStatus: repo.setStatus,
    insert: repo.insert,
    update: repo.update,
    storePortrait: portraits.store,
    removeUnusedPortrait: portraits.removeUnused,
  };
}

/** The consultants: the public list, their portraits, the dial extensions and their records. */
export function createConsultantsModule(deps: { db: Kysely<Database> }) {
  const repo = createConsultantsRepo(deps.db);
  const portraits = createPortraitsRepo(deps.db);
  const publicList = createConsultantListCache({
    version: () => repo.listVersion(),
    list: () => publicConsultantList(repo),
  });
  return {
    ...consultantsOn(deps.db),
    /** The same operations inside the caller's transaction. */
    within: consultantsOn,
    plugin: modulePlugin(async (app) => app.register(consultantsRoutes(repo, portraits, publicList))),
  };
}

export type Consultants = ReturnType<typeof createConsultantsModule>;
export type ConsultantRecord = NonNullable<Awaited<ReturnType<Consultants["findById"]>>>;
export type ConsultantChanges = Parameters<Consultants["update"]>[1];

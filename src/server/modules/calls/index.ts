import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { createCallsRepo } from "./repo.ts";
import { callsRoutes } from "./routes.ts";
import { createCallsErasure } from "./erasure-repo.ts";
import { personalDataOf } from "./personal-data-repo.ts";

export type { CallRow, NewCall, ReviewableCall } from "./repo.ts";

/** The records of finished calls the carrier reports, and each member's call history. */
export function createCallsModule(deps: { db: Kysely<Database> }) {
  const repo = createCallsRepo(deps.db);
  return {
    accountErasure: createCallsErasure(deps.db),
    insertOnce: repo.insertOnce,
    historyFor: repo.historyFor,
    /** What the account's member- and credit-line calls cost, started in [from, to) (the spending cap). */
    costByLineWithin: (executor: Kysely<Database>, userId: number, from: Date, to: Date) =>
      createCallsRepo(executor).costByLineWithin(userId, from, to),
    /** The account's calls that started in [from, to), oldest first (the monthly statement). */
    startedBetween: repo.startedBetween,
    /** A call's facts for judging a review of it; undefined for an unknown call. */
    forReview: repo.forReview,
    /** The account's calls that may still be reviewed, before removing those already reviewed. */
    reviewCandidatesOf: repo.reviewCandidatesOf,
    /** The accounts with a call that started in [from, to) (the monthly summary mail). */
    accountsCallingBetween: repo.accountsCallingBetween,
    /** Stores a record inside the caller's transaction; false when it came before. */
    insertOnceWithin: (executor: Kysely<Database>, call: Parameters<typeof repo.insertOnce>[0]) =>
      createCallsRepo(executor).insertOnce(call),
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
    plugin: modulePlugin(async (app) => app.register(callsRoutes(repo))),
  };
}

export type Calls = ReturnType<typeof createCallsModule>;

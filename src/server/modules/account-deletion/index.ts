import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import type { CookieJar } from "../auth/index.ts";
import { startAccountDeletionJob } from "./job.ts";
import { createAccountDeletionsRepo } from "./repo.ts";
import { accountDeletionRoutes } from "./routes.ts";
import { createAccountDeletionService, type AccountDeletionDeps } from "./service.ts";

/**
 * When the account's waiting deletion is due, or null when none waits: for the login and the
 * account view of an account that waits for its erasure (docs/decisions/0049).
 */
export function createDeletionDueDates(db: Kysely<Database>) {
  const repo = createAccountDeletionsRepo(db);
  return async (userId: number): Promise<string | null> => {
    const row = await repo.find(userId);
    return row && row.erased_at === null ? row.due_at : null;
  };
}

/**
 * "Konto löschen": the owner's request, the job that erases due deletions and purges kept
 * records after their date (docs/decisions/0037). It orchestrates; every module erases its own
 * tables through its face's accountErasure.
 */
export function createAccountDeletionModule(
  deps: Omit<AccountDeletionDeps, "repo"> & {
    db: Kysely<Database>;
    cookies: Pick<CookieJar, "clearSession">;
    jobIntervalMs: number;
  },
) {
  const deletion = createAccountDeletionService({ ...deps, repo: createAccountDeletionsRepo(deps.db) });
  return {
    runDue: deletion.runDue,
    purge: deletion.purge,
    plugin: modulePlugin(async (app) => {
      await app.register(accountDeletionRoutes({ deletion, cookies: deps.cookies }));
      startAccountDeletionJob(app, deletion, deps.jobIntervalMs);
    }),
  };
}

import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { createContactErasureRepo } from "./erasure-repo.ts";
import { createContactRepo } from "./repo.ts";
import { createContactMessagesPurge } from "./retention-repo.ts";
import { contactRoutes } from "./routes.ts";
import { createContactService, type ContactDeps } from "./service.ts";
import { personalDataOf } from "./personal-data-repo.ts";
import { createSupportRequests } from "./support-request.ts";

export type { SupportRequest } from "./support-request.ts";

/** The contact form: stores the message and mails it to support, a member's as priority. */
export function createContactModule(deps: Omit<ContactDeps, "repo"> & { db: Kysely<Database> }) {
  const { db, ...rest } = deps;
  const repo = createContactRepo(db);
  const service = createContactService({ repo, ...rest });
  const erasure = createContactErasureRepo(db);
  return {
    /** Files a request with support on a customer's behalf, kept until its retain_until. */
    fileSupportRequest: createSupportRequests({ ...rest, repo, erasure }),
    /** The messages of a deleted account: erased (kept requests excepted), then purged. */
    eraseMessagesFrom: erasure.eraseFrom,
    purgeKept: erasure.purge,
    /** Messages 3 years after the end of the year they arrived in (docs/decisions/0039). */
    expiredMessages: createContactMessagesPurge(db),
    /** The messages sent from the account's address, for its owner's data export (docs/decisions/0035). */
    personalData: (person: { email: string | null }) => personalDataOf(db, person.email),
    plugin: modulePlugin(async (app) => app.register(contactRoutes(service))),
  };
}

export type Contact = ReturnType<typeof createContactModule>;

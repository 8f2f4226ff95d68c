import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { createContactRepo } from "./repo.ts";
import { contactRoutes } from "./routes.ts";
import { createContactService, type ContactDeps } from "./service.ts";
import { personalDataOf } from "./personal-data-repo.ts";

/** The contact form: stores the message and mails it to support, a member's as priority. */
export function createContactModule(deps: Omit<ContactDeps, "repo"> & { db: Kysely<Database> }) {
  const { db, ...rest } = deps;
  const service = createContactService({ repo: createContactRepo(db), ...rest });
  return {
    /** The messages sent from the account's address, for its owner's data export (docs/decisions/0035). */
    personalData: (person: { email: string | null }) => personalDataOf(db, person.email),
    plugin: modulePlugin(async (app) => app.register(contactRoutes(service))),
  };
}

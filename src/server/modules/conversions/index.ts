import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import type { RegistrationFlow } from "../auth/index.ts";
import type { Consultants } from "../consultants/index.ts";
import { createConversionsRepo } from "./repo.ts";
import { conversionsRoutes } from "./routes.ts";
import { createConversionsErasure } from "./erasure-repo.ts";
import { personalDataOf } from "./personal-data-repo.ts";

/** The advertising conversions: a sign-up or a call attributed to the click that brought it. */
export function createConversionsModule(deps: {
  db: Kysely<Database>;
  consultants: Pick<Consultants, "findById">;
  registrationFlow: RegistrationFlow;
}) {
  const { db, ...rest } = deps;
  return {
    accountErasure: createConversionsErasure(),
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(db, person.id),
    plugin: modulePlugin(async (app) =>
      app.register(conversionsRoutes({ conversions: createConversionsRepo(db), ...rest })),
    ),
  };
}

import type { AccountErasure } from "../../db/account-erasure.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { deleteConfirmationOf, personalDataOf } from "./repo.ts";
import { emailConfirmationRoutes } from "./routes.ts";
import { createEmailConfirmationService, type EmailConfirmationDeps } from "./service.ts";

/**
 * The confirmation of the account's e-mail address by a mailed link (docs/decisions/0051).
 * The confirmed state is the users module's; this module owns the waiting links. Which mails
 * wait for it is the mail module's list (mail/mail-kinds.ts).
 */
export function createEmailConfirmationModule(deps: EmailConfirmationDeps) {
  const confirmation = createEmailConfirmationService(deps);
  const plugin = modulePlugin(async (app) => {
    await app.register(emailConfirmationRoutes({ confirmation, rateLimiter: deps.rateLimiter }));
  });
  const accountErasure: AccountErasure = {
    async eraseUser(executor, userId) {
      await deleteConfirmationOf(executor, userId);
      return null;
    },
    purgeKept: async () => 0,
  };
  return {
    /** Mails the link for the address a new account was registered with. */
    afterRegistration: confirmation.afterRegistration,
    /** The account's waiting link goes with the account: nothing is kept. */
    accountErasure,
    /** The account's waiting link, for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
    plugin,
  };
}

export type EmailConfirmationModule = ReturnType<typeof createEmailConfirmationModule>;

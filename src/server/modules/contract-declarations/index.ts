import { modulePlugin } from "../../http/module-plugin.ts";
import { createOwnerActions } from "./owner-actions.ts";
import { createContractDeclarationsRepo } from "./repo.ts";
import { contractDeclarationsRoutes } from "./routes.ts";
import { createContractDeclarationsService } from "./service.ts";
import { createDeclarationsErasure } from "./erasure-repo.ts";
import { personalDataOf } from "./personal-data-repo.ts";

/**
 * Cancellations and withdrawals filed through the forms, confirmed by their owners where the
 * sender may not be the owner (docs/decisions/0007), and what they do to the membership.
 */
export function createContractDeclarationsModule(deps: Parameters<typeof createContractDeclarationsService>[0]) {
  const repo = createContractDeclarationsRepo(deps.db);
  const plugin = modulePlugin(async (app) =>
    app.register(contractDeclarationsRoutes(createContractDeclarationsService(deps), createOwnerActions(deps))),
  );
  return {
    accountErasure: createDeclarationsErasure(deps.db),
    /** An account's declarations, newest first (the administration's view of the account). */
    forUser: repo.forUser,
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
    plugin,
  };
}

export type ContractDeclarations = ReturnType<typeof createContractDeclarationsModule>;

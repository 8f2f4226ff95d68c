import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { isKnownMinor } from "./birth-date.ts";
import { createUsersErasureRepo } from "./erasure-repo.ts";
import { createUsersRepo } from "./repo.ts";
import { createUserSearchRepo } from "./search-repo.ts";
import { createUsersService, userMessages } from "./service.ts";
import { personalDataOf } from "./personal-data-repo.ts";

export { userMessages, type NewAccount } from "./service.ts";
export { birthDateStanding, isKnownMinor } from "./birth-date.ts";
export { deletedAccountName } from "./erasure-repo.ts";

/** The accounts: who may register with which number and address, and who someone is. */
export function createUsersModule(deps: { db: Kysely<Database> }) {
  const repo = createUsersRepo(deps.db);
  const accounts = createUsersService(repo);
  const { search } = createUserSearchRepo(deps.db);
  return {
    findById: repo.findById,
    findByPhone: repo.findByPhone,
    findByEmail: repo.findByEmail,
    updatePasswordHash: repo.updatePasswordHash,
    setMissingBirthDate: repo.setMissingBirthDate,
    /** 403 for an account under 18 by its date of birth: it may not order (docs/decisions/0033). */
    async assertMayOrder(userId: number): Promise<void> {
      const user = await repo.findById(userId);
      if (user && isKnownMinor(user)) throw new HttpError(403, userMessages.minorOrder);
    },
    /**
     * 404 for an unknown account, 409 for one deleted or waiting for its deletion: nobody acts on
     * it any more, the administrator included (docs/decisions/0037).
     */
    async assertActionable(userId: number): Promise<void> {
      const user = await repo.findById(userId);
      if (!user) throw new HttpError(404, userMessages.notFound);
      if (user.deletion_requested_at !== null) throw new HttpError(409, userMessages.deleted);
    },
    phoneExists: accounts.phoneExists,
    /** The changes of "Persönliche Daten" (docs/decisions/0036); phone and address stay unique. */
    changeName: accounts.changeName,
    changePhone: accounts.changePhone,
    changeEmail: accounts.changeEmail,
    assertEmailFreeFor: accounts.assertEmailFreeFor,
    createAccount: accounts.createAccount,
    /** The confirmed address (docs/decisions/0051): confirming by its link, and asking. */
    confirmEmail: repo.confirmEmail,
    isAddressConfirmed: repo.isAddressConfirmed,
    /** The administrator's user search (docs/decisions/0013). */
    search,
    /** Looks an account up inside the caller's transaction. */
    findByIdWithin: (executor: Kysely<Database>, id: number) => createUsersRepo(executor).findById(id),
    /** The account's deletion: lock, anonymise, purge the stub (docs/decisions/0037). */
    erasure: createUsersErasureRepo(deps.db),
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
  };
}

export type Users = ReturnType<typeof createUsersModule>;
/** An account as the users module answers it. */
export type UserAccount = NonNullable<Awaited<ReturnType<Users["findById"]>>>;

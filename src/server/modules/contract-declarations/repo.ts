import type { Insertable, Kysely, Selectable } from "kysely";
import type { ContractDeclarationsTable, Database } from "../../db/schema.ts";
import type { DeclarationStatus, VerifiedBy } from "./status.ts";

export type DeclarationRow = Selectable<ContractDeclarationsTable>;
export type NewDeclaration = Omit<Insertable<ContractDeclarationsTable>, "id" | "mailed_at">;

export interface DeclarationOutcomeColumns {
  status: DeclarationStatus;
  user_id: number | null;
  subscription_id: number | null;
  effective_end: string | null;
  verified_by?: VerifiedBy | null;
  confirm_token_hash?: string | null;
  confirm_token_expires_at?: string | null;
  missed_end?: string | null;
}

export function createContractDeclarationsRepo(db: Kysely<Database>) {
  return {
    /** The declarations matched to an account, newest first. */
    forUser(userId: number, limit: number): Promise<DeclarationRow[]> {
      return db
        .selectFrom("contract_declarations")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },

    insert(row: NewDeclaration): Promise<DeclarationRow> {
      return db.insertInto("contract_declarations").values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** What the portal did about the declaration: the account and contract it found, and the end. */
    async recordOutcome(id: number, outcome: DeclarationOutcomeColumns): Promise<void> {
      await db.updateTable("contract_declarations").set(outcome).where("id", "=", id).execute();
    },

    async markMailed(id: number, at: Date): Promise<void> {
      await db.updateTable("contract_declarations").set({ mailed_at: at.toISOString() }).where("id", "=", id).execute();
    },

    async markOwnerNotified(id: number, at: Date): Promise<void> {
      await db
        .updateTable("contract_declarations")
        .set({ owner_notified_at: at.toISOString() })
        .where("id", "=", id)
        .execute();
    },

    /**
     * What the owner should see in the profile: declarations waiting for a decision, however old
     * (they stay pending until the owner decides, docs/decisions/0007), and every other
     * declaration of the last days for the account that was not made in the owner's own session
     * and that the owner has not acknowledged yet.
     */
    forOwner(userId: number, since: Date): Promise<DeclarationRow[]> {
      return db
        .selectFrom("contract_declarations")
        .selectAll()
        .where("user_id", "=", userId)
        .where((eb) =>
          eb.or([
            eb("status", "=", "awaiting_owner"),
            eb.and([
              eb("received_at", ">=", since.toISOString()),
              eb("owner_acknowledged_at", "is", null),
              eb.or([eb("verified_by", "is", null), eb("verified_by", "!=", "session")]),
            ]),
          ]),
        )
        .orderBy("received_at", "desc")
        .limit(20)
        .execute();
    },

    byReferenceFor(userId: number, reference: string): Promise<DeclarationRow | undefined> {
      return db
        .selectFrom("contract_declarations")
        .selectAll()
        .where("user_id", "=", userId)
        .where("reference", "=", reference)
        .executeTakeFirst();
    },

    byConfirmTokenHash(hash: string): Promise<DeclarationRow | undefined> {
      return db
        .selectFrom("contract_declarations")
        .selectAll()
        .where("confirm_token_hash", "=", hash)
        .executeTakeFirst();
    },

    /**
     * Claims the owner's decision on a waiting declaration: only one of several simultaneous
     * confirmations (two tabs, the link and the profile) gets true.
     */
    async claimDecision(id: number, at: Date, verifiedBy: VerifiedBy): Promise<boolean> {
      const result = await db
        .updateTable("contract_declarations")
        .set({ decided_at: at.toISOString(), verified_by: verifiedBy, confirm_token_hash: null })
        .where("id", "=", id)
        .where("status", "=", "awaiting_owner")
        .where("decided_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async acknowledge(id: number, at: Date): Promise<void> {
      await db
        .updateTable("contract_declarations")
        .set({ owner_acknowledged_at: at.toISOString() })
        .where("id", "=", id)
        .where("owner_acknowledged_at", "is", null)
        .execute();
    },
  };
}

import type { Insertable, Kysely, Selectable } from "kysely";
import type { ContractDeclarationsTable, Database } from "../../db/schema.ts";

export type DeclarationRow = Selectable<ContractDeclarationsTable>;
export type NewDeclaration = Omit<Insertable<ContractDeclarationsTable>, "id" | "mailed_at">;

export interface DeclarationOutcomeColumns {
  user_id: number | null;
  subscription_id: number | null;
  effective_end: string | null;
}

export function createContractDeclarationsRepo(db: Kysely<Database>) {
  return {
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
  };
}

export type ContractDeclarationsRepo = ReturnType<typeof createContractDeclarationsRepo>;

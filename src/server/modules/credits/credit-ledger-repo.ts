import type { Kysely, Selectable } from "kysely";
import { lockedRows } from "../../db/row-lock.ts";
import type { CreditEntriesTable, Database } from "../../db/schema.ts";

export type CreditEntryRow = Selectable<CreditEntriesTable>;

export interface CreditAccountState {
  balance: number;
  held: number;
}

/** The account as the ledger decides on it: with the credits a refund still has to take back. */
export interface LockedCreditAccount extends CreditAccountState {
  owed: number;
}

/** The SQL of the credits ledger: accounts with their stored balance, and the entries. */
export function createCreditLedgerRepo(db: Kysely<Database>) {
  return {
    /**
     * Creates the account if needed and locks its row for the rest of the transaction, so that
     * every decision about this account (is the key new, is there enough) is taken by one
     * transaction at a time. SQLite writes under BEGIN IMMEDIATE, which locks the whole file.
     */
    async lockAccount(userId: number, now: Date): Promise<LockedCreditAccount> {
      await db
        .insertInto("credit_accounts")
        .values({ user_id: userId, balance: 0, held: 0, updated_at: now.toISOString() })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
      const query = db.selectFrom("credit_accounts").select(["balance", "held", "owed"]).where("user_id", "=", userId);
      return lockedRows(db, query).executeTakeFirstOrThrow();
    },

    async readBalances(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom("credit_accounts")
        .select(["user_id", "balance"])
        .where("user_id", "in", userIds)
        .execute();
      return new Map(rows.map((r) => [r.user_id, r.balance]));
    },

    async readAccount(userId: number): Promise<CreditAccountState> {
      const row = await db
        .selectFrom("credit_accounts")
        .select(["balance", "held"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row ?? { balance: 0, held: 0 };
    },

    async updateAccount(userId: number, state: CreditAccountState, now: Date): Promise<void> {
      await db
        .updateTable("credit_accounts")
        .set({ balance: state.balance, held: state.held, updated_at: now.toISOString() })
        .where("user_id", "=", userId)
        .execute();
    },

    async setOwed(userId: number, owed: number, now: Date): Promise<void> {
      await db
        .updateTable("credit_accounts")
        .set({ owed, updated_at: now.toISOString() })
        .where("user_id", "=", userId)
        .execute();
    },

    async readOwed(userId: number): Promise<number> {
      const row = await db
        .selectFrom("credit_accounts")
        .select("owed")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.owed ?? 0;
    },

    findEntryByKey(operationKey: string): Promise<CreditEntryRow | undefined> {
      return db.selectFrom("credit_entries").selectAll().where("operation_key", "=", operationKey).executeTakeFirst();
    },

    async insertEntry(entry: Omit<CreditEntryRow, "id">): Promise<CreditEntryRow> {
      return db.insertInto("credit_entries").values(entry).returningAll().executeTakeFirstOrThrow();
    },

    /** Newest first; one row more than asked, so the caller knows whether more follow. */
    listEntries(userId: number, offset: number, limit: number): Promise<CreditEntryRow[]> {
      return db
        .selectFrom("credit_entries")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("id", "desc")
        .offset(offset)
        .limit(limit)
        .execute();
    },
  };
}

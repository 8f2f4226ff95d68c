import type { Kysely } from "kysely";
import type { CreditEntryType } from "../../../shared/domain/credits.ts";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { createCreditLedgerRepo, type CreditAccountState, type CreditEntryRow } from "./ledger-repo.ts";

export type { CreditAccountState, CreditEntryRow } from "./ledger-repo.ts";

/** One movement of credits. The key names the operation (a PayPal order, a call record, an admin action). */
export interface CreditOperation {
  userId: number;
  type: CreditEntryType;
  /** Signed whole credits: purchase and bonus positive, spend and refund negative. */
  amount: number;
  /** German, shown in the member's history. */
  description: string;
  operationKey: string;
}

export interface PostOptions {
  /** Credits held for a call that this operation ends: released in the same step. */
  release?: number;
  /**
   * For a debit: take only what is available (balance less what is held) instead of refusing.
   * A refund of credits already spent takes what is left.
   */
  upToAvailable?: boolean;
}

export type PostResult =
  | { status: "applied"; entry: CreditEntryRow }
  /** The key was used before for this account: nothing changed, the first entry is returned. */
  | { status: "repeated"; entry: CreditEntryRow }
  /** The key was used before for another account: nothing changed, and that entry is not this caller's to see. */
  | { status: "conflict" }
  /** A debit larger than what is available, or nothing left to take: nothing changed. */
  | { status: "insufficient"; available: number };

const positiveTypes: ReadonlySet<CreditEntryType> = new Set(["purchase", "bonus"]);

function assertWellFormed(op: CreditOperation): void {
  if (!Number.isSafeInteger(op.amount) || op.amount === 0) throw new Error(`credit amount must be a non-zero integer`);
  if (positiveTypes.has(op.type) !== op.amount > 0) throw new Error(`credit ${op.type} has the wrong sign`);
  if (op.operationKey.length === 0) throw new Error("credit operation without a key");
}

/**
 * The credits ledger. Entries are only ever appended; the account's stored balance changes in
 * the same transaction as its entry, so it always equals the sum of the entries, and the
 * database refuses a balance below zero or below what is held. Every write runs in the caller's
 * transaction: a purchase is credited together with marking its order paid, a call is debited
 * together with closing it.
 */
export function createCreditLedger(deps: { clock: Clock }) {
  const { clock } = deps;

  return {
    /** Applies an operation once: the same key again changes nothing and answers the first entry. */
    async post(trx: Kysely<Database>, op: CreditOperation, options: PostOptions = {}): Promise<PostResult> {
      assertWellFormed(op);
      const repo = createCreditLedgerRepo(trx);
      const now = clock.now();
      const account = await repo.lockAccount(op.userId, now);
      const earlier = await repo.findEntryByKey(op.operationKey);
      if (earlier) {
        if (earlier.user_id !== op.userId) return { status: "conflict" };
        return { status: "repeated", entry: earlier };
      }
      const release = Math.min(options.release ?? 0, account.held);
      const held = account.held - release;
      const available = account.balance - held;
      let amount = op.amount;
      if (amount < 0 && -amount > available) {
        if (!options.upToAvailable || available === 0) return { status: "insufficient", available };
        amount = -available;
      }
      const balance = account.balance + amount;
      const entry = await repo.insertEntry({
        user_id: op.userId,
        type: op.type,
        amount,
        balance_after: balance,
        description: op.description,
        operation_key: op.operationKey,
        created_at: now.toISOString(),
      });
      await repo.updateAccount(op.userId, { balance, held }, now);
      return { status: "applied", entry };
    },

    /** Reserves credits for a running call; false when fewer are available. */
    async hold(trx: Kysely<Database>, userId: number, credits: number): Promise<boolean> {
      if (!Number.isSafeInteger(credits) || credits <= 0) throw new Error("a hold must be a positive integer");
      const repo = createCreditLedgerRepo(trx);
      const now = clock.now();
      const account = await repo.lockAccount(userId, now);
      if (account.balance - account.held < credits) return false;
      await repo.updateAccount(userId, { balance: account.balance, held: account.held + credits }, now);
      return true;
    },

    /** Gives held credits back (a call that never took place). */
    async release(trx: Kysely<Database>, userId: number, credits: number): Promise<void> {
      const repo = createCreditLedgerRepo(trx);
      const now = clock.now();
      const account = await repo.lockAccount(userId, now);
      const held = Math.max(0, account.held - credits);
      await repo.updateAccount(userId, { balance: account.balance, held }, now);
    },

    /** The account as stored now (no lock): for answering, not for deciding. */
    /** The balances of a page of accounts in one query; accounts that never had credits are missing. */
    balances(db: Kysely<Database>, userIds: number[]): Promise<Map<number, number>> {
      return createCreditLedgerRepo(db).readBalances(userIds);
    },

    account(db: Kysely<Database>, userId: number): Promise<CreditAccountState> {
      return createCreditLedgerRepo(db).readAccount(userId);
    },

    /** One page of the history, newest first. */
    async history(
      db: Kysely<Database>,
      userId: number,
      page: number,
      pageSize: number,
    ): Promise<{ entries: CreditEntryRow[]; hasMore: boolean }> {
      const rows = await createCreditLedgerRepo(db).listEntries(userId, (page - 1) * pageSize, pageSize + 1);
      return { entries: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
    },
  };
}

export type CreditLedger = ReturnType<typeof createCreditLedger>;

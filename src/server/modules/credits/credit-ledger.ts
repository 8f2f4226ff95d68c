import type { Kysely } from "kysely";
import { creditEntryDescriptions, type CreditEntryType } from "../../../shared/domain/credits.ts";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { countCreditMovement } from "../../lib/metrics.ts";
import { createCreditLedgerRepo, type CreditAccountState, type CreditEntryRow } from "./credit-ledger-repo.ts";

export type { CreditAccountState, CreditEntryRow } from "./credit-ledger-repo.ts";

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

  /** Applies an operation once: the same key again changes nothing and answers the first entry. */
  async function post(trx: Kysely<Database>, op: CreditOperation, options: PostOptions = {}): Promise<PostResult> {
    const result = await apply(trx, op, options);
    // Counted as written, in the caller's transaction (portal_credit_movements_total).
    countCreditMovement(op.type, result.status);
    return result;
  }

  async function apply(trx: Kysely<Database>, op: CreditOperation, options: PostOptions): Promise<PostResult> {
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
  }

  return {
    post,

    /** Reserves credits for a running call; false when fewer are available (credits owed are not). */
    async hold(trx: Kysely<Database>, userId: number, credits: number): Promise<boolean> {
      if (!Number.isSafeInteger(credits) || credits <= 0) throw new Error("a hold must be a positive integer");
      const repo = createCreditLedgerRepo(trx);
      const now = clock.now();
      const account = await repo.lockAccount(userId, now);
      if (account.balance - account.held - account.owed < credits) return false;
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

    /**
     * Books credits a refund could not take because they were held for a running call: at most
     * what is held (the rest was spent before and is not owed by a hold). They are taken when the
     * hold ends (settleOwed). Answers what was booked as owed.
     */
    async oweFromHold(trx: Kysely<Database>, userId: number, credits: number): Promise<number> {
      const repo = createCreditLedgerRepo(trx);
      const now = clock.now();
      const account = await repo.lockAccount(userId, now);
      const owe = Math.min(Math.max(0, credits), Math.max(0, account.held - account.owed));
      if (owe > 0) await repo.setOwed(userId, account.owed + owe, now);
      return owe;
    },

    /**
     * Takes owed credits from what is available now, as one refund entry under the key (so the
     * same step repeated takes once); what the balance cannot cover stays owed. Runs when a
     * hold ends and after a purchase. Answers what is still owed.
     */
    async settleOwed(trx: Kysely<Database>, userId: number, operationKey: string): Promise<number> {
      const repo = createCreditLedgerRepo(trx);
      const now = clock.now();
      const account = await repo.lockAccount(userId, now);
      const take = Math.min(account.owed, account.balance - account.held);
      if (take <= 0 || (await repo.findEntryByKey(operationKey))) return account.owed;
      const balance = account.balance - take;
      await repo.insertEntry({
        user_id: userId,
        type: "refund",
        amount: -take,
        balance_after: balance,
        description: creditEntryDescriptions.refundOwed,
        operation_key: operationKey,
        created_at: now.toISOString(),
      });
      await repo.updateAccount(userId, { balance, held: account.held }, now);
      await repo.setOwed(userId, account.owed - take, now);
      countCreditMovement("refund", "applied");
      return account.owed - take;
    },

    /** Credits a refund still has to take back (not spendable meanwhile). */
    owed(db: Kysely<Database>, userId: number): Promise<number> {
      return createCreditLedgerRepo(db).readOwed(userId);
    },

    /** The balances of a page of accounts in one query; accounts that never had credits are missing. */
    balances(db: Kysely<Database>, userIds: number[]): Promise<Map<number, number>> {
      return createCreditLedgerRepo(db).readBalances(userIds);
    },

    /** The account as stored now (no lock): for answering, not for deciding. */
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

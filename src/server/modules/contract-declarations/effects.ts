import type { Kysely } from "kysely";
import { berlinEndOfDay } from "../../../shared/domain/berlin-time.ts";
import type { Database } from "../../db/schema.ts";
import type { Subscription } from "../subscriptions/index.ts";
import type { SubscriptionsService } from "../subscriptions/index.ts";
import { createContractDeclarationsRepo, type DeclarationRow } from "./repo.ts";
import type { DeclarationStatus, VerifiedBy } from "./status.ts";
import { withdrawalDeadline } from "./withdrawal-period.ts";

export interface Settled {
  status: DeclarationStatus;
  subscriptionId: number | null;
  effectiveEnd: Date | null;
  /** A waiting cancellation: the end it causes if the owner confirms before it. */
  endIfConfirmed?: Date;
  /** A cancellation confirmed after the end it would have caused: that end. */
  missedEnd?: Date | null;
}

interface Outcome {
  status: DeclarationStatus;
  subscriptionId: number | null;
  verifiedBy: VerifiedBy | null;
  confirmTokenHash?: string;
  confirmTokenExpiresAt?: Date;
  missedEnd?: Date | null;
}

/**
 * What a declaration does to the contract (docs/decisions/0007). The change and the note of it
 * on the declaration run in one transaction; lookups happen before it, never while it holds
 * the database.
 */
export function createDeclarationEffects(deps: { db: Kysely<Database>; subscriptions: SubscriptionsService }) {
  const { db, subscriptions } = deps;

  async function settle(
    row: DeclarationRow,
    userId: number,
    outcome: Outcome,
    change?: (trx: Kysely<Database>) => Promise<Subscription>,
    claim?: (trx: Kysely<Database>) => Promise<boolean>,
  ): Promise<Settled | null> {
    return db.transaction().execute(async (trx) => {
      if (claim && !(await claim(trx))) return null;
      const changed = change ? await change(trx) : null;
      await createContractDeclarationsRepo(trx).recordOutcome(row.id, {
        status: outcome.status,
        user_id: userId,
        subscription_id: outcome.subscriptionId,
        effective_end: changed?.access_until ?? null,
        verified_by: outcome.verifiedBy,
        confirm_token_hash: outcome.confirmTokenHash ?? null,
        confirm_token_expires_at: outcome.confirmTokenExpiresAt?.toISOString() ?? null,
        ...(outcome.missedEnd ? { missed_end: outcome.missedEnd.toISOString() } : {}),
      });
      return {
        status: outcome.status,
        subscriptionId: outcome.subscriptionId,
        effectiveEnd: changed?.access_until ? new Date(changed.access_until) : null,
      };
    });
  }

  const unchanged = async (row: DeclarationRow, userId: number, outcome: Outcome): Promise<Settled> =>
    (await settle(row, userId, outcome)) ?? { status: outcome.status, subscriptionId: null, effectiveEnd: null };

  /** A declaration from someone not shown to be the owner waits for the owner's decision. */
  const awaitOwner = (
    row: DeclarationRow,
    userId: number,
    subscriptionId: number,
    confirmToken: { hash: string; expiresAt: Date } | undefined,
  ): Promise<Settled> =>
    unchanged(row, userId, {
      status: "awaiting_owner",
      subscriptionId,
      verifiedBy: null,
      confirmTokenHash: confirmToken?.hash,
      confirmTokenExpiresAt: confirmToken?.expiresAt,
    });

  const wishedEndOf = (row: DeclarationRow): Date | undefined =>
    row.requested_end ? berlinEndOfDay(row.requested_end) : undefined;

  return {
    /**
     * An ordinary (or extraordinary) cancellation applies at once for the logged-in owner;
     * from anyone else it waits for the owner with a confirmation token. `endIfConfirmed` is
     * the end it causes when the owner confirms before that end.
     */
    async cancellation(
      row: DeclarationRow,
      userId: number,
      verifiedBy: VerifiedBy | null,
      wishedEnd: Date | undefined,
      confirmToken?: { hash: string; expiresAt: Date },
    ): Promise<Settled> {
      const current = await subscriptions.currentFor(userId);
      if (!current) return unchanged(row, userId, { status: "no_contract", subscriptionId: null, verifiedBy });
      if (!verifiedBy) {
        const settled = await awaitOwner(row, userId, current.id, confirmToken);
        const received = new Date(row.received_at);
        return { ...settled, endIfConfirmed: subscriptions.cancellationEndIfDeclaredAt(current, received, wishedEnd) };
      }
      const settled = await settle(
        row,
        userId,
        { status: "applied", subscriptionId: current.id, verifiedBy },
        async (trx) => (await subscriptions.cancelByMember(trx, current.id, wishedEnd)).row,
      );
      return settled ?? { status: "applied", subscriptionId: current.id, effectiveEnd: null };
    },

    /** When a confirmation token for a cancellation stops working (docs/decisions/0007). */
    async cancellationEndFor(userId: number, receivedAt: Date, wishedEnd: Date | undefined): Promise<Date | null> {
      const current = await subscriptions.currentFor(userId);
      return current ? subscriptions.cancellationEndIfDeclaredAt(current, receivedAt, wishedEnd) : null;
    },

    /**
     * A withdrawal ends access at once, so it applies only for the logged-in owner; otherwise
     * it waits for the owner with a confirmation token. The 14 days are judged by the time the
     * declaration was received.
     */
    async withdrawal(
      row: DeclarationRow,
      userId: number,
      verifiedBy: VerifiedBy | null,
      confirmToken?: { hash: string; expiresAt: Date },
    ): Promise<Settled> {
      const current = await subscriptions.currentFor(userId);
      if (!current) return unchanged(row, userId, { status: "no_contract", subscriptionId: null, verifiedBy });
      if (new Date(row.received_at) >= withdrawalDeadline(new Date(current.start_date))) {
        return unchanged(row, userId, { status: "period_expired", subscriptionId: current.id, verifiedBy });
      }
      if (!verifiedBy) return awaitOwner(row, userId, current.id, confirmToken);
      const settled = await settle(row, userId, { status: "applied", subscriptionId: current.id, verifiedBy }, (trx) =>
        subscriptions.withdraw(trx, current.id),
      );
      return settled ?? { status: "applied", subscriptionId: current.id, effectiveEnd: null };
    },

    /**
     * The owner confirms a waiting declaration. It counts as received when it was made: a
     * withdrawal made within the 14 days applies however late it is confirmed, and a
     * cancellation ends the contract at the end computed from its receipt, or now if that end
     * has passed (docs/decisions/0007). Null when it was decided already (another tab, the
     * link and the profile at once). The contract must still be the one it was made for.
     */
    async confirm(row: DeclarationRow, verifiedBy: VerifiedBy, at: Date): Promise<Settled | null> {
      const userId = row.user_id;
      if (userId === null) return null;
      const claim = (trx: Kysely<Database>) =>
        createContractDeclarationsRepo(trx).claimDecision(row.id, at, verifiedBy);
      const current = await subscriptions.currentFor(userId);
      if (!current || current.id !== row.subscription_id) {
        return settle(
          row,
          userId,
          { status: "no_contract", subscriptionId: row.subscription_id, verifiedBy },
          undefined,
          claim,
        );
      }
      if (row.kind === "withdrawal") {
        return settle(
          row,
          userId,
          { status: "applied", subscriptionId: current.id, verifiedBy },
          (trx) => subscriptions.withdraw(trx, current.id),
          claim,
        );
      }
      const received = new Date(row.received_at);
      const due = subscriptions.cancellationEndIfDeclaredAt(current, received, wishedEndOf(row));
      const missedEnd = due <= at ? due : null;
      const settled = await settle(
        row,
        userId,
        { status: "applied", subscriptionId: current.id, verifiedBy, missedEnd },
        async (trx) => (await subscriptions.cancelByMember(trx, current.id, wishedEndOf(row), received)).row,
        claim,
      );
      return settled && { ...settled, missedEnd };
    },

    /** The owner says a waiting declaration is not theirs: nothing changes. */
    async reject(row: DeclarationRow, verifiedBy: VerifiedBy, at: Date): Promise<Settled | null> {
      const userId = row.user_id;
      if (userId === null) return null;
      const claim = (trx: Kysely<Database>) =>
        createContractDeclarationsRepo(trx).claimDecision(row.id, at, verifiedBy);
      return settle(
        row,
        userId,
        { status: "rejected", subscriptionId: row.subscription_id, verifiedBy },
        undefined,
        claim,
      );
    },
  };
}

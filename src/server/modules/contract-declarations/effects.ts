import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { SubscriptionRow } from "../subscriptions/repo.ts";
import type { SubscriptionsService } from "../subscriptions/service.ts";
import { createContractDeclarationsRepo, type DeclarationRow } from "./repo.ts";
import type { DeclarationStatus, VerifiedBy } from "./status.ts";
import { withdrawalDeadline } from "./withdrawal-period.ts";

export interface Settled {
  status: DeclarationStatus;
  subscriptionId: number | null;
  effectiveEnd: Date | null;
}

interface Outcome {
  status: DeclarationStatus;
  subscriptionId: number | null;
  verifiedBy: VerifiedBy | null;
  confirmTokenHash?: string;
  confirmTokenExpiresAt?: Date;
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
    change?: (trx: Kysely<Database>) => Promise<SubscriptionRow>,
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

  return {
    /** An ordinary (or extraordinary) cancellation applies at once, whoever sent it. */
    async cancellation(
      row: DeclarationRow,
      userId: number,
      verifiedBy: VerifiedBy | null,
      wishedEnd: Date | undefined,
    ): Promise<Settled> {
      const current = await subscriptions.currentFor(userId);
      if (!current) return unchanged(row, userId, { status: "no_contract", subscriptionId: null, verifiedBy });
      const settled = await settle(
        row,
        userId,
        { status: "applied", subscriptionId: current.id, verifiedBy },
        async (trx) => (await subscriptions.cancelByMember(trx, current.id, wishedEnd)).row,
      );
      return settled ?? { status: "applied", subscriptionId: current.id, effectiveEnd: null };
    },

    /**
     * A withdrawal ends access at once, so it applies only for someone shown to be the owner;
     * otherwise it waits for the owner with a confirmation token. The 14 days are judged by
     * the time the declaration was received.
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
      if (!verifiedBy) {
        return unchanged(row, userId, {
          status: "awaiting_owner",
          subscriptionId: current.id,
          verifiedBy: null,
          confirmTokenHash: confirmToken?.hash,
          confirmTokenExpiresAt: confirmToken?.expiresAt,
        });
      }
      const settled = await settle(row, userId, { status: "applied", subscriptionId: current.id, verifiedBy }, (trx) =>
        subscriptions.withdraw(trx, current.id),
      );
      return settled ?? { status: "applied", subscriptionId: current.id, effectiveEnd: null };
    },

    /**
     * The owner confirms a waiting withdrawal. Null when it was decided already (another tab,
     * the link and the profile at once). The contract must still be the one it was made for.
     */
    async confirmWithdrawal(row: DeclarationRow, verifiedBy: VerifiedBy, at: Date): Promise<Settled | null> {
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
      return settle(
        row,
        userId,
        { status: "applied", subscriptionId: current.id, verifiedBy },
        (trx) => subscriptions.withdraw(trx, current.id),
        claim,
      );
    },

    /** The owner says a waiting withdrawal is not theirs: nothing changes. */
    async rejectWithdrawal(row: DeclarationRow, verifiedBy: VerifiedBy, at: Date): Promise<Settled | null> {
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

export type DeclarationEffects = ReturnType<typeof createDeclarationEffects>;

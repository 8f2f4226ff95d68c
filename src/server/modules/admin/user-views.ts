import type { Kysely } from "kysely";
import type { AdminUser, AdminUserDetail, AdminUsersResponse } from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { SessionStore } from "../auth/index.ts";
import type { Calls } from "../calls/index.ts";
import type { ContractDeclarations } from "../contract-declarations/index.ts";
import type { CreditLedger } from "../credits/index.ts";
import type { CreditsService } from "../credits/index.ts";
import type { PaymentRecords } from "../payment-records/index.ts";
import { accountOf, type Subscription, type SubscriptionsService } from "../subscriptions/index.ts";
import type { UserAccount, Users } from "../users/index.ts";
import { adminActionMessages } from "./messages.ts";

interface Deps {
  db: Kysely<Database>;
  users: Pick<Users, "findById" | "search">;
  subscriptions: SubscriptionsService;
  payments: Pick<PaymentRecords, "paymentsForSubscriptions">;
  credits: CreditsService;
  creditLedger: CreditLedger;
  calls: Pick<Calls, "historyFor">;
  declarations: Pick<ContractDeclarations, "forUser">;
  sessions: Pick<SessionStore, "countActive">;
}

/**
 * What the administrator reads about accounts, put together for one screen from what each
 * owning module offers; the admin module reads no other module's tables itself, and every
 * write goes through the owning modules' verbs.
 */
export function createAdminUserViews(deps: Deps) {
  const { db, subscriptions } = deps;

  async function listItem(user: UserAccount, balance: number): Promise<AdminUser> {
    return item(user, balance, await subscriptions.currentFor(user.id));
  }

  function item(user: UserAccount, balance: number, subscription: Subscription | undefined): AdminUser {
    return {
      ...accountOf(user, subscription, subscriptions),
      creditBalance: balance,
      createdAt: user.created_at,
      deletionRequestedAt: user.deletion_requested_at,
      deletedAt: user.deleted_at,
    };
  }

  async function memberships(userId: number): Promise<AdminUserDetail["memberships"]> {
    const rows = await subscriptions.allFor(userId, 20);
    const payments = await deps.payments.paymentsForSubscriptions(
      rows.map((r) => r.id),
      200,
    );
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      provider: row.provider,
      providerSubscriptionId: row.provider_subscription_id,
      providerStatus: row.provider_status,
      startDate: row.start_date,
      trialEndDate: row.trial_ends_at,
      nextBillingDate: row.next_billing_date,
      minimumTermEndDate: row.minimum_term_ends_at,
      paidUntil: row.paid_until,
      accessUntil: row.access_until,
      cancelledAt: row.cancelled_at,
      providerCancelledAt: row.provider_cancelled_at,
      payments: payments
        .filter((p) => p.subscription_id === row.id)
        .map((p) => ({
          provider: p.provider,
          paymentId: p.provider_payment_id,
          amount: p.amount_cents / 100,
          currency: p.currency,
          paidAt: p.paid_at,
        })),
    }));
  }

  async function calls(userId: number): Promise<AdminUserDetail["calls"]> {
    const rows = await deps.calls.historyFor(userId, 100);
    return rows.map((r) => ({
      id: r.id,
      line: r.line,
      consultantName: r.consultant_name,
      startedAt: r.started_at,
      durationSeconds: r.duration_seconds,
      cost: r.cost_cents / 100,
    }));
  }

  async function declarations(userId: number): Promise<AdminUserDetail["declarations"]> {
    const rows = await deps.declarations.forUser(userId, 50);
    return rows.map((r) => ({
      reference: r.reference,
      kind: r.kind,
      status: r.status,
      receivedAt: r.received_at,
      effectiveEnd: r.effective_end,
    }));
  }

  return {
    async list(q: string, page: number, pageSize: number): Promise<AdminUsersResponse> {
      const found = await deps.users.search(q, page, pageSize);
      const ids = found.rows.map((r) => r.id);
      // One query each for the page's balances and memberships, not one per account.
      const [balance, current] = await Promise.all([
        deps.creditLedger.balances(db, ids),
        subscriptions.currentForEach(ids),
      ]);
      const users = found.rows.map((row) => item(row, balance.get(row.id) ?? 0, current.get(row.id)));
      return { users, total: found.total, totalExact: found.totalExact, page, pageSize };
    },

    async detail(userId: number): Promise<AdminUserDetail> {
      const user = await deps.users.findById(userId);
      if (!user) throw new HttpError(404, adminActionMessages.userNotFound);
      // What is kept of a deleted account is restricted: the administrator sees only that it was
      // deleted; its receipts stay in the receipts' ledger (docs/decisions/0037).
      if (user.deleted_at !== null) {
        return {
          user: await listItem(user, 0),
          memberships: [],
          calls: [],
          credits: { balance: 0, held: 0, lastTransactions: [] },
          declarations: [],
          activeSessions: 0,
        };
      }
      const account = await deps.creditLedger.account(db, userId);
      const [item, membershipRows, callRows, history, declarationRows, sessions] = await Promise.all([
        listItem(user, account.balance),
        memberships(userId),
        calls(userId),
        deps.credits.history(userId, 1, 10),
        declarations(userId),
        deps.sessions.countActive(userId),
      ]);
      return {
        user: item,
        memberships: membershipRows,
        calls: callRows,
        credits: { balance: account.balance, held: account.held, lastTransactions: history.transactions },
        declarations: declarationRows,
        activeSessions: sessions,
      };
    },
  };
}

export type AdminUserViews = ReturnType<typeof createAdminUserViews>;

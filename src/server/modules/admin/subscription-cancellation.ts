import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { AdminCancelSubscriptionResponse } from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Mailer } from "../mail/index.ts";
import { cancellationMail } from "../subscriptions/index.ts";
import type { MemberCancellation } from "../subscriptions/index.ts";
import type { Subscription } from "../subscriptions/index.ts";
import type { SubscriptionsService } from "../subscriptions/index.ts";
import type { Users } from "../users/index.ts";
import type { AuditLog } from "./audit-log.ts";
import { adminActionMessages } from "./messages.ts";

interface Deps {
  db: Kysely<Database>;
  users: Pick<Users, "findById" | "assertActionable">;
  subscriptions: SubscriptionsService;
  cancelFor: MemberCancellation;
  audit: AuditLog;
  mailer: Mailer;
  brandName: string;
  log: FastifyBaseLogger;
}

export interface AdminCancelRequest {
  actorUserId: number;
  userId: number;
  immediate: boolean;
  reason: string | undefined;
  ip: string;
}

function snapshot(row: Subscription) {
  return { subscriptionId: row.id, status: row.status, accessUntil: row.access_until, cancelledAt: row.cancelled_at };
}

/**
 * The administrator cancels a member's subscription. Ordinary: the member's own verb, so the
 * same effective date (decision 0006) and the same § 312k confirmation mail. Immediate (a
 * refund case): access ends now like a withdrawal and the provider is stopped by the job at
 * once; the money goes back by hand.
 */
export function createAdminCancellation(deps: Deps) {
  const { db, users, subscriptions, audit, mailer, log } = deps;

  async function endNow(request: AdminCancelRequest, current: Subscription) {
    const row = await db.transaction().execute(async (trx) => {
      const ended = await subscriptions.withdraw(trx, current.id);
      await audit.record(trx, {
        actorUserId: request.actorUserId,
        action: "cancel_subscription",
        targetUserId: request.userId,
        before: snapshot(current),
        after: { ...snapshot(ended), immediate: true, reason: request.reason ?? null },
        ip: request.ip,
      });
      return ended;
    });
    const user = await users.findById(request.userId);
    if (user?.email) {
      const now = new Date(row.access_until ?? Date.now());
      const contract = `Premium-Mitgliedschaft${row.provider_subscription_id ? `, Kennung beim Zahlungsanbieter ${row.provider_subscription_id}` : ""}`;
      mailer
        .send(
          cancellationMail({
            to: user.email,
            name: user.name,
            brandName: deps.brandName,
            contract,
            receivedAt: now,
            accessUntil: now,
          }),
        )
        .catch((error: unknown) =>
          log.error({ err: error, subscriptionId: row.id }, "cancellation confirmation mail failed"),
        );
    }
    return {
      subscription: subscriptions.view(row),
      effectiveEndDate: row.access_until ?? new Date().toISOString(),
      message: adminActionMessages.endedNow,
    };
  }

  return async function cancel(request: AdminCancelRequest): Promise<AdminCancelSubscriptionResponse> {
    await users.assertActionable(request.userId);
    const current = await subscriptions.currentFor(request.userId);
    if (!current) throw new HttpError(409, adminActionMessages.noMembership);
    if (request.immediate) return endNow(request, current);
    const answer = await deps.cancelFor(request.userId);
    const after = (await subscriptions.byId(current.id)) ?? current;
    await audit.record(db, {
      actorUserId: request.actorUserId,
      action: "cancel_subscription",
      targetUserId: request.userId,
      before: snapshot(current),
      after: { ...snapshot(after), immediate: false, reason: request.reason ?? null },
      ip: request.ip,
    });
    return answer;
  };
}

export type AdminCancellation = ReturnType<typeof createAdminCancellation>;

import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { CancelSubscriptionResponse } from "../../../shared/schemas/subscriptions.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Mailer } from "../mail/index.ts";
import type { Users } from "../users/index.ts";
import { cancellationMail, cancellationMessage } from "./cancellation-mail.ts";
import type { SubscriptionRow } from "./repo.ts";
import type { SubscriptionsService } from "./service.ts";

export const cancellationMessages = {
  noSubscription: "Kein aktives Abonnement gefunden.",
} as const;

interface Deps {
  db: Kysely<Database>;
  subscriptions: SubscriptionsService;
  users: Pick<Users, "findById">;
  mailer: Mailer;
  brandName: string;
  log: FastifyBaseLogger;
}

/**
 * A member cancels their running subscription. Exactly one of several simultaneous requests
 * performs it (a conditional update claims the row first) and only that one sends the
 * confirmation; the others answer the same end date. The mail never holds up or fails the
 * cancellation: it is sent afterwards and a failure is logged.
 */
export function createMemberCancellation({ db, subscriptions, users, mailer, brandName, log }: Deps) {
  const cancelOnce = (subscriptionId: number) =>
    db.transaction().execute((trx) => subscriptions.cancelByMember(trx, subscriptionId));

  async function confirmByMail(row: SubscriptionRow, accessUntil: Date): Promise<void> {
    const user = await users.findById(row.user_id);
    if (!user?.email) {
      log.info({ userId: row.user_id }, "cancellation confirmed without mail: no e-mail address");
      return;
    }
    const contract = `Premium-Mitgliedschaft${row.provider_subscription_id ? `, Kennung beim Zahlungsanbieter ${row.provider_subscription_id}` : ""}`;
    await mailer.send(
      cancellationMail({
        to: user.email,
        name: user.name,
        brandName,
        contract,
        receivedAt: new Date(row.cancelled_at ?? Date.now()),
        accessUntil,
      }),
    );
  }

  return async function cancelFor(userId: number): Promise<CancelSubscriptionResponse> {
    const current = await subscriptions.currentFor(userId);
    if (!current) throw new HttpError(404, cancellationMessages.noSubscription);
    const { row, changed } = await cancelOnce(current.id);
    const accessUntil = new Date(row.access_until ?? subscriptions.effectiveEndIfCancelledNow(row));
    if (changed) {
      confirmByMail(row, accessUntil).catch((error: unknown) =>
        log.error({ err: error, subscriptionId: row.id }, "cancellation confirmation mail failed"),
      );
    }
    return {
      subscription: subscriptions.view(row),
      effectiveEndDate: accessUntil.toISOString(),
      message: cancellationMessage(accessUntil),
    };
  };
}

export type MemberCancellation = ReturnType<typeof createMemberCancellation>;

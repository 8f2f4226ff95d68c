import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { minimumPaymentFor } from "../../../shared/domain/membership-costs.ts";
import { orderConsentVersion, type OrderKind } from "../../../shared/domain/order-consent-texts.ts";
import { premiumPlan } from "../../../shared/domain/plan.ts";
import type { SiteFacts } from "../../../shared/domain/site-facts.ts";
import { termsFor } from "../../../shared/domain/subscription-terms.ts";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Mailer } from "../mail/index.ts";
import type { Users } from "../users/index.ts";
import { contractDetailsSchema, type ContractDetails, type MembershipContract } from "./contract-details.ts";
import { orderConfirmationMail } from "./mail-content.ts";
import { createOrderConfirmationsRepo, type OrderConfirmationRow } from "./repo.ts";

/** A claim older than this belongs to a process that died; another may take the row over. */
export const confirmationClaimTimeoutMs = 10 * 60_000;
const maxAttempts = 10;
const batchSize = 20;

/** The membership's contract as the mail states it, from the provider's start. */
export function membershipContractOf(provider: string, startedAt: Date): MembershipContract {
  const terms = termsFor(startedAt);
  return {
    kind: "membership",
    provider,
    startedAt: terms.startedAt.toISOString(),
    trialEndsAt: terms.trialEndsAt.toISOString(),
    minimumTermEndsAt: terms.minimumTermEndsAt.toISOString(),
    earliestEndAt: minimumPaymentFor(startedAt).earliestEndAt.toISOString(),
    trialAmountCents: premiumPlan.trialAmountCents,
    weeklyFeeCents: premiumPlan.recurringAmountCents,
    minimumTermMonths: premiumPlan.minimumCommitmentMonths,
  };
}

export interface ConcludeInput {
  orderKey: string;
  userId: number;
  contract: ContractDetails;
}

/**
 * The orders and their contract confirmation mails (§ 312f Abs. 2 BGB, docs/decisions/0022).
 * The order step stores the buyer's consent with a reference; the transaction that activates
 * the membership or credits the package concludes the order; `sendDue` mails each concluded
 * order once: rows are claimed before sending and marked sent after, so the buyer's return, the
 * provider's webhooks and any number of processes send one mail, and the job retries a failure.
 */
export function createOrderConfirmations(deps: {
  db: Kysely<Database>;
  clock: Clock;
  users: Pick<Users, "findById">;
  mailer: Mailer;
  site: SiteFacts;
  publicOrigin: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, users, mailer, log } = deps;
  const host = new URL(deps.publicOrigin).hostname;
  const staleBefore = () => new Date(clock.now().getTime() - confirmationClaimTimeoutMs).toISOString();

  async function deliver(row: OrderConfirmationRow): Promise<boolean> {
    const repo = createOrderConfirmationsRepo(db);
    const user = await users.findById(row.user_id);
    const contract = contractDetailsSchema.safeParse(JSON.parse(row.contract ?? "null"));
    if (!user?.email || !contract.success || !row.concluded_at) {
      // Nothing to send to, or nothing readable to confirm: support sees the unsent row.
      log.error({ orderKey: row.order_key, userId: row.user_id }, "contract confirmation cannot be sent");
      await repo.release(row.id);
      return false;
    }
    try {
      await mailer.send(
        orderConfirmationMail({
          to: user.email,
          name: user.name,
          reference: row.reference,
          concludedAt: new Date(row.concluded_at),
          contract: contract.data,
          consentedAt: row.consented_at ? new Date(row.consented_at) : null,
          site: deps.site,
          publicOrigin: deps.publicOrigin,
          messageId: `<bestellung-${row.reference}@${host}>`,
        }),
      );
    } catch (error) {
      log.warn({ err: error, orderKey: row.order_key }, "contract confirmation mail failed; will retry");
      await repo.release(row.id);
      return false;
    }
    // A crash between the send above and this line sends the mail once more after the claim
    // timeout, with the same Message-ID (docs/decisions/0022).
    await repo.markSent(row.id, clock.now().toISOString());
    return true;
  }

  return {
    /**
     * The order step: the buyer asked for the early start (`consentedAt`). Stores the order
     * with the consent's version and answers its reference; repeating it keeps the first.
     */
    async recordOrder(input: { orderKey: string; userId: number; kind: OrderKind }): Promise<string> {
      const now = clock.now().toISOString();
      const row = await createOrderConfirmationsRepo(db).ensure({
        ...input,
        consentVersion: orderConsentVersion,
        consentedAt: now,
        now,
      });
      return row.reference;
    },

    /**
     * In the transaction that activates the membership or credits the package: the contract is
     * concluded now. Idempotent; an order from before the order step stored consents gets its
     * row (and reference) here.
     */
    async conclude(trx: Kysely<Database>, input: ConcludeInput): Promise<void> {
      const repo = createOrderConfirmationsRepo(trx);
      const now = clock.now().toISOString();
      await repo.ensure({
        orderKey: input.orderKey,
        userId: input.userId,
        kind: input.contract.kind,
        consentVersion: null,
        consentedAt: null,
        now,
      });
      await repo.conclude(input.orderKey, JSON.stringify(input.contract), now);
    },

    /** The order's reference ("B-…"), null for an order we do not know. */
    async referenceOf(orderKey: string): Promise<string | null> {
      return (await createOrderConfirmationsRepo(db).byKey(orderKey))?.reference ?? null;
    },

    /**
     * Mails every concluded, unsent order. Called after the transaction that concluded one has
     * committed, and by the job; never throws, a failure is retried by the next run.
     */
    async sendDue(): Promise<number> {
      let sent = 0;
      try {
        const repo = createOrderConfirmationsRepo(db);
        const tried = new Set<number>();
        for (;;) {
          const rows = (await repo.due(staleBefore(), maxAttempts, batchSize)).filter((r) => !tried.has(r.id));
          if (rows.length === 0) break;
          for (const row of rows) {
            tried.add(row.id);
            if (!(await repo.claim(row.id, clock.now().toISOString(), staleBefore()))) continue;
            if (await deliver(row)) sent += 1;
          }
        }
      } catch (error) {
        log.error({ err: error }, "contract confirmations could not be sent; the job retries");
      }
      return sent;
    },
  };
}

export type OrderConfirmations = ReturnType<typeof createOrderConfirmations>;

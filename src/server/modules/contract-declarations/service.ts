import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { ContractDeclarationConfirmation, DeclaredContractData } from "../../../shared/api-types.ts";
import { berlinEndOfDay } from "../../../shared/domain/berlin-time.ts";
import type { Cancellation, Withdrawal } from "../../../shared/schemas/contract-declarations.ts";
import type { Database } from "../../db/schema.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { SubscriptionRow } from "../subscriptions/repo.ts";
import type { SubscriptionsService } from "../subscriptions/service.ts";
import type { UsersRepo } from "../users/repo.ts";
import { accountPhone, isSameCustomer } from "./account-match.ts";
import { accountOwnerNotice, customerConfirmationMail, supportNotice, type Sender } from "./mail-texts.ts";
import { newReference } from "./reference.ts";
import { createContractDeclarationsRepo, type DeclarationRow } from "./repo.ts";
import { withdrawalDeadline } from "./withdrawal-period.ts";

interface Deps {
  db: Kysely<Database>;
  users: UsersRepo;
  subscriptions: SubscriptionsService;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  sender: Sender;
  log: FastifyBaseLogger;
}

export interface RequestContext {
  ip: string;
  sessionUserId: number | null;
}

interface Handled {
  outcome: ContractDeclarationConfirmation["outcome"];
  effectiveEnd: Date | null;
}

interface Account {
  id: number;
  email: string | null;
}

/**
 * Cancellations (§ 312k BGB) and withdrawals (§ 356a BGB) without login. Each declaration is
 * stored before anything else happens: it is evidence, and it must outlive a failing contract
 * lookup or mail server. Then the contract is ended as far as the data allows, and the
 * customer gets the confirmation by e-mail at once.
 */
export function createContractDeclarationsService(deps: Deps) {
  const { db, users, subscriptions, mailer, rateLimiter, sender, log } = deps;
  const repo = createContractDeclarationsRepo(db);

  async function store(kind: "cancellation" | "withdrawal", declared: DeclaredContractData): Promise<DeclarationRow> {
    return repo.insert({
      reference: newReference(kind),
      kind,
      name: declared.name,
      phone: declared.phone,
      email: declared.email,
      contract: declared.contract,
      termination_type: declared.terminationType,
      reason: declared.reason,
      requested_end: declared.requestedEndDate,
      user_id: null,
      subscription_id: null,
      effective_end: null,
      received_at: subscriptions.clock.now().toISOString(),
    });
  }

  async function findAccount(declared: DeclaredContractData, context: RequestContext): Promise<Account | null> {
    const account = await users.findByPhone(accountPhone(declared.phone));
    if (!account || !isSameCustomer(account, declared, context.sessionUserId)) return null;
    return { id: account.id, email: account.email };
  }

  /** Runs the contract change and the note of it on the declaration in one transaction. */
  async function settle(
    row: DeclarationRow,
    account: Account,
    change: ((trx: Kysely<Database>) => Promise<SubscriptionRow>) | null,
    subscriptionId: number | null,
  ): Promise<SubscriptionRow | null> {
    return db.transaction().execute(async (trx) => {
      const changed = change ? await change(trx) : null;
      await createContractDeclarationsRepo(trx).recordOutcome(row.id, {
        user_id: account.id,
        subscription_id: subscriptionId,
        effective_end: changed?.access_until ?? null,
      });
      return changed;
    });
  }

  async function handleCancellation(
    row: DeclarationRow,
    declared: DeclaredContractData,
    account: Account,
  ): Promise<Handled> {
    const current = await subscriptions.currentFor(account.id);
    if (!current) {
      await settle(row, account, null, null);
      return { outcome: "reviewing", effectiveEnd: null };
    }
    const requestedEnd = declared.requestedEndDate ? berlinEndOfDay(declared.requestedEndDate) : undefined;
    const ended = await settle(row, account, (trx) => subscriptions.cancel(current.id, trx, requestedEnd), current.id);
    const end = ended?.access_until ? new Date(ended.access_until) : null;
    return end ? { outcome: "ended", effectiveEnd: end } : { outcome: "reviewing", effectiveEnd: null };
  }

  async function handleWithdrawal(row: DeclarationRow, account: Account): Promise<Handled> {
    const current = await subscriptions.currentFor(account.id);
    if (!current) {
      await settle(row, account, null, null);
      return { outcome: "reviewing", effectiveEnd: null };
    }
    if (subscriptions.clock.now() >= withdrawalDeadline(new Date(current.start_date))) {
      // Too late by our records; a person decides (the customer may not have been informed properly).
      await settle(row, account, null, current.id);
      return { outcome: "periodExpired", effectiveEnd: null };
    }
    const ended = await settle(row, account, (trx) => subscriptions.withdraw(current.id, trx), current.id);
    return { outcome: "ended", effectiveEnd: ended?.access_until ? new Date(ended.access_until) : null };
  }

  async function sendMails(
    row: DeclarationRow,
    confirmation: ContractDeclarationConfirmation,
    account: Account | null,
  ): Promise<boolean> {
    let emailSent = false;
    try {
      await mailer.send(customerConfirmationMail(confirmation, sender));
      await repo.markMailed(row.id, new Date());
      emailSent = true;
    } catch (err) {
      log.error({ err, declaration: row.reference }, "declaration confirmation mail failed; declaration kept");
    }
    const notices = [];
    if (account?.email && account.email.toLowerCase() !== confirmation.declaration.email.toLowerCase()) {
      notices.push(accountOwnerNotice(confirmation, account.email, sender));
    }
    const needsPerson =
      confirmation.kind === "withdrawal" ||
      confirmation.outcome !== "ended" ||
      confirmation.declaration.terminationType === "extraordinary";
    if (needsPerson) notices.push(supportNotice(confirmation, account?.id ?? null, sender));
    for (const notice of notices) {
      await mailer.send(notice).catch((err: unknown) => {
        log.error({ err, declaration: row.reference, to: notice.to }, "declaration notice mail failed");
      });
    }
    return emailSent;
  }

  async function declare(
    kind: "cancellation" | "withdrawal",
    declared: DeclaredContractData,
    context: RequestContext,
  ): Promise<ContractDeclarationConfirmation> {
    await rateLimiter.hit("contractDeclarationPerIp", context.ip);
    const row = await store(kind, declared);
    let handled: Handled = { outcome: "reviewing", effectiveEnd: null };
    let account: Account | null = null;
    try {
      account = await findAccount(declared, context);
      if (account) {
        handled =
          kind === "cancellation"
            ? await handleCancellation(row, declared, account)
            : await handleWithdrawal(row, account);
      }
    } catch (err) {
      // The declaration is received and stored; support finishes it by hand.
      log.error({ err, declaration: row.reference }, "declaration stored but not applied to the contract");
      handled = { outcome: "reviewing", effectiveEnd: null };
    }
    const confirmation: ContractDeclarationConfirmation = {
      kind,
      reference: row.reference,
      receivedAt: row.received_at,
      declaration: declared,
      outcome: handled.outcome,
      effectiveEnd: handled.effectiveEnd?.toISOString() ?? null,
      emailSent: false,
    };
    confirmation.emailSent = await sendMails(row, confirmation, account);
    return confirmation;
  }

  return {
    cancel(input: Cancellation, context: RequestContext): Promise<ContractDeclarationConfirmation> {
      const extraordinary = input.terminationType === "extraordinary";
      return declare(
        "cancellation",
        {
          name: input.name,
          phone: input.phone,
          email: input.email,
          contract: input.contract,
          terminationType: input.terminationType,
          reason: extraordinary ? (input.reason ?? null) : null,
          requestedEndDate: input.endOption === "date" ? (input.requestedEndDate ?? null) : null,
        },
        context,
      );
    },

    withdraw(input: Withdrawal, context: RequestContext): Promise<ContractDeclarationConfirmation> {
      return declare("withdrawal", { ...input, terminationType: null, reason: null, requestedEndDate: null }, context);
    },
  };
}

export type ContractDeclarationsService = ReturnType<typeof createContractDeclarationsService>;

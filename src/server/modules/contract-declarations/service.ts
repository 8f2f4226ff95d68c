import type {
  ContractDeclarationConfirmation,
  DeclaredContractData,
} from "../../../shared/schemas/contract-declarations.ts";
import { berlinDayOf, berlinEndOfDay } from "../../../shared/domain/berlin-time.ts";
import { providerCancelDueAt } from "../../../shared/domain/subscription-terms.ts";
import {
  declarationMessages,
  latestWishedEndDay,
  type Cancellation,
  type Withdrawal,
} from "../../../shared/schemas/contract-declarations.ts";
import { HttpError } from "../../http/http-error.ts";
import { clientAddressKey } from "../../lib/client-address-key.ts";
import type { UserAccount } from "../users/index.ts";
import { accountPhone, isSameCustomer } from "./account-match.ts";
import { confirmationOf, neutralConfirmation } from "./confirmation.ts";
import { newConfirmToken, type ConfirmToken } from "./confirm-token.ts";
import type { DeclarationsDeps } from "./deps.ts";
import { createDeclarationEffects, type Settled } from "./effects.ts";
import { customerConfirmationMail, ownerNoticeMail, receiptMail, supportNotice } from "./mail-texts.ts";
import { createDeclarationMailer } from "./notify.ts";
import { newReference } from "./reference.ts";
import { createContractDeclarationsRepo, type DeclarationRow } from "./repo.ts";
import type { VerifiedBy } from "./status.ts";

type Deps = DeclarationsDeps;

export interface RequestContext {
  ip: string;
  sessionUserId: number | null;
}

type Kind = ContractDeclarationConfirmation["kind"];

const sameAddress = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Where a person at support has to act: a refund, a reason to review, nothing found. */
function needsPerson(kind: Kind, settled: Settled, declared: DeclaredContractData): boolean {
  if (settled.status === "awaiting_owner") return false;
  if (settled.status !== "applied") return true;
  return kind === "withdrawal" || declared.terminationType === "extraordinary";
}

/**
 * Cancellations (§ 312k BGB) and withdrawals (§ 356a BGB) without login. Each declaration is
 * stored before anything else happens: it is evidence, and it must outlive a failing contract
 * lookup or mail server. What it then changes, and who is told what, depends on whether the
 * requester is shown to be the owner (docs/decisions/0007).
 */
export function createContractDeclarationsService(deps: Deps) {
  const { db, clock, users, subscriptions, mailer, rateLimiter, sender, log } = deps;
  const repo = createContractDeclarationsRepo(db);
  const effects = createDeclarationEffects({ db, subscriptions });
  const mails = createDeclarationMailer({ mailer, rateLimiter, log });

  /** A wished end beyond the horizon is refused before anything is stored. */
  function checkWishedEnd(declared: DeclaredContractData): Date | undefined {
    if (!declared.requestedEndDate) return undefined;
    if (declared.requestedEndDate > latestWishedEndDay(berlinDayOf(clock.now()))) {
      throw new HttpError(400, declarationMessages.endDateTooFar);
    }
    return berlinEndOfDay(declared.requestedEndDate);
  }

  async function store(kind: Kind, declared: DeclaredContractData): Promise<DeclarationRow> {
    return repo.insert({
      reference: newReference(kind),
      kind,
      status: "received",
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
      received_at: clock.now().toISOString(),
    });
  }

  async function findAccount(declared: DeclaredContractData, context: RequestContext): Promise<UserAccount | null> {
    const account = await users.findByPhone(accountPhone(declared.phone));
    if (!account || !isSameCustomer(account, declared, context.sessionUserId)) return null;
    return account;
  }

  /**
   * Only the owner's session proves the owner at once. Typing the account's phone number and
   * e-mail address proves nothing: anyone may know both (docs/decisions/0007).
   */
  function verificationOf(account: UserAccount, context: RequestContext): VerifiedBy | null {
    return account.id === context.sessionUserId ? "session" : null;
  }

  /** The link for a declaration that waits for the owner; a cancellation's lives past its end. */
  async function tokenFor(
    kind: Kind,
    row: DeclarationRow,
    account: UserAccount,
    wishedEnd: Date | undefined,
  ): Promise<ConfirmToken> {
    const endIfConfirmed =
      kind === "cancellation"
        ? await effects.cancellationEndFor(account.id, new Date(row.received_at), wishedEnd)
        : null;
    return newConfirmToken(clock.now(), endIfConfirmed);
  }

  async function apply(
    kind: Kind,
    row: DeclarationRow,
    account: UserAccount,
    verifiedBy: VerifiedBy | null,
    wishedEnd: Date | undefined,
    token: ConfirmToken | null,
  ): Promise<Settled> {
    if (kind === "cancellation")
      return effects.cancellation(row, account.id, verifiedBy, wishedEnd, token ?? undefined);
    return effects.withdrawal(row, account.id, verifiedBy, token ?? undefined);
  }

  async function tellOwner(
    row: DeclarationRow,
    account: UserAccount,
    settled: Settled,
    token: ConfirmToken | null,
  ): Promise<boolean> {
    if (!account.email) return false;
    const now = clock.now();
    const revocable = row.kind === "cancellation" && settled.status === "applied" && settled.effectiveEnd;
    const sent = await mails.send(
      ownerNoticeMail(
        {
          to: account.email,
          accountName: account.name,
          kind: row.kind === "withdrawal" ? "withdrawal" : "cancellation",
          reference: row.reference,
          receivedAt: new Date(row.received_at),
          status: settled.status,
          effectiveEnd: settled.effectiveEnd,
          endIfConfirmed: settled.endIfConfirmed ?? null,
          revocableUntil: revocable && settled.effectiveEnd ? providerCancelDueAt(settled.effectiveEnd, now) : null,
          confirmUrl: token
            ? `${sender.publicOrigin}/erklaerung-bestaetigen?token=${encodeURIComponent(token.token)}`
            : null,
        },
        sender,
      ),
      row.reference,
    );
    if (sent) await repo.markOwnerNotified(row.id, new Date());
    return sent;
  }

  async function declare(
    kind: Kind,
    declared: DeclaredContractData,
    context: RequestContext,
  ): Promise<ContractDeclarationConfirmation> {
    await rateLimiter.hit("contractDeclarationPerIp", clientAddressKey(context.ip));
    const wishedEnd = checkWishedEnd(declared);
    const row = await store(kind, declared);
    let settled: Settled = { status: "unmatched", subscriptionId: null, effectiveEnd: null };
    let account: UserAccount | null = null;
    let verifiedBy: VerifiedBy | null = null;
    let token: ConfirmToken | null = null;
    try {
      account = await findAccount(declared, context);
      if (account) {
        verifiedBy = verificationOf(account, context);
        token = verifiedBy ? null : await tokenFor(kind, row, account, wishedEnd);
        settled = await apply(kind, row, account, verifiedBy, wishedEnd, token);
      } else {
        await repo.recordOutcome(row.id, {
          status: "unmatched",
          user_id: null,
          subscription_id: null,
          effective_end: null,
        });
      }
    } catch (err) {
      // The declaration is received and stored; support finishes it by hand.
      log.error({ err, declaration: row.reference }, "declaration stored but not applied to the contract");
      settled = { status: "received", subscriptionId: null, effectiveEnd: null };
    }

    const detailed = confirmationOf(row, settled.status, settled.effectiveEnd, declared);
    const shown = verifiedBy ? detailed : neutralConfirmation(detailed);
    let emailSent: boolean;
    if (account && !verifiedBy && sameAddress(account.email, declared.email)) {
      // The account's own address was typed in: the owner's notice, with the link, is the receipt.
      emailSent = await tellOwner(row, account, settled, token);
    } else {
      const toRequester = verifiedBy ? customerConfirmationMail(detailed, sender) : receiptMail(shown, sender);
      emailSent = await mails.send(toRequester, row.reference);
      if (account && !sameAddress(account.email, declared.email)) await tellOwner(row, account, settled, token);
    }
    if (emailSent) await repo.markMailed(row.id, new Date());
    if (needsPerson(kind, settled, declared)) {
      await mails.sendToSupport(supportNotice(detailed, settled.status, account?.id ?? null, sender), row.reference);
    }
    return { ...shown, emailSent };
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

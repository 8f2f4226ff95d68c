import type { OwnerDeclaration } from "../../../shared/schemas/contract-declarations.ts";
import { HttpError } from "../../http/http-error.ts";
import { clientAddressKey } from "../../lib/client-address-key.ts";
import { confirmationOf, declaredDataOf, ownerViewOf } from "./confirmation.ts";
import { hashConfirmToken } from "./confirm-token.ts";
import type { DeclarationsDeps } from "./deps.ts";
import { createDeclarationEffects, type Settled } from "./effects.ts";
import { customerConfirmationMail, missedEndNote, supportNotice } from "./mail-texts.ts";
import { createDeclarationMailer } from "./notify.ts";
import { createContractDeclarationsRepo, type DeclarationRow } from "./repo.ts";
import type { VerifiedBy } from "./status.ts";

export const ownerActionMessages = {
  notFound: "Diese Erklärung wurde nicht gefunden.",
  linkInvalid:
    "Dieser Link ist ungültig oder abgelaufen. Sie können die Erklärung nach der Anmeldung in Ihrem Profil bestätigen.",
  alreadyDecided: "Über diese Erklärung wurde bereits entschieden.",
} as const;

// The profile shows what arrived in the last 90 days, and whatever still waits for the owner however
// old; older declarations stay stored as evidence.
const listWindowMs = 90 * 24 * 60 * 60 * 1000;

type Deps = DeclarationsDeps;

/**
 * The owner's side of a declaration someone made for their account: see it in the profile,
 * confirm or reject a waiting cancellation or withdrawal (in the profile or through the
 * e-mailed link), and
 * mark a notice as read (docs/decisions/0007).
 */
export function createOwnerActions(deps: Deps) {
  const { db, clock, users, subscriptions, rateLimiter, sender, log } = deps;
  const repo = createContractDeclarationsRepo(db);
  const effects = createDeclarationEffects({ db, subscriptions });
  const mails = createDeclarationMailer({ mailer: deps.mailer, rateLimiter, log });

  async function ownRow(userId: number, reference: string): Promise<DeclarationRow> {
    const row = await repo.byReferenceFor(userId, reference);
    if (!row) throw new HttpError(404, ownerActionMessages.notFound);
    return row;
  }

  async function rowForToken(token: string): Promise<DeclarationRow> {
    const row = await repo.byConfirmTokenHash(hashConfirmToken(token));
    const expires = row?.confirm_token_expires_at ? new Date(row.confirm_token_expires_at) : null;
    if (!row || row.status !== "awaiting_owner" || !expires || expires <= clock.now()) {
      throw new HttpError(404, ownerActionMessages.linkInvalid);
    }
    return row;
  }

  /**
   * The confirmed declaration is confirmed in text form to the account's own address, with its
   * original receipt time; support hears where a person has to act (a refund, a reason to
   * review, a contract that is gone).
   */
  async function confirmedMail(row: DeclarationRow, settled: Settled): Promise<void> {
    const account = row.user_id === null ? undefined : await users.findById(row.user_id);
    const confirmation = confirmationOf(row, settled.status, settled.effectiveEnd, {
      ...declaredDataOf(row),
      ...(account ? { name: account.name, email: account.email ?? row.email } : {}),
    });
    const missedEnd = settled.missedEnd ?? null;
    const notes = missedEnd ? [missedEndNote(new Date(row.received_at), missedEnd)] : [];
    if (account?.email) await mails.send(customerConfirmationMail(confirmation, sender, notes), row.reference);
    const ordinaryCancellation =
      row.kind === "cancellation" && settled.status === "applied" && row.termination_type !== "extraordinary";
    if (ordinaryCancellation && !missedEnd) return;
    await mails.sendToSupport(
      supportNotice(confirmation, settled.status, row.user_id, sender, missedEnd),
      row.reference,
    );
  }

  async function decide(
    row: DeclarationRow,
    decision: "confirm" | "reject",
    by: VerifiedBy,
  ): Promise<OwnerDeclaration> {
    if (row.status !== "awaiting_owner") throw new HttpError(409, ownerActionMessages.alreadyDecided);
    const now = clock.now();
    const settled = decision === "confirm" ? await effects.confirm(row, by, now) : await effects.reject(row, by, now);
    if (!settled) throw new HttpError(409, ownerActionMessages.alreadyDecided);
    if (decision === "confirm") await confirmedMail(row, settled);
    const updated = await repo.byReferenceFor(row.user_id ?? 0, row.reference);
    return ownerViewOf(updated ?? row);
  }

  return {
    async list(userId: number): Promise<OwnerDeclaration[]> {
      const since = new Date(clock.now().getTime() - listWindowMs);
      return (await repo.forOwner(userId, since)).map(ownerViewOf);
    },

    async decideInProfile(
      userId: number,
      reference: string,
      decision: "confirm" | "reject",
    ): Promise<OwnerDeclaration> {
      return decide(await ownRow(userId, reference), decision, "profile");
    },

    async acknowledge(userId: number, reference: string): Promise<OwnerDeclaration> {
      const row = await ownRow(userId, reference);
      await repo.acknowledge(row.id, clock.now());
      return ownerViewOf(row);
    },

    /** What the e-mailed link is about, shown before the owner decides. */
    async viewByLink(token: string, ip: string): Promise<OwnerDeclaration> {
      await rateLimiter.hit("declarationLinkPerIp", clientAddressKey(ip));
      return ownerViewOf(await rowForToken(token));
    },

    async decideByLink(token: string, decision: "confirm" | "reject", ip: string): Promise<OwnerDeclaration> {
      await rateLimiter.hit("declarationLinkPerIp", clientAddressKey(ip));
      return decide(await rowForToken(token), decision, "link");
    },
  };
}

export type OwnerActions = ReturnType<typeof createOwnerActions>;

import type { OwnerDeclarationStatus } from "../../../shared/schemas/contract-declarations.ts";

/**
 * What became of a declaration (column contract_declarations.status):
 * - received: stored, not yet looked at (only until the same request settles it);
 * - applied: the contract change is in effect;
 * - awaiting_owner: a cancellation or withdrawal from someone not logged in as the owner,
 *   waiting for the owner's confirmation;
 * - rejected: the owner said it was not theirs;
 * - no_contract, period_expired, unmatched: nothing changed; support looks at it.
 */
export type DeclarationStatus =
  "received" | "applied" | "awaiting_owner" | "rejected" | "no_contract" | "period_expired" | "unmatched";

/**
 * How the requester was shown to be the owner (docs/decisions/0007). "account_email" (the
 * account's address typed in the form) counted until 2026-11-26 and remains on older rows only.
 */
export type VerifiedBy = "session" | "account_email" | "link" | "profile";

const ownerStatuses: Record<DeclarationStatus, OwnerDeclarationStatus> = {
  received: "noContract",
  applied: "applied",
  awaiting_owner: "awaitingOwner",
  rejected: "rejected",
  no_contract: "noContract",
  period_expired: "periodExpired",
  unmatched: "unmatched",
};

export function ownerStatusOf(status: string): OwnerDeclarationStatus {
  return ownerStatuses[status as DeclarationStatus] ?? "noContract";
}

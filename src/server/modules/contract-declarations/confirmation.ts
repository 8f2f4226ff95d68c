import type {
  ContractDeclarationConfirmation,
  DeclarationOutcome,
  DeclaredContractData,
  OwnerDeclaration,
} from "../../../shared/schemas/contract-declarations.ts";
import type { DeclarationRow } from "./repo.ts";
import { ownerStatusOf, type DeclarationStatus } from "./status.ts";

/** The declaration as the customer made it, from its stored row. */
export function declaredDataOf(row: DeclarationRow): DeclaredContractData {
  return {
    name: row.name,
    phone: row.phone,
    email: row.email,
    contract: row.contract,
    terminationType:
      row.termination_type === "ordinary" || row.termination_type === "extraordinary" ? row.termination_type : null,
    reason: row.reason,
    requestedEndDate: row.requested_end,
  };
}

/** What the owner is told happened; everyone else only ever sees "received". */
export function outcomeOf(status: DeclarationStatus): DeclarationOutcome {
  if (status === "applied") return "ended";
  if (status === "period_expired") return "periodExpired";
  if (status === "awaiting_owner") return "received";
  return "reviewing";
}

export function confirmationOf(
  row: DeclarationRow,
  status: DeclarationStatus,
  effectiveEnd: Date | null,
  declaration: DeclaredContractData = declaredDataOf(row),
): ContractDeclarationConfirmation {
  const outcome = outcomeOf(status);
  return {
    kind: row.kind === "withdrawal" ? "withdrawal" : "cancellation",
    reference: row.reference,
    receivedAt: row.received_at,
    declaration,
    outcome,
    effectiveEnd: outcome === "ended" ? (effectiveEnd?.toISOString() ?? null) : null,
    emailSent: false,
  };
}

/** The same receipt whether or not a contract exists (docs/decisions/0007). */
export function neutralConfirmation(c: ContractDeclarationConfirmation): ContractDeclarationConfirmation {
  return { ...c, outcome: "received", effectiveEnd: null };
}

export function ownerViewOf(row: DeclarationRow): OwnerDeclaration {
  const declared = declaredDataOf(row);
  return {
    reference: row.reference,
    kind: row.kind === "withdrawal" ? "withdrawal" : "cancellation",
    receivedAt: row.received_at,
    status: ownerStatusOf(row.status),
    terminationType: declared.terminationType,
    requestedEndDate: declared.requestedEndDate,
    effectiveEnd: row.effective_end,
    missedEnd: row.missed_end,
  };
}

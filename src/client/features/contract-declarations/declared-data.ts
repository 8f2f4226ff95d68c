import type { DeclaredContractData } from "../../../shared/schemas/contract-declarations.ts";
import type { Cancellation, Withdrawal } from "../../../shared/schemas/contract-declarations.ts";

// The checked form values in the shape the server echoes back, so the review step shows
// exactly what the confirmation and the e-mail will show.

export function declaredCancellation(values: Cancellation): DeclaredContractData {
  return {
    name: values.name,
    phone: values.phone,
    email: values.email,
    contract: values.contract,
    terminationType: values.terminationType,
    reason: values.terminationType === "extraordinary" ? (values.reason ?? null) : null,
    requestedEndDate: values.endOption === "date" ? (values.requestedEndDate ?? null) : null,
  };
}

export function declaredWithdrawal(values: Withdrawal): DeclaredContractData {
  return { ...values, terminationType: null, reason: null, requestedEndDate: null };
}

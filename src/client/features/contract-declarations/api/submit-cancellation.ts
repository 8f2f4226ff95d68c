import { useMutation } from "@tanstack/react-query";
import type { ContractDeclarationConfirmation } from "../../../../shared/schemas/contract-declarations.ts";
import type { CancellationInput } from "../../../../shared/schemas/contract-declarations.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export function submitCancellation(input: CancellationInput): Promise<ContractDeclarationConfirmation> {
  return apiRequest<ContractDeclarationConfirmation>("POST", "/api/contract-declarations/cancellation", input);
}

export function useSubmitCancellation() {
  return useMutation({ mutationFn: submitCancellation });
}

import { useMutation } from "@tanstack/react-query";
import type { ContractDeclarationConfirmation } from "../../../../shared/schemas/contract-declarations.ts";
import type { CancellationInput } from "../../../../shared/schemas/contract-declarations.ts";
import { fileRequest } from "../../../lib/api-filing.ts";

export function submitCancellation(input: CancellationInput): Promise<ContractDeclarationConfirmation> {
  return fileRequest<ContractDeclarationConfirmation>("POST", "/api/contract-declarations/cancellation", input);
}

export function useSubmitCancellation() {
  return useMutation({ mutationFn: submitCancellation });
}

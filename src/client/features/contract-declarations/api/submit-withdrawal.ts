import { useMutation } from "@tanstack/react-query";
import type { ContractDeclarationConfirmation } from "../../../../shared/schemas/contract-declarations.ts";
import type { WithdrawalInput } from "../../../../shared/schemas/contract-declarations.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export function submitWithdrawal(input: WithdrawalInput): Promise<ContractDeclarationConfirmation> {
  return apiRequest<ContractDeclarationConfirmation>("POST", "/api/contract-declarations/withdrawal", input);
}

export function useSubmitWithdrawal() {
  return useMutation({ mutationFn: submitWithdrawal });
}

import { useMutation } from "@tanstack/react-query";
import type { ContractDeclarationConfirmation } from "../../../../shared/schemas/contract-declarations.ts";
import type { WithdrawalInput } from "../../../../shared/schemas/contract-declarations.ts";
import { fileRequest } from "../../../lib/api-filing.ts";

export function submitWithdrawal(input: WithdrawalInput): Promise<ContractDeclarationConfirmation> {
  return fileRequest<ContractDeclarationConfirmation>("POST", "/api/contract-declarations/withdrawal", input);
}

export function useSubmitWithdrawal() {
  return useMutation({ mutationFn: submitWithdrawal });
}

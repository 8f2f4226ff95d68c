import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreditProcessReturnInput, CreditProcessReturnResponse } from "../../../../shared/schemas/credits.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/auth/auth-api.ts";
import { creditBalanceUrl } from "../../../entities/credits/get-credit-balance.ts";
import { paymentsUrl } from "../../../entities/payments/get-payments.ts";
import { creditTransactionsKey } from "./get-credit-history.ts";

/** POST /api/credits/paypal/process-return captures the approved order and credits it once. */
export function processCreditReturn(input: CreditProcessReturnInput): Promise<CreditProcessReturnResponse> {
  return apiRequest<CreditProcessReturnResponse>("POST", "/api/credits/paypal/process-return", input);
}

/** Every read that shows credits is asked again once a payment went through (or may have). */
const creditReads = [[creditBalanceUrl], creditTransactionsKey, meQueryKey, [paymentsUrl]];

export function useProcessCreditReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processCreditReturn,
    onSettled: () =>
      Promise.all(creditReads.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined),
  });
}

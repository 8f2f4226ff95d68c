import { useMutation } from "@tanstack/react-query";
import { fileRequest } from "../../../lib/api-filing.ts";
import { useStoreSpending } from "../../../entities/spending/get-spending.ts";
import type { SpendingView } from "../../../../shared/schemas/spending.ts";

/** DELETE /api/spending/limits/pending: the waiting raise (or removal) does not take effect. */
export function withdrawPendingRaise(): Promise<SpendingView> {
  return fileRequest<SpendingView>("DELETE", "/api/spending/limits/pending");
}

export function useWithdrawPendingRaise(userId: number) {
  const store = useStoreSpending(userId);
  return useMutation({ mutationFn: withdrawPendingRaise, onSuccess: store });
}

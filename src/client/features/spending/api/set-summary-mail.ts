import { useMutation } from "@tanstack/react-query";
import { fileRequest } from "../../../lib/api-filing.ts";
import { useStoreSpending } from "../../../entities/spending/get-spending.ts";
import type { SpendingView } from "../../../../shared/schemas/spending.ts";

/** PUT /api/spending/summary-mail: the monthly summary "Ihr Monat bei …" on or off. */
export function setSummaryMail(enabled: boolean): Promise<SpendingView> {
  return fileRequest<SpendingView>("PUT", "/api/spending/summary-mail", { enabled });
}

export function useSetSummaryMail(userId: number) {
  const store = useStoreSpending(userId);
  return useMutation({ mutationFn: setSummaryMail, onSuccess: store });
}

import { useMutation } from "@tanstack/react-query";
import { fileRequest } from "../../../lib/api-filing.ts";
import { useStoreSpending } from "../../../entities/spending/get-spending.ts";
import type { SpendingView } from "../../../../shared/schemas/spending.ts";

/** Whole euros; null for no limit of that kind. */
export interface SpendingLimitsInput {
  monthlyEuros: number | null;
  dailyEuros: number | null;
}

/** PUT /api/spending/limits: a lower limit applies at once, a higher one or none after 7 days. */
export function setSpendingLimits(input: SpendingLimitsInput): Promise<SpendingView> {
  return fileRequest<SpendingView>("PUT", "/api/spending/limits", input);
}

export function useSetSpendingLimits(userId: number) {
  const store = useStoreSpending(userId);
  return useMutation({ mutationFn: setSpendingLimits, onSuccess: store });
}

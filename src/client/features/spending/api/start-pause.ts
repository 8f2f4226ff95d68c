import { useMutation } from "@tanstack/react-query";
import type { SpendingPauseLength } from "../../../../shared/domain/spending.ts";
import { fileRequest } from "../../../lib/api-filing.ts";
import { useStoreSpending } from "../../../entities/spending/get-spending.ts";
import type { SpendingView } from "../../../../shared/schemas/spending.ts";

/** POST /api/spending/pause: calls and purchases are refused from now on, for the chosen length. */
export function startPause(length: SpendingPauseLength): Promise<SpendingView> {
  return fileRequest<SpendingView>("POST", "/api/spending/pause", { length });
}

export function useStartPause(userId: number) {
  const store = useStoreSpending(userId);
  return useMutation({ mutationFn: startPause, onSuccess: store });
}

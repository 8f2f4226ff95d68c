import { useMutation } from "@tanstack/react-query";
import { fileRequest } from "../../../lib/api-filing.ts";
import { useStoreSpending } from "../../../entities/spending/get-spending.ts";
import type { SpendingView } from "../../../../shared/schemas/spending.ts";

/** POST /api/spending/pause/end: the pause ends 24 hours later, not at once. */
export function endPause(): Promise<SpendingView> {
  return fileRequest<SpendingView>("POST", "/api/spending/pause/end");
}

export function useEndPause(userId: number) {
  const store = useStoreSpending(userId);
  return useMutation({ mutationFn: endPause, onSuccess: store });
}

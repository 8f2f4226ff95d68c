import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelSubscriptionResponse } from "../../../../shared/schemas/subscriptions.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { fileRequest } from "../../../lib/api-filing.ts";
import { meQueryKey } from "../../../lib/auth/auth-api.ts";

/** POST /api/subscription/cancel: ends the membership at the end date the server computes. */
export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return fileRequest<CancelSubscriptionResponse>("POST", "/api/subscription/cancel");
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (result) => {
      // The answer carries the cancelled subscription; the card shows it without a reload.
      queryClient.setQueryData<User | null>(meQueryKey, (user) =>
        user ? { ...user, subscription: result.subscription } : user,
      );
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResumeSubscriptionResponse } from "../../../../shared/schemas/subscriptions.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { fileRequest } from "../../../lib/api-filing.ts";
import { meQueryKey } from "../../../lib/auth/auth-api.ts";

/** POST /api/subscription/resume: takes a cancellation back while the provider still bills. */
export function resumeSubscription(): Promise<ResumeSubscriptionResponse> {
  return fileRequest<ResumeSubscriptionResponse>("POST", "/api/subscription/resume");
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (result) => {
      queryClient.setQueryData<User | null>(meQueryKey, (user) =>
        user ? { ...user, subscription: result.subscription } : user,
      );
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

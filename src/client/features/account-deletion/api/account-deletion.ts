import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AccountDeletionPreview,
  AccountDeletionRequest,
  AccountDeletionResponse,
} from "../../../../shared/schemas/account-deletion.ts";
import type { MessageResponse } from "../../../../shared/schemas/message.ts";
import { apiRequest, getQueryFn } from "../../../lib/api-client.ts";
import { fileRequest } from "../../../lib/api-filing.ts";
import { endSession } from "../../../lib/auth/auth-api.ts";

export const accountDeletionUrl = "/api/account/deletion";

/** What deleting the account would do now: the membership's end and the credits left. */
export function useAccountDeletionPreview(userId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [accountDeletionUrl, userId] as const,
      queryFn: getQueryFn<AccountDeletionPreview>({ on401: "throw" }),
      enabled,
      staleTime: 0,
    }),
  );
}

/** POST /api/account/deletion; on success every session has ended, this one too. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountDeletionRequest) =>
      endSession(queryClient, () => fileRequest<AccountDeletionResponse>("POST", accountDeletionUrl, input)),
  });
}

/**
 * DELETE /api/account/deletion: takes the waiting deletion back (docs/decisions/0049). The
 * session becomes a full one, so every read is fetched again, the account first.
 */
export function useWithdrawDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MessageResponse>("DELETE", accountDeletionUrl),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AccountDeletionPreview,
  AccountDeletionRequest,
  AccountDeletionResponse,
} from "../../../../shared/schemas/account-deletion.ts";
import { getQueryFn } from "../../../lib/api-client.ts";
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

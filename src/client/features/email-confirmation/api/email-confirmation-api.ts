import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmailConfirmationSent, EmailConfirmationState } from "../../../../shared/schemas/email-confirmation.ts";
import type { MessageResponse } from "../../../../shared/schemas/message.ts";
import { apiRequest, getQueryFn } from "../../../lib/api-client.ts";

const stateUrl = "/api/email-confirmation";

/** GET /api/email-confirmation: the account's address and whether it is confirmed; the user id keeps accounts apart. */
export function emailConfirmationQuery(userId: number) {
  return queryOptions({
    queryKey: [stateUrl, userId] as const,
    queryFn: getQueryFn<EmailConfirmationState>({ on401: "throw" }),
  });
}

export function useEmailConfirmation(userId: number) {
  return useQuery(emailConfirmationQuery(userId));
}

/** POST /api/email-confirmation/resend: "Link erneut senden". */
export function useResendConfirmationLink(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<EmailConfirmationSent>("POST", "/api/email-confirmation/resend", {}),
    onSuccess: ({ email, confirmed }) => {
      const state: EmailConfirmationState = { email, confirmed };
      queryClient.setQueryData<EmailConfirmationState | null>(emailConfirmationQuery(userId).queryKey, state);
    },
  });
}

/** POST /api/email-confirmation/confirm: the link from the mail, with or without a login. */
export function useConfirmEmailAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest<MessageResponse>("POST", "/api/email-confirmation/confirm", { token }),
    // Whichever account this browser shows, its state is asked afresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [stateUrl] }),
  });
}

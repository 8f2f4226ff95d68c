import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  ChangeEmailInput,
  ChangeNameInput,
  ChangePasswordInput,
  ChangePhoneInput,
  EmailChange,
  EmailChangeRequested,
} from "../../../../shared/schemas/personal-data.ts";
import type { MessageResponse } from "../../../../shared/schemas/message.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/personal-data/email: a new address waiting for its link. */
export const pendingEmailQuery = queryOptions<EmailChange>({ queryKey: ["/api/personal-data/email"] });

export function usePendingEmail() {
  return useQuery(pendingEmailQuery);
}

export const changeName = (input: ChangeNameInput) => apiRequest<User>("PUT", "/api/personal-data/name", input);

export const changePhone = (input: ChangePhoneInput) => apiRequest<User>("PUT", "/api/personal-data/phone", input);

export const requestEmailChange = (input: ChangeEmailInput) =>
  apiRequest<EmailChangeRequested>("POST", "/api/personal-data/email", input);

export const confirmEmailChange = (token: string) =>
  apiRequest<User>("POST", "/api/personal-data/email/confirm", { token });

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<MessageResponse>("PUT", "/api/personal-data/password", input);

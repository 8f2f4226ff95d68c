import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "../../../../shared/schemas/message.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export interface ResetPasswordPayload {
  token: string;
  password: string;
}

export function resetPassword(input: ResetPasswordPayload): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("POST", "/api/auth/reset-password", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

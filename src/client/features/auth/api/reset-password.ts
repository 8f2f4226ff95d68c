import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "../../../../shared/schemas/message.ts";
import { fileRequest } from "../../../lib/api-filing.ts";

export interface ResetPasswordPayload {
  token: string;
  password: string;
}

export function resetPassword(input: ResetPasswordPayload): Promise<MessageResponse> {
  return fileRequest<MessageResponse>("POST", "/api/auth/reset-password", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

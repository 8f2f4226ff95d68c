import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "../../../../shared/schemas/message.ts";
import type { ForgotPasswordInput } from "../../../../shared/schemas/auth.ts";
import { fileRequest } from "../../../lib/api-filing.ts";

export function requestPasswordReset(input: ForgotPasswordInput): Promise<MessageResponse> {
  return fileRequest<MessageResponse>("POST", "/api/auth/forgot-password", input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

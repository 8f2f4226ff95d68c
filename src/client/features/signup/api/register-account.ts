import { useMutation } from "@tanstack/react-query";
import type { User } from "../../../../shared/schemas/users.ts";
import type { SimpleRegistrationInput } from "../../../../shared/schemas/auth.ts";
import { fileRequest } from "../../../lib/api-filing.ts";

type RegisterAccountInput = Omit<SimpleRegistrationInput, "confirmPassword">;

/** The server starts the session itself, so the returned user is already logged in. */
export function registerAccount(input: RegisterAccountInput): Promise<User> {
  return fileRequest<User>("POST", "/api/register", input);
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}

import type { CreatedUserResponse } from "../../../../shared/schemas/users.ts";
import type { CreateUserInput } from "../../../../shared/schemas/auth.ts";
import { fileRequest } from "../../../lib/api-filing.ts";

/** 409 means the number was registered in the meantime; the caller shows the same message as for the check. */
export function createUser(input: CreateUserInput): Promise<CreatedUserResponse> {
  return fileRequest<CreatedUserResponse>("POST", "/api/users", input);
}

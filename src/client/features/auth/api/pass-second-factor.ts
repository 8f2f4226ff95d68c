import type { SecondFactorCodeInput } from "../../../../shared/schemas/auth.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/auth/second-factor: the second step of a login with a second factor. */
export function passSecondFactor(input: SecondFactorCodeInput): Promise<User> {
  return apiRequest<User>("POST", "/api/auth/second-factor", input);
}

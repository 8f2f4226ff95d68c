import type { BirthDateInput } from "../../../../shared/schemas/auth.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/auth/birth-date: an account without a date of birth gives it once. */
export function saveBirthDate(input: BirthDateInput): Promise<User> {
  return apiRequest<User>("POST", "/api/auth/birth-date", input);
}

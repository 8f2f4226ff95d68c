import type { CheckPhoneResponse } from "../../../../shared/schemas/users.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** Asked before the account is created, so a known number never reaches POST /api/users. */
export function checkPhoneExists(phone: string): Promise<CheckPhoneResponse> {
  return apiRequest<CheckPhoneResponse>("POST", "/api/check-phone-exists", { phone });
}

import { useMutation } from "@tanstack/react-query";
import type { SecondFactorCodeInput } from "../../../../shared/schemas/auth.ts";
import type { RecoveryCodes } from "../../../../shared/schemas/second-factor.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { secondFactorUrl } from "./get-second-factor.ts";

/**
 * POST /api/admin/second-factor/confirm: the first code switches it on and yields the recovery
 * codes. The caller refreshes the state only once the codes have been put away: the card shows
 * the setup dialog only while the factor is off, so refreshing at once would close the dialog
 * that holds the codes.
 */
export function useConfirmSecondFactor() {
  return useMutation({
    mutationFn: (input: SecondFactorCodeInput) =>
      apiRequest<RecoveryCodes>("POST", `${secondFactorUrl}/confirm`, input),
  });
}

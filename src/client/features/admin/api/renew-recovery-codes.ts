import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SecondFactorCodeInput } from "../../../../shared/schemas/auth.ts";
import type { RecoveryCodes } from "../../../../shared/schemas/second-factor.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { invalidateAfterSecondFactorChange, secondFactorUrl } from "./get-second-factor.ts";

/** POST /api/admin/second-factor/recovery-codes: ten new codes; the old ones stop working. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SecondFactorCodeInput) =>
      apiRequest<RecoveryCodes>("POST", `${secondFactorUrl}/recovery-codes`, input),
    onSuccess: () => invalidateAfterSecondFactorChange(queryClient),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SecondFactorCodeInput } from "../../../../shared/schemas/auth.ts";
import type { RecoveryCodes } from "../../../../shared/schemas/second-factor.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { invalidateAfterSecondFactorChange, secondFactorUrl } from "./get-second-factor.ts";

/** POST /api/admin/second-factor/confirm: the first code switches it on and yields the recovery codes. */
export function useConfirmSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SecondFactorCodeInput) =>
      apiRequest<RecoveryCodes>("POST", `${secondFactorUrl}/confirm`, input),
    onSuccess: () => invalidateAfterSecondFactorChange(queryClient),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SecondFactorCodeInput } from "../../../../shared/schemas/auth.ts";
import type { SecondFactorStatus } from "../../../../shared/schemas/second-factor.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { invalidateAfterSecondFactorChange, secondFactorUrl } from "./get-second-factor.ts";

/** POST /api/admin/second-factor/disable: removes the factor, with a current code. */
export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SecondFactorCodeInput) =>
      apiRequest<SecondFactorStatus>("POST", `${secondFactorUrl}/disable`, input),
    onSuccess: () => invalidateAfterSecondFactorChange(queryClient),
  });
}

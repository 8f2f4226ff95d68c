import { useMutation } from "@tanstack/react-query";
import type { SecondFactorSetup } from "../../../../shared/schemas/second-factor.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { secondFactorUrl } from "./get-second-factor.ts";

/** POST /api/admin/second-factor/setup: a new secret with its QR code, waiting for the first code. */
export function useSetupSecondFactor() {
  return useMutation({
    mutationFn: () => apiRequest<SecondFactorSetup>("POST", `${secondFactorUrl}/setup`),
  });
}

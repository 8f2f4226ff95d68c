import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreditPinInput } from "../../../../shared/schemas/credits.ts";
import { fileRequest } from "../../../lib/api-filing.ts";
import { creditLineUrl } from "./get-credit-line.ts";

/** PUT /api/credits/pin: sets or replaces the 4-digit credit PIN. */
export function setCreditPin(input: CreditPinInput): Promise<unknown> {
  return fileRequest("PUT", "/api/credits/pin", input);
}

export function useSetCreditPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCreditPin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [creditLineUrl] }),
  });
}

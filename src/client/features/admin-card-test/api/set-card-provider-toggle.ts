import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CardProviderToggle } from "../../../../shared/schemas/card-payments.ts";
import { fileRequest } from "../../../lib/api-filing.ts";
import { cardProviderToggleQueryKey } from "./get-card-provider-toggle.ts";

/** POST /api/admin/settings/maxpay: switches card payments on or off, saved immediately. */
export function setCardProviderToggle(enabled: boolean): Promise<CardProviderToggle> {
  return fileRequest<CardProviderToggle>("POST", "/api/admin/settings/maxpay", { enabled });
}

export function useSetCardProviderToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCardProviderToggle,
    onSuccess: (result) => {
      queryClient.setQueryData<CardProviderToggle>(cardProviderToggleQueryKey, result);
      // Customers' checkout reads these; a later visit must see the new state.
      void queryClient.invalidateQueries({ queryKey: ["/api/payment-methods"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/maxpay/enabled"] });
    },
    // The switch shows the saved state; after a failure that is read again, since the server
    // may have saved before the answer was lost.
    onError: () => void queryClient.invalidateQueries({ queryKey: cardProviderToggleQueryKey }),
  });
}

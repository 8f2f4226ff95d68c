import { useQuery } from "@tanstack/react-query";
import type { CardProviderCredentialsStatus } from "../../../../shared/schemas/card-payments.ts";
import { getQueryFn } from "../../../lib/api-client.ts";

/** GET /api/admin/settings/maxpay/secrets: which of the five credentials are set (never their values). */
export function useCardProviderCredentials() {
  return useQuery({
    queryKey: ["/api/admin/settings/maxpay/secrets"],
    queryFn: getQueryFn<CardProviderCredentialsStatus>({ on401: "throw" }),
  });
}

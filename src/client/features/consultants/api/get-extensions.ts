import { useQuery } from "@tanstack/react-query";
import type { ExtensionsMap } from "../../../../shared/schemas/consultants.ts";
import { getQueryFn } from "../../../lib/api-client.ts";
import { useAuth } from "../../../lib/auth/auth-context.tsx";

/**
 * Consultant id -> extension. Logged-in visitors ask the session endpoint, everyone else the
 * public copy. The only read that retries: a missing extension would send
 * members to the fallback line instead of the consultant they picked.
 */
export function useExtensions() {
  const { user } = useAuth();
  const url = user ? "/api/extensions" : "/api/extensions/static";
  return useQuery({
    queryKey: [url],
    queryFn: getQueryFn<ExtensionsMap>({ on401: "throw" }),
    // Waiting for the session avoids asking the public endpoint first and then again.
    enabled: user !== undefined,
    retry: 3,
    retryDelay: 1000,
  });
}

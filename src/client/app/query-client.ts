import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "../lib/api-client.ts";

/**
 * Data never goes stale, nothing refetches or retries on its own; the
 * few reads that need retries (extensions) opt in where they are declared.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

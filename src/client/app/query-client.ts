import { QueryCache, QueryClient, type Query } from "@tanstack/react-query";
import type { User } from "../../shared/schemas/users.ts";
import { ApiRequestError, getQueryFn } from "../lib/api-client.ts";
import { meQueryKey } from "../lib/auth/auth-api.ts";
import { toast } from "../lib/toast.ts";

/**
 * Data never goes stale, nothing refetches or retries on its own; the
 * few reads that need retries (extensions) opt in where they are declared.
 */
export function createQueryClient(): QueryClient {
  // The administrator's session ends after 30 idle minutes on the server. When a read of the
  // admin area then comes back 401, say so and ask the server who is logged in, so the admin
  // guard sends the administrator to the login instead of showing load errors. Elsewhere a 401
  // keeps the behaviour each page defines for it.
  function onQueryError(error: Error, query: Query<unknown, unknown, unknown>) {
    const key = query.queryKey[0];
    if (!(error instanceof ApiRequestError) || error.status !== 401) return;
    if (typeof key !== "string" || !key.startsWith("/api/admin/")) return;
    if (!client.getQueryData<User | null>(meQueryKey)) return;
    toast({ title: "Sitzung abgelaufen", description: "Bitte melden Sie sich erneut an.", variant: "destructive" });
    void client.invalidateQueries({ queryKey: meQueryKey, exact: true });
  }

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: onQueryError }),
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
  return client;
}

import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import type { User } from "../../shared/schemas/users.ts";
import { ApiRequestError, getQueryFn } from "../lib/api-client.ts";
import { meQueryKey } from "../lib/auth/auth-api.ts";
import { toast } from "../lib/toast.ts";

/**
 * Data never goes stale, nothing refetches or retries on its own; the
 * few reads that need retries (extensions) opt in where they are declared.
 */
export function createQueryClient(): QueryClient {
  // A 401 to someone the page believes logged in means the session ended on the server (the
  // administrator's after 30 idle minutes, or a password reset elsewhere): say so and ask the
  // server who is logged in, so the page's guard can send them to the login.
  function onError(error: Error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) return;
    const user = client.getQueryData<User | null>(meQueryKey);
    if (!user) return;
    toast({ title: "Sitzung abgelaufen", description: "Bitte melden Sie sich erneut an.", variant: "destructive" });
    void client.invalidateQueries({ queryKey: meQueryKey, exact: true });
  }

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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

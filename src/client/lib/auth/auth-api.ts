import type { Query, QueryClient } from "@tanstack/react-query";
import type { User } from "../../../shared/schemas/users.ts";
import type { LoginInput } from "../../../shared/schemas/auth.ts";
import { apiRequest } from "../api-client.ts";
import { holdReadsWhile } from "./session-end.ts";

export const meQueryKey = ["/api/auth/me"] as const;

/** Every query but the session check: what belongs to the user of the session that ends. */
function notTheSessionCheck(query: Query): boolean {
  return query.queryKey[0] !== meQueryKey[0];
}

/**
 * Sends the request that ends this browser's session (logout, account deletion); afterwards
 * nobody is logged in and nothing of the previous user is cached. Reads started meanwhile wait
 * and are dropped with their queries (session-end.ts); after a failure they go out as usual.
 */
export function endSession<T>(queryClient: QueryClient, request: () => Promise<T>): Promise<T> {
  return holdReadsWhile(async () => {
    // Reads still running for this user (a retried extensions request, say) would come back
    // 401 once the session is gone; they are cancelled first.
    await queryClient.cancelQueries({ predicate: notTheSessionCheck });
    const result = await request();
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: notTheSessionCheck });
    return result;
  });
}

export function postLogin(input: LoginInput): Promise<User> {
  return apiRequest<User>("POST", "/api/auth/login", input);
}

export function postLogout(): Promise<unknown> {
  return apiRequest("POST", "/api/auth/logout");
}

export function postAutoLogin(userId: number, subscriptionId?: string): Promise<User> {
  return apiRequest<User>("POST", "/api/auth/auto-login", subscriptionId ? { userId, subscriptionId } : { userId });
}

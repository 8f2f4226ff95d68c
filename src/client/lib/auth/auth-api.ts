import type { Query } from "@tanstack/react-query";
import type { User } from "../../../shared/schemas/users.ts";
import type { LoginInput } from "../../../shared/schemas/auth.ts";
import { apiRequest } from "../api-client.ts";

export const meQueryKey = ["/api/auth/me"] as const;

/** Every query but the session check: what belongs to the user of the session that ends. */
export function notTheSessionCheck(query: Query): boolean {
  return query.queryKey[0] !== meQueryKey[0];
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

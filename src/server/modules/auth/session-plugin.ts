import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error.ts";
import { ADMIN_USER_ID } from "../users/administrator.ts";
import type { CookieJar } from "./cookies.ts";
import type { SessionStore } from "./session-store.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in user's id, resolved from the session cookie for API requests. */
    userId: number | null;
  }
}

export const authMessages = {
  loginRequired: "Bitte melden Sie sich an.",
  forbidden: "Sie haben keine Berechtigung für diese Aktion.",
} as const;

export function registerSessionResolver(app: FastifyInstance, sessions: SessionStore, cookies: CookieJar): void {
  app.decorateRequest("userId", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = cookies.readSession(request);
    request.userId = token ? await sessions.resolve(token) : null;
  });
}

/** 401 for guests. */
export function requireUser(request: FastifyRequest): number {
  if (request.userId === null) throw new HttpError(401, authMessages.loginRequired);
  return request.userId;
}

/** The spec's administrator is user id 1 and no one else: 401 for guests, 403 for users. */
export function requireAdmin(request: FastifyRequest): number {
  const userId = requireUser(request);
  if (userId !== ADMIN_USER_ID) throw new HttpError(403, authMessages.forbidden);
  return userId;
}

import type { FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error.ts";

/**
 * While an account waits for its erasure (docs/decisions/0049) its login opens a restricted
 * session: its payments and receipts, its monthly statements, its limit and pause, and taking
 * the deletion back. Every other logged-in route answers 403; a public route sees a guest.
 */
export const deletionPendingRoutes: ReadonlySet<string> = new Set([
  "GET /api/auth/me",
  "POST /api/auth/logout",
  "GET /api/payments",
  "GET /api/receipts/:number",
  "GET /api/statements",
  "GET /api/statements/:month",
  "GET /api/spending",
  "PUT /api/spending/limits",
  "DELETE /api/spending/limits/pending",
  "POST /api/spending/pause",
  "POST /api/spending/pause/end",
  "GET /api/account/deletion",
  "DELETE /api/account/deletion",
]);

export const deletionPendingMessage =
  "Ihr Konto wird gelöscht. Bis dahin können Sie nur Ihre Zahlungen und Belege, Ihre Monatsauszüge, Ihr " +
  "Ausgabenlimit und Ihre Pause einsehen und ändern oder die Löschung zurücknehmen.";

/** Whether the route declares the session cookie as its proof (http/api-security.ts). */
export function declaresSession(request: FastifyRequest): boolean {
  const security = (request.routeOptions.schema as { security?: Array<Record<string, unknown>> } | undefined)?.security;
  return security?.some((requirement) => "sessionCookie" in requirement) ?? false;
}

/**
 * What a session of an account waiting for its erasure may do on this request: "allowed",
 * "guest" (a public route: the session counts for nothing), or a 403 for any other logged-in
 * route.
 */
export function restrictedAccess(request: FastifyRequest): "allowed" | "guest" {
  const route = request.routeOptions.url;
  if (route !== undefined && deletionPendingRoutes.has(`${request.method} ${route}`)) return "allowed";
  if (declaresSession(request)) throw new HttpError(403, deletionPendingMessage);
  return "guest";
}

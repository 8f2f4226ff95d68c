import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { sandboxIds } from "./ids.ts";
import { paypalError } from "./replies.ts";
import type { SandboxState, StoredResponse } from "./state.ts";

const tokenLifetimeSeconds = 32_400;

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** POST /v1/oauth2/token (OAuth 2.0 client credentials): Basic client_id:secret, grant_type=client_credentials. */
export function issueToken(
  state: SandboxState,
  request: FastifyRequest,
  credentials: { clientId: string; clientSecret: string },
): StoredResponse {
  const header = request.headers.authorization ?? "";
  const decoded = header.startsWith("Basic ") ? Buffer.from(header.slice(6), "base64").toString("utf8") : "";
  if (!same(decoded, `${credentials.clientId}:${credentials.clientSecret}`)) {
    return { status: 401, body: { error: "invalid_client", error_description: "Client Authentication failed" } };
  }
  const body = request.body as Record<string, unknown> | undefined;
  if (body?.grant_type !== "client_credentials") {
    return { status: 400, body: { error: "unsupported_grant_type", error_description: "Grant Type is NULL" } };
  }
  const token = sandboxIds.token();
  // Tokens expire in real time: PayPal knows nothing of the sandbox clock.
  state.tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
  state.tokensIssued += 1;
  return {
    status: 200,
    body: {
      scope: "https://uri.paypal.com/services/subscriptions https://uri.paypal.com/services/payments/payment",
      access_token: token,
      token_type: "Bearer",
      app_id: "APP-SANDBOX",
      expires_in: tokenLifetimeSeconds,
      nonce: `${new Date().toISOString()}${sandboxIds.debug()}`,
    },
  };
}

/** Null when the Bearer token is valid, otherwise PayPal's 401. */
export function bearerFailure(state: SandboxState, request: FastifyRequest): StoredResponse | null {
  const header = request.headers.authorization ?? "";
  const token = header.startsWith("Bearer ") ? header.slice(7) : "";
  const expiresAt = state.tokens.get(token);
  if (expiresAt !== undefined && expiresAt > Date.now()) return null;
  return paypalError(401);
}

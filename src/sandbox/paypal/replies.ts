import type { FastifyReply, FastifyRequest } from "fastify";
import { sandboxIds } from "./ids.ts";
import type { SandboxState, StoredResponse } from "./state.ts";

// PayPal's error body, in all its REST APIs: {name, message, debug_id, details:[{field, issue, description}], links}.

export interface Issue {
  issue: string;
  description?: string;
  field?: string;
}

const generic: Record<number, { name: string; message: string }> = {
  400: { name: "INVALID_REQUEST", message: "Request is not well-formed, syntactically incorrect, or violates schema." },
  401: {
    name: "AUTHENTICATION_FAILURE",
    message: "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
  },
  404: { name: "RESOURCE_NOT_FOUND", message: "The specified resource does not exist." },
  422: {
    name: "UNPROCESSABLE_ENTITY",
    message: "The requested action could not be performed, semantically incorrect, or failed business validation.",
  },
  500: { name: "INTERNAL_SERVER_ERROR", message: "An internal server error has occurred." },
};

export function paypalError(status: number, issues: Issue[] = []): StoredResponse {
  const base = generic[status] ?? { name: "INTERNAL_SERVER_ERROR", message: "An internal server error has occurred." };
  return { status, body: { ...base, debug_id: sandboxIds.debug(), details: issues, links: [] } };
}

export const notFound = () =>
  paypalError(404, [{ issue: "INVALID_RESOURCE_ID", description: "Requested resource ID was not found." }]);

export function send(reply: FastifyReply, response: StoredResponse): FastifyReply {
  if (response.status === 204) return reply.code(204).send();
  return reply.code(response.status).type("application/json").send(response.body);
}

/**
 * PayPal-Request-Id: a key seen before gets the first response again, whatever the body
 * says now. Only successful responses are kept, as PayPal does for failed validations.
 */
export async function idempotent(
  state: SandboxState,
  request: FastifyRequest,
  operation: string,
  run: () => StoredResponse | Promise<StoredResponse>,
): Promise<StoredResponse> {
  const key = request.headers["paypal-request-id"];
  const slot = typeof key === "string" && key.length > 0 ? `${operation}|${key}` : null;
  const earlier = slot ? state.idempotency.get(slot) : undefined;
  if (earlier) return earlier;
  const response = await run();
  if (slot && response.status < 400) state.idempotency.set(slot, response);
  return response;
}

/**
 * Negative testing: PayPal-Mock-Response {"mock_application_codes":"CODE"}
 * makes the call fail with that issue, as PayPal's sandbox does.
 */
export function mockedFailure(request: FastifyRequest): StoredResponse | null {
  const header = request.headers["paypal-mock-response"];
  if (typeof header !== "string") return null;
  let code: unknown;
  try {
    code = (JSON.parse(header) as { mock_application_codes?: unknown }).mock_application_codes;
  } catch {
    return paypalError(400, [{ issue: "INVALID_PARAMETER_SYNTAX", field: "PayPal-Mock-Response" }]);
  }
  if (typeof code !== "string" || code.length === 0) return null;
  if (code === "INTERNAL_SERVER_ERROR") return paypalError(500, [{ issue: code }]);
  if (code === "RESOURCE_NOT_FOUND" || code === "INVALID_RESOURCE_ID") return paypalError(404, [{ issue: code }]);
  return paypalError(422, [{ issue: code, description: `Mocked failure: ${code}.` }]);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

import type { FastifyReply, FastifyRequest } from "fastify";
import { bearerFailure } from "./auth.ts";
import { send } from "./replies.ts";
import type { SandboxState, StoredResponse } from "./state.ts";

export type ApiHandler = (request: FastifyRequest) => StoredResponse | Promise<StoredResponse>;

/** A REST handler behind PayPal's Bearer check, answering PayPal-shaped JSON. */
export function bearerRoute(state: SandboxState, handler: ApiHandler) {
  return async (request: FastifyRequest, reply: FastifyReply) =>
    send(reply, bearerFailure(state, request) ?? (await handler(request)));
}

export function idParam(request: FastifyRequest): string {
  const params = request.params as { id?: unknown };
  return typeof params.id === "string" ? params.id : "";
}

/** Fields PayPal rejects (400 INVALID_REQUEST) as zod issues. */
export function schemaIssues(issues: { path: PropertyKey[]; message: string }[]) {
  return issues
    .slice(0, 10)
    .map((i) => ({ issue: "INVALID_PARAMETER_VALUE", field: i.path.map(String).join("/"), description: i.message }));
}

import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SandboxCore } from "./core.ts";
import type { SandboxState } from "./state.ts";
import type { SandboxWebhooks } from "./webhooks.ts";

const signBody = z.object({ event: z.record(z.string(), z.unknown()) });

/**
 * Sandbox-only helpers with no PayPal counterpart, for tests on a developer's machine: a signer
 * for hand-made webhook deliveries (replay and tamper tests), token statistics, and a look at a
 * subscription's bookkeeping (sales, how often the merchant asked to cancel). Never mounted in
 * production: the signer alone would let anyone forge webhooks the portal accepts.
 */
export function toolRoutes(
  app: FastifyInstance,
  deps: { state: SandboxState; core: SandboxCore; webhooks: SandboxWebhooks },
): void {
  const { state, core, webhooks } = deps;

  app.post("/tools/sign-webhook", (request, reply) => {
    const parsed = signBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: "event fehlt" });
    return webhooks.signed(JSON.stringify(parsed.data.event));
  });

  // How many access tokens were issued (the portal should reuse one), and a way to make all
  // of them invalid at once (the portal should fetch a new one and repeat the call).
  app.get("/tools/stats", () => ({ tokensIssued: state.tokensIssued }));
  app.post("/tools/revoke-tokens", () => {
    state.tokens.clear();
    return { revoked: true };
  });

  app.get("/tools/subscriptions/:id", (request, reply) => {
    const { id } = request.params as { id: string };
    const sub = state.subscriptions.get(id);
    if (!sub) return reply.code(404).send({ message: "unbekannt" });
    return { subscription: core.subJson(sub), sales: sub.sales, cancelRequests: sub.cancelRequests };
  });
}

import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SandboxCore } from "./core.ts";
import type { SandboxState } from "./state.ts";
import type { SandboxWebhooks } from "./webhooks.ts";

const signBody = z.object({ event: z.record(z.string(), z.unknown()) });
const refundBody = z
  .object({
    amount: z
      .string()
      .regex(/^\d{1,10}(\.\d{1,2})?$/)
      .optional(),
  })
  .default({});

/**
 * Sandbox-only helpers with no PayPal counterpart, for tests on a developer's machine: a signer
 * for hand-made webhook deliveries (replay and tamper tests), token statistics, a look at a
 * subscription's bookkeeping (sales, how often the merchant asked to cancel) and at an order,
 * refunds and reversals of a capture as PayPal's merchant dashboard or a bank would make them,
 * and holding webhooks back (a late or lost delivery). Never mounted in production: the signer
 * alone would let anyone forge webhooks the portal accepts.
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

  app.get("/tools/orders/:id", (request, reply) => {
    const { id } = request.params as { id: string };
    const order = state.orders.get(id);
    if (!order) return reply.code(404).send({ message: "unbekannt" });
    return { order: core.orderJson(order) };
  });

  // PAYMENT.CAPTURE.REFUNDED (all or `amount`) or PAYMENT.CAPTURE.REVERSED (always all).
  for (const action of ["refund", "reverse"] as const) {
    app.post(`/tools/captures/:id/${action}`, async (request, reply) => {
      const { id } = request.params as { id: string };
      const found = state.captureById(id);
      if (!found) return reply.code(404).send({ message: "unbekannt" });
      const parsed = refundBody.safeParse(request.body ?? {});
      if (!parsed.success) return reply.code(400).send({ message: "amount muss ein Betrag wie 12.50 sein" });
      if (found.capture.status === "REFUNDED" || found.capture.status === "REVERSED")
        return reply.code(422).send({ message: "bereits vollständig erstattet" });
      const cents = parsed.data.amount ? Math.round(Number(parsed.data.amount) * 100) : undefined;
      if (cents === 0) return reply.code(400).send({ message: "amount muss größer als 0 sein" });
      return core.refundCapture(found.order, found.capture, {
        reversal: action === "reverse",
        ...(cents === undefined ? {} : { cents }),
      });
    });
  }

  // Webhooks held back until resume; resume and flush answer once every queued one went out.
  app.post("/tools/webhooks/pause", () => {
    webhooks.pause();
    return { paused: true };
  });
  app.post("/tools/webhooks/resume", async () => {
    webhooks.resume();
    await webhooks.idle();
    return { paused: false };
  });
  app.post("/tools/webhooks/flush", async (_request, reply) => {
    if (webhooks.paused()) return reply.code(409).send({ message: "Webhooks sind angehalten" });
    await webhooks.idle();
    return { paused: false };
  });

  app.get("/tools/subscriptions/:id", (request, reply) => {
    const { id } = request.params as { id: string };
    const sub = state.subscriptions.get(id);
    if (!sub) return reply.code(404).send({ message: "unbekannt" });
    return { subscription: core.subJson(sub), sales: sub.sales, cancelRequests: sub.cancelRequests };
  });
}

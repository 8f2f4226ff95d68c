import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { messagePage } from "./approval-page.ts";
import { approveUrlOf, orderApproveUrl } from "./representations.ts";
import { isRecord } from "./replies.ts";
import type { BuyerDecision, SandboxState } from "./state.ts";

const sdkScript = readFileSync(join(import.meta.dirname, "sdk-stand-in.js"), "utf8");

function query(source: unknown, name: string): string {
  const value = isRecord(source) ? source[name] : undefined;
  return typeof value === "string" ? value : "";
}

/** What the SDK stand-in may report: the buyer's decision once its webhooks went out. */
function stateOf(
  target: { decision: BuyerDecision; settled: boolean } | undefined,
): "pending" | "approved" | "cancelled" | "unknown" {
  if (!target) return "unknown";
  if (!target.settled) return "pending";
  return target.decision === "approved" ? "approved" : target.decision === "cancelled" ? "cancelled" : "pending";
}

/** The browser side of the sandbox: the JS SDK stand-in and the endpoints it talks to. */
export function sdkRoutes(app: FastifyInstance, deps: { state: SandboxState; sandboxBase: string }): void {
  const { state, sandboxBase } = deps;
  const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

  // Query options (client-id/clientId, intent, vault, currency, components) are accepted as
  // PayPal's are; the stand-in behaves the same for all of them.
  app.get("/sdk/js", (_request, reply) => noStore(reply).type("application/javascript; charset=utf-8").send(sdkScript));

  app.get("/checkout/pending", (_request, reply) =>
    noStore(reply)
      .type("text/html; charset=utf-8")
      .send(messagePage("Einen Moment bitte", "Verbindung zu PayPal wird hergestellt...")),
  );

  // Where the popup goes once the id exists: the approval page of that subscription or order.
  app.get("/checkout", (request, reply) => {
    const popup = query(request.query, "popup") === "1" ? "&popup=1" : "";
    const sub = state.subscriptions.get(query(request.query, "subscription_id"));
    if (sub) return reply.redirect(`${approveUrlOf(sub, sandboxBase)}${popup}`, 302);
    const order = state.orders.get(query(request.query, "order_id"));
    if (order) return reply.redirect(`${orderApproveUrl(order, sandboxBase)}${popup}`, 302);
    return reply
      .code(404)
      .type("text/html; charset=utf-8")
      .send(messagePage("Vorgang nicht gefunden", "Dieser Zahlungsvorgang ist unbekannt."));
  });

  app.get("/checkout/status", (request, reply) => {
    noStore(reply);
    const sub = state.subscriptions.get(query(request.query, "subscription_id"));
    if (sub) {
      return {
        state: stateOf(sub),
        token: sub.ecToken,
        billingToken: sub.baToken,
        payerId: sub.subscriber?.payer_id ?? null,
      };
    }
    const order = state.orders.get(query(request.query, "order_id"));
    return {
      state: stateOf(order),
      token: order?.id ?? null,
      billingToken: null,
      payerId: order?.payer?.payer_id ?? null,
    };
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { describePlan } from "./billing.ts";
import type { SandboxCore } from "./core.ts";
import { approvalPage, closeWindowJs, messagePage, sandboxCss } from "./approval-page.ts";
import { isRecord } from "./replies.ts";
import type { SandboxState } from "./state.ts";

function field(source: unknown, name: string): string {
  const value = isRecord(source) ? source[name] : undefined;
  return typeof value === "string" ? value : "";
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** The approval page's test choice: the order is approved, and every capture is declined. */
const declinedChoice = "approve-declined";

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);

const euro = (value: string, currency: string) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency }).format(Number(value));

/**
 * The buyer's side: the approval pages behind the approve links. Approving redirects to the
 * merchant's return_url (as PayPal does), or, in the SDK stand-in's popup, shows a closing page.
 */
export function approvalRoutes(
  app: FastifyInstance,
  deps: { state: SandboxState; core: SandboxCore; brandName: string },
): void {
  const { state, core } = deps;
  const gone = (reply: FastifyReply) =>
    html(reply, 404, messagePage("Vorgang nicht gefunden", "Dieser Zahlungsvorgang ist unbekannt oder abgelaufen."));
  const done = (reply: FastifyReply) =>
    html(reply, 409, messagePage("Vorgang abgeschlossen", "Über diesen Zahlungsvorgang wurde bereits entschieden."));
  const popupOf = (request: FastifyRequest, source: unknown) =>
    field(source, "popup") === "1" || field(request.query, "popup") === "1";

  app.get("/assets/sandbox.css", (_request, reply) => reply.type("text/css; charset=utf-8").send(sandboxCss));
  app.get("/assets/close-window.js", (_request, reply) =>
    reply.type("application/javascript; charset=utf-8").send(closeWindowJs),
  );

  app.get("/approve", (request, reply) => {
    const sub = state.subscriptionByBaToken(field(request.query, "ba_token"));
    if (!sub) return gone(reply);
    if (sub.status !== "APPROVAL_PENDING" || sub.decision !== "pending") return done(reply);
    const plan = state.plans.get(sub.plan_id);
    return html(
      reply,
      200,
      approvalPage({
        heading: "Abonnement genehmigen",
        merchant: sub.brandName ?? deps.brandName,
        rows: [
          ["Tarif", plan?.name ?? sub.plan_id],
          ["Preis", plan ? describePlan(plan) : "unbekannt"],
        ],
        action: "/__sandbox/paypal/approve",
        hidden: { ba_token: sub.baToken, ...(popupOf(request, null) ? { popup: "1" } : {}) },
      }),
    );
  });

  app.post("/approve", async (request, reply) => {
    const sub = state.subscriptionByBaToken(field(request.body, "ba_token"));
    if (!sub) return gone(reply);
    if (sub.status !== "APPROVAL_PENDING" || sub.decision !== "pending") return done(reply);
    const popup = popupOf(request, request.body);
    if (field(request.body, "decision") !== "approve") {
      core.cancelByBuyer(sub);
      if (popup)
        return html(
          reply,
          200,
          messagePage("Abgebrochen", "Sie haben den Vorgang abgebrochen. Dieses Fenster schließt sich.", {
            closeWindow: true,
          }),
        );
      return reply.redirect(withQuery(sub.cancelUrl, { token: sub.ecToken, ba_token: sub.baToken }), 303);
    }
    await core.approveSubscription(sub);
    if (popup)
      return html(
        reply,
        200,
        messagePage("Zahlung genehmigt", "Vielen Dank. Dieses Fenster schließt sich.", { closeWindow: true }),
      );
    return reply.redirect(
      withQuery(sub.returnUrl, { subscription_id: sub.id, ba_token: sub.baToken, token: sub.ecToken }),
      303,
    );
  });

  app.get("/checkoutnow", (request, reply) => {
    const order = state.orders.get(field(request.query, "token"));
    if (!order) return gone(reply);
    if (order.decision !== "pending" || (order.status !== "CREATED" && order.status !== "PAYER_ACTION_REQUIRED"))
      return done(reply);
    const unit = order.purchase_units[0];
    return html(
      reply,
      200,
      approvalPage({
        heading: "Zahlung genehmigen",
        merchant: order.brandName ?? deps.brandName,
        rows: [
          ["Artikel", unit?.description ?? "Bestellung"],
          ["Betrag", unit ? euro(unit.amount.value, unit.amount.currency_code) : "unbekannt"],
        ],
        action: "/__sandbox/paypal/checkoutnow",
        hidden: { token: order.id, ...(popupOf(request, null) ? { popup: "1" } : {}) },
        // Negative testing from a browser, which cannot send PayPal-Mock-Response itself.
        testChoices: [{ value: declinedChoice, label: "Genehmigen, Zahlungsmittel wird abgelehnt (Test)" }],
      }),
    );
  });

  app.post("/checkoutnow", async (request, reply) => {
    const order = state.orders.get(field(request.body, "token"));
    if (!order) return gone(reply);
    if (order.decision !== "pending" || (order.status !== "CREATED" && order.status !== "PAYER_ACTION_REQUIRED"))
      return done(reply);
    const popup = popupOf(request, request.body);
    const decision = field(request.body, "decision");
    if (decision !== "approve" && decision !== declinedChoice) {
      core.cancelByBuyer(order);
      if (popup || !order.cancelUrl)
        return html(
          reply,
          200,
          messagePage("Abgebrochen", "Sie haben den Vorgang abgebrochen. Dieses Fenster schließt sich.", {
            closeWindow: true,
          }),
        );
      return reply.redirect(withQuery(order.cancelUrl, { token: order.id }), 303);
    }
    if (decision === declinedChoice) order.declineCapture = true;
    await core.approveOrder(order);
    const payerId = order.payer?.payer_id ?? "";
    if (popup || !order.returnUrl)
      return html(
        reply,
        200,
        messagePage("Zahlung genehmigt", "Vielen Dank. Dieses Fenster schließt sich.", { closeWindow: true }),
      );
    return reply.redirect(withQuery(order.returnUrl, { token: order.id, PayerID: payerId }), 303);
  });
}

import type { FastifyInstance, FastifyReply } from "fastify";
import { fieldsSignature, signaturesMatch } from "../../protocols/maxpay.ts";
import { onMerchantOrigin } from "../merchant-origin.ts";
import { checkCard } from "./card-check.ts";
import { messagePage, paymentPage, sandboxCss } from "./hpp-page.ts";
import type { MaxpaySandboxCore } from "./core.ts";
import { parseCustomProduct } from "./products.ts";
import { maxpayIds, type MaxpaySandboxState } from "./state.ts";

interface Deps {
  state: MaxpaySandboxState;
  core: MaxpaySandboxCore;
  publicKey: string;
  privateKey: string;
  merchant: string;
  publicOrigin: string;
  now: () => Date;
}

/** Form or query fields as plain strings (the plugin's parser makes urlencoded bodies objects). */
export function stringFields(source: unknown): Record<string, string> {
  if (typeof source !== "object" || source === null) return {};
  return Object.fromEntries(Object.entries(source).filter((e): e is [string, string] => typeof e[1] === "string"));
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);

const optional = (value: string | undefined) => (value && value.trim() !== "" ? value : null);

const returnFields = ["success_url", "decline_url", "backUrl"] as const;

/**
 * The hosted payment page: the merchant's signed form arrives at /hpp (POST, or GET with the
 * same fields as query), the buyer pays at /hpp/pay. Paying sends the signed callback to the
 * portal and waits for it before the browser goes back to success_url or decline_url.
 */
export function hppRoutes(app: FastifyInstance, deps: Deps): void {
  const { state, core } = deps;
  const refuse = (reply: FastifyReply, text: string) => html(reply, 400, messagePage("Zahlungsanfrage ungültig", text));

  app.get("/assets/sandbox.css", (_request, reply) => reply.type("text/css; charset=utf-8").send(sandboxCss));

  app.route({
    method: ["GET", "POST"],
    url: "/hpp",
    handler: (request, reply) => {
      const fields = stringFields(request.method === "GET" ? request.query : request.body);
      if (fields.key !== deps.publicKey) return refuse(reply, "Der Händlerschlüssel (key) ist unbekannt.");
      if (!signaturesMatch(fieldsSignature(fields, deps.privateKey), fields.signature)) {
        return refuse(reply, "Die Signatur der Zahlungsanfrage ist ungültig.");
      }
      const foreign = returnFields.find((name) => {
        const address = optional(fields[name]);
        return address !== null && !onMerchantOrigin(address, deps.publicOrigin);
      });
      if (foreign) return refuse(reply, `Die Rücksprungadresse (${foreign}) gehört nicht zur Website des Händlers.`);
      const uniqueUserId = optional(fields.uniqueuserid ?? fields.uniqueUserId);
      if (!uniqueUserId) return refuse(reply, "Die Kundennummer (uniqueuserid) fehlt.");
      const product = parseCustomProduct(fields.customproduct ?? fields.customProduct);
      if (typeof product === "string") return refuse(reply, product);
      const checkout = {
        id: maxpayIds.checkout(),
        uniqueUserId,
        uniqueTransactionId: optional(fields.uniqueTransactionId),
        email: optional(fields.email),
        product,
        customParameters: Object.fromEntries(Object.entries(fields).filter(([k]) => k.startsWith("custom_"))),
        successUrl: optional(fields.success_url),
        declineUrl: optional(fields.decline_url),
        backUrl: optional(fields.backUrl),
        status: "open" as const,
      };
      state.checkouts.set(checkout.id, checkout);
      return html(reply, 200, paymentPage({ merchant: deps.merchant, product, checkoutId: checkout.id }));
    },
  });

  app.post("/hpp/pay", async (request, reply) => {
    const form = stringFields(request.body);
    const checkout = state.checkouts.get(form.checkout ?? "");
    if (!checkout)
      return html(reply, 404, messagePage("Vorgang nicht gefunden", "Dieser Zahlungsvorgang ist unbekannt."));
    if (checkout.status !== "open") {
      return html(
        reply,
        409,
        messagePage("Vorgang abgeschlossen", "Dieser Zahlungsvorgang ist bereits abgeschlossen."),
      );
    }
    if (form.action === "cancel") {
      checkout.status = "done";
      const back = checkout.declineUrl ?? checkout.backUrl;
      if (back) return reply.redirect(back, 303);
      return html(
        reply,
        200,
        messagePage("Abgebrochen", "Sie haben die Zahlung abgebrochen. Es wurde nichts abgebucht."),
      );
    }
    const values = {
      cardNumber: form.cardNumber ?? "",
      expiry: form.expiry ?? "",
      cvc: form.cvc ?? "",
      holder: form.holder ?? "",
    };
    const decision = checkCard(values, deps.now());
    if (!decision.ok) {
      const { cvc: _cvc, ...keep } = values;
      return html(
        reply,
        422,
        paymentPage({
          merchant: deps.merchant,
          product: checkout.product,
          checkoutId: checkout.id,
          error: decision.error,
          values: keep,
        }),
      );
    }
    await core.complete(checkout, decision.approved);
    const next = decision.approved ? checkout.successUrl : checkout.declineUrl;
    if (next) return reply.redirect(next, 303);
    return decision.approved
      ? html(reply, 200, messagePage("Zahlung erfolgreich", "Vielen Dank. Die Zahlung wurde genehmigt."))
      : html(reply, 200, messagePage("Zahlung abgelehnt", "Die Karte wurde abgelehnt. Es wurde nichts abgebucht."));
  });
}

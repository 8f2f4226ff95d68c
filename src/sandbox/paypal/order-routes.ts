import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Clock } from "../../server/lib/clock.ts";
import { bearerRoute, idParam, schemaIssues } from "./api.ts";
import type { SandboxCore } from "./core.ts";
import { sandboxIds } from "./ids.ts";
import { idempotent, mockedFailure, notFound, paypalError } from "./replies.ts";
import { foreignReturnAddresses } from "./return-addresses.ts";
import type { SandboxOrder, SandboxState } from "./state.ts";

const experienceSchema = z.object({
  brand_name: z.string().max(127).optional(),
  locale: z.string().optional(),
  shipping_preference: z.string().optional(),
  landing_page: z.string().optional(),
  user_action: z.enum(["CONTINUE", "PAY_NOW"]).optional(),
  return_url: z.url().optional(),
  cancel_url: z.url().optional(),
});

const createSchema = z.object({
  intent: z.enum(["CAPTURE", "AUTHORIZE"]),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().max(256).optional(),
        custom_id: z.string().max(127).optional(),
        invoice_id: z.string().max(127).optional(),
        description: z.string().max(127).optional(),
        amount: z.object({ currency_code: z.string().length(3), value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/) }),
      }),
    )
    .min(1)
    .max(10),
  payment_source: z
    .object({ paypal: z.object({ experience_context: experienceSchema.optional() }).optional() })
    .optional(),
  // Deprecated by PayPal in favour of payment_source.paypal.experience_context, but still accepted.
  application_context: experienceSchema.optional(),
});

/** /v2/checkout/orders (PayPal's Orders API v2): create, read, capture with PayPal's 422 issues. */
export function orderRoutes(
  app: FastifyInstance,
  deps: { state: SandboxState; core: SandboxCore; clock: Clock; publicOrigin: string },
): void {
  const { state, core, clock, publicOrigin } = deps;

  app.post(
    "/v2/checkout/orders",
    bearerRoute(state, (request) =>
      idempotent(state, request, "order", () => {
        const mocked = mockedFailure(request);
        if (mocked) return mocked;
        const parsed = createSchema.safeParse(request.body);
        if (!parsed.success) return paypalError(400, schemaIssues(parsed.error.issues));
        const foreign = [
          ...foreignReturnAddresses(
            parsed.data.payment_source?.paypal?.experience_context,
            "/payment_source/paypal/experience_context",
            publicOrigin,
          ),
          ...foreignReturnAddresses(parsed.data.application_context, "/application_context", publicOrigin),
        ];
        if (foreign.length > 0) return paypalError(422, foreign);
        if (parsed.data.purchase_units.some((u) => Number(u.amount.value) <= 0)) {
          return paypalError(422, [{ issue: "CANNOT_BE_ZERO_OR_NEGATIVE", field: "purchase_units/amount/value" }]);
        }
        const experience = parsed.data.payment_source?.paypal?.experience_context ?? parsed.data.application_context;
        const usesPaymentSource = parsed.data.payment_source?.paypal !== undefined;
        const at = clock.now().toISOString();
        const order: SandboxOrder = {
          id: sandboxIds.order(),
          intent: parsed.data.intent,
          status: usesPaymentSource ? "PAYER_ACTION_REQUIRED" : "CREATED",
          purchase_units: parsed.data.purchase_units.map((u, i) => ({
            ...u,
            reference_id: u.reference_id ?? (i === 0 ? "default" : String(i)),
          })),
          usesPaymentSource,
          ...(experience?.return_url ? { returnUrl: experience.return_url } : {}),
          ...(experience?.cancel_url ? { cancelUrl: experience.cancel_url } : {}),
          ...(experience?.brand_name ? { brandName: experience.brand_name } : {}),
          captures: [],
          create_time: at,
          update_time: at,
          decision: "pending",
          settled: false,
        };
        state.orders.set(order.id, order);
        return { status: 201, body: core.orderJson(order) };
      }),
    ),
  );

  app.get(
    "/v2/checkout/orders/:id",
    bearerRoute(state, (request) => {
      const order = state.orders.get(idParam(request));
      return order ? { status: 200, body: core.orderJson(order) } : notFound();
    }),
  );

  app.post(
    "/v2/checkout/orders/:id/capture",
    bearerRoute(state, (request) => {
      const id = idParam(request);
      return idempotent(state, request, `capture ${id}`, () => {
        const order = state.orders.get(id);
        if (!order) return notFound();
        const mocked = mockedFailure(request);
        if (mocked) return mocked;
        if (order.declineCapture && order.status === "APPROVED")
          return paypalError(422, [{ issue: "INSTRUMENT_DECLINED", description: "The instrument was declined." }]);
        if (order.status === "COMPLETED")
          return paypalError(422, [{ issue: "ORDER_ALREADY_CAPTURED", description: "Order already captured." }]);
        if (order.status !== "APPROVED") {
          return paypalError(422, [
            { issue: "ORDER_NOT_APPROVED", description: "Payer has not yet approved the Order for payment." },
          ]);
        }
        core.captureOrder(order);
        return { status: 201, body: core.orderJson(order) };
      });
    }),
  );
}

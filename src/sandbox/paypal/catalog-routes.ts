import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Clock } from "../../server/lib/clock.ts";
import { billingCycleIssues, planRequestSchema } from "./plan-rules.ts";
import { bearerRoute, idParam, schemaIssues } from "./api.ts";
import { sandboxIds } from "./ids.ts";
import { idempotent, notFound, paypalError } from "./replies.ts";
import { planJson, productJson } from "./representations.ts";
import type { SandboxState } from "./state.ts";

const productRequestSchema = z.object({
  id: z.string().min(6).max(50).optional(),
  name: z.string().min(1).max(127),
  description: z.string().max(256).optional(),
  type: z.enum(["PHYSICAL", "DIGITAL", "SERVICE"]),
  category: z.string().optional(),
  image_url: z.string().optional(),
  home_url: z.string().optional(),
});

/** /v1/catalogs/products and /v1/billing/plans, answered as PayPal's Catalog Products and Subscriptions APIs do. */
export function catalogRoutes(
  app: FastifyInstance,
  deps: { state: SandboxState; clock: Clock; apiBase: string },
): void {
  const { state, clock, apiBase } = deps;

  app.post(
    "/v1/catalogs/products",
    bearerRoute(state, (request) =>
      idempotent(state, request, "product", () => {
        const parsed = productRequestSchema.safeParse(request.body);
        if (!parsed.success) return paypalError(400, schemaIssues(parsed.error.issues));
        const id = parsed.data.id ?? sandboxIds.product();
        if (state.products.has(id)) return paypalError(422, [{ issue: "DUPLICATE_RESOURCE_IDENTIFIER", field: "id" }]);
        const product = {
          id,
          name: parsed.data.name,
          type: parsed.data.type,
          ...(parsed.data.description ? { description: parsed.data.description } : {}),
          create_time: clock.now().toISOString(),
        };
        state.products.set(id, product);
        return { status: 201, body: productJson(product, apiBase) };
      }),
    ),
  );

  app.get(
    "/v1/catalogs/products/:id",
    bearerRoute(state, (request) => {
      const product = state.products.get(idParam(request));
      return product ? { status: 200, body: productJson(product, apiBase) } : notFound();
    }),
  );

  app.post(
    "/v1/billing/plans",
    bearerRoute(state, (request) =>
      idempotent(state, request, "plan", () => {
        const parsed = planRequestSchema.safeParse(request.body);
        if (!parsed.success) return paypalError(400, schemaIssues(parsed.error.issues));
        if (!state.products.has(parsed.data.product_id)) {
          return paypalError(404, [
            { issue: "INVALID_RESOURCE_ID", field: "product_id", description: "Product not found." },
          ]);
        }
        const issues = billingCycleIssues(parsed.data.billing_cycles);
        if (issues.length > 0) return paypalError(422, issues);
        const plan = { ...parsed.data, id: sandboxIds.plan(), create_time: clock.now().toISOString() };
        state.plans.set(plan.id, plan);
        return { status: 201, body: planJson(plan, apiBase) };
      }),
    ),
  );

  app.get(
    "/v1/billing/plans/:id",
    bearerRoute(state, (request) => {
      const plan = state.plans.get(idParam(request));
      return plan ? { status: 200, body: planJson(plan, apiBase) } : notFound();
    }),
  );
}

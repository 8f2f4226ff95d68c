import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Clock } from "../../server/lib/clock.ts";
import { bearerRoute, idParam, schemaIssues } from "./api.ts";
import type { SandboxCore } from "./core.ts";
import { sandboxIds } from "./ids.ts";
import { idempotent, mockedFailure, notFound, paypalError } from "./replies.ts";
import { foreignReturnAddresses } from "./return-addresses.ts";
import type { SandboxState, SandboxSubscription } from "./state.ts";

const createSchema = z.object({
  plan_id: z.string().min(3).max(50),
  start_time: z.iso.datetime().optional(),
  quantity: z.string().optional(),
  custom_id: z
    .string()
    .min(1)
    .max(127)
    .regex(/^[\x20-\x7e]+$/)
    .optional(),
  subscriber: z.unknown().optional(),
  application_context: z.object({
    brand_name: z.string().max(127).optional(),
    locale: z.string().optional(),
    shipping_preference: z.enum(["GET_FROM_FILE", "NO_SHIPPING", "SET_PROVIDED_ADDRESS"]).optional(),
    user_action: z.enum(["CONTINUE", "SUBSCRIBE_NOW"]).optional(),
    payment_method: z.unknown().optional(),
    return_url: z.url(),
    cancel_url: z.url(),
  }),
});

const reasonSchema = z.object({ reason: z.string().min(1).max(128) });
const optionalReasonSchema = z.object({ reason: z.string().max(128).optional() }).optional();

const statusInvalid = () =>
  paypalError(422, [
    {
      issue: "SUBSCRIPTION_STATUS_INVALID",
      description: "Invalid subscription status for cancel/suspend/activate action.",
    },
  ]);

/** /v1/billing/subscriptions, answered as PayPal's Subscriptions API v1 does. */
export function subscriptionRoutes(
  app: FastifyInstance,
  deps: { state: SandboxState; core: SandboxCore; clock: Clock; publicOrigin: string },
): void {
  const { state, core, clock, publicOrigin } = deps;

  const withSubscription = (id: string, run: (sub: SandboxSubscription) => ReturnType<typeof notFound>) => {
    const sub = state.subscriptions.get(id);
    return sub ? run(sub) : notFound();
  };

  app.post(
    "/v1/billing/subscriptions",
    bearerRoute(state, (request) =>
      idempotent(state, request, "subscription", () => {
        const mocked = mockedFailure(request);
        if (mocked) return mocked;
        const parsed = createSchema.safeParse(request.body);
        if (!parsed.success) return paypalError(400, schemaIssues(parsed.error.issues));
        const foreign = foreignReturnAddresses(parsed.data.application_context, "/application_context", publicOrigin);
        if (foreign.length > 0) return paypalError(422, foreign);
        const plan = state.plans.get(parsed.data.plan_id);
        if (!plan)
          return paypalError(404, [
            { issue: "INVALID_RESOURCE_ID", field: "plan_id", description: "Requested resource ID was not found." },
          ]);
        if (plan.status !== "ACTIVE") return paypalError(422, [{ issue: "PLAN_STATUS_INVALID", field: "plan_id" }]);
        const at = clock.now().toISOString();
        const context = parsed.data.application_context;
        const sub: SandboxSubscription = {
          id: sandboxIds.subscription(),
          plan_id: plan.id,
          status: "APPROVAL_PENDING",
          ...(parsed.data.custom_id !== undefined ? { custom_id: parsed.data.custom_id } : {}),
          baToken: sandboxIds.billingToken(),
          ecToken: sandboxIds.ecToken(),
          returnUrl: context.return_url,
          cancelUrl: context.cancel_url,
          ...(context.brand_name ? { brandName: context.brand_name } : {}),
          ...(parsed.data.start_time ? { requestedStart: parsed.data.start_time } : {}),
          start_time: parsed.data.start_time ?? at,
          create_time: at,
          update_time: at,
          status_update_time: at,
          cyclesCompleted: {},
          next_billing_time: null,
          sales: [],
          cancelRequests: 0,
          decision: "pending",
          settled: false,
        };
        state.subscriptions.set(sub.id, sub);
        return { status: 201, body: core.subJson(sub) };
      }),
    ),
  );

  app.get(
    "/v1/billing/subscriptions/:id",
    bearerRoute(state, (request) =>
      withSubscription(idParam(request), (sub) => ({ status: 200, body: core.subJson(sub) })),
    ),
  );

  app.post(
    "/v1/billing/subscriptions/:id/cancel",
    bearerRoute(state, (request) =>
      withSubscription(idParam(request), (sub) => {
        sub.cancelRequests += 1;
        const body = reasonSchema.safeParse(request.body);
        if (!body.success) return paypalError(400, [{ issue: "MISSING_REQUIRED_PARAMETER", field: "reason" }]);
        if (sub.status !== "ACTIVE" && sub.status !== "SUSPENDED" && sub.status !== "APPROVED") return statusInvalid();
        core.cancelSubscription(sub, body.data.reason);
        return { status: 204, body: null };
      }),
    ),
  );

  app.post(
    "/v1/billing/subscriptions/:id/suspend",
    bearerRoute(state, (request) =>
      withSubscription(idParam(request), (sub) => {
        const body = reasonSchema.safeParse(request.body);
        if (!body.success) return paypalError(400, [{ issue: "MISSING_REQUIRED_PARAMETER", field: "reason" }]);
        if (sub.status !== "ACTIVE") return statusInvalid();
        core.suspendSubscription(sub, body.data.reason);
        return { status: 204, body: null };
      }),
    ),
  );

  app.post(
    "/v1/billing/subscriptions/:id/activate",
    bearerRoute(state, (request) =>
      withSubscription(idParam(request), (sub) => {
        const body = optionalReasonSchema.safeParse(request.body);
        if (sub.status !== "SUSPENDED") return statusInvalid();
        core.reactivateSubscription(sub, body.success ? body.data?.reason : undefined);
        return { status: 204, body: null };
      }),
    ),
  );
}

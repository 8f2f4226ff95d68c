import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Settings } from "../../settings/index.ts";
import { isPaypalNotFound } from "./paypal-errors.ts";
import type { PaypalHttp } from "./paypal-http.ts";
import { planSchema, productSchema } from "./paypal-resources.ts";
import { premiumPlanBody, premiumProductBody } from "./premium-plan-body.ts";

export const planSettingKeys = { product: "paypal_product_id", plan: "paypal_plan_id" } as const;

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 40);

/**
 * The PayPal plan every subscription is created on, made once and kept in `settings`.
 * A stored plan is checked once per process (the sandbox forgets its plans on restart; a live
 * plan may have been deactivated). Creation uses a PayPal-Request-Id derived from the plan's
 * content and the plan it replaces, so processes racing at first start get one plan.
 */
export function createPlanBootstrap(deps: {
  http: PaypalHttp;
  settings: Settings;
  brandName: string;
  log: FastifyBaseLogger;
}) {
  const { http, settings, brandName, log } = deps;
  let known: string | null = null;
  let pending: Promise<string> | null = null;

  async function usable(planId: string): Promise<boolean> {
    try {
      const plan = await http.json("GET", `/v1/billing/plans/${encodeURIComponent(planId)}`, planSchema);
      return plan.status === "ACTIVE";
    } catch (error) {
      if (isPaypalNotFound(error)) return false;
      throw error;
    }
  }

  async function bootstrap(): Promise<string> {
    const stored = (await settings.get(planSettingKeys.plan)) ?? null;
    if (stored && (await usable(stored))) return stored;
    const replaces = stored ?? "none";
    const productBody = premiumProductBody(brandName);
    const product = await http.json("POST", "/v1/catalogs/products", productSchema, {
      body: productBody,
      requestId: `product-${digest(`${JSON.stringify(productBody)}|${replaces}`)}`,
    });
    const planBody = premiumPlanBody(product.id, brandName);
    const plan = await http.json("POST", "/v1/billing/plans", planSchema, {
      body: planBody,
      requestId: `plan-${digest(`${JSON.stringify(planBody)}|${replaces}`)}`,
    });
    await settings.set(planSettingKeys.product, product.id);
    await settings.set(planSettingKeys.plan, plan.id);
    log.info({ productId: product.id, planId: plan.id, replaces: stored }, "PayPal plan created");
    return plan.id;
  }

  return {
    planId(): Promise<string> {
      if (known) return Promise.resolve(known);
      pending ??= bootstrap()
        .then((id) => {
          known = id;
          return id;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    /** PayPal no longer knows the plan: look again at the next use. */
    forget(): void {
      known = null;
    },
  };
}

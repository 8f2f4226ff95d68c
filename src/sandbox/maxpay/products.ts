import { z } from "zod";
import { weeklyProduct } from "../../protocols/maxpay.ts";

// The products a payment page may sell: custom products posted as JSON (`customproduct`), and
// the merchant's own products configured in the merchant portal, which a trial names as the
// subscription that follows it. The sandbox's "merchant portal" holds the portal's weekly plan.

export interface Recurring {
  productId: string;
  name: string;
  amountCents: number;
  periodDays: number;
}

export interface SandboxProduct {
  productType: "fixedProduct" | "subscriptionProduct" | "trialProduct";
  productId: string;
  name: string;
  description: string | null;
  currency: string;
  /** The first charge. */
  amountCents: number;
  /** Days until the first renewal; null for a one-off product. */
  firstPeriodDays: number | null;
  /** What is billed after the first period; null for a one-off product. */
  recurring: Recurring | null;
}

const periodDays: Record<string, number> = { "24H": 1, "7D": 7, "30D": 30, "365D": 365 };
const period = z.string().refine((v) => v in periodDays, "unbekannter Zeitraum (24H, 7D, 30D oder 365D)");
const amount = z.coerce.number().positive().max(100_000);

const base = {
  productId: z.coerce.string().min(1).max(100),
  productName: z.string().min(1).max(200),
  productDescription: z.string().max(1000).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  amount,
};

const customProduct = z.discriminatedUnion("productType", [
  z.object({ productType: z.literal("fixedProduct"), ...base }),
  z.object({
    productType: z.literal("subscriptionProduct"),
    ...base,
    subscriptionLength: z.coerce.number().int().positive().default(1),
    subscriptionPeriod: period,
  }),
  z.object({
    productType: z.literal("trialProduct"),
    ...base,
    trialLength: z.coerce.number().int().positive(),
    trialPeriod: period,
    postTrialProductId: z.coerce.string().min(1),
  }),
]);

type CustomProduct = z.infer<typeof customProduct>;

const cents = (euros: number) => Math.round(euros * 100);
const days = (length: number, unit: string) => length * (periodDays[unit] ?? 0);

/** The merchant portal's products, by id. */
export const merchantCatalog = new Map<string, Recurring>([
  [
    weeklyProduct.productId,
    {
      productId: weeklyProduct.productId,
      name: weeklyProduct.productName,
      amountCents: cents(weeklyProduct.amount),
      periodDays: days(weeklyProduct.subscriptionLength, weeklyProduct.subscriptionPeriod),
    },
  ],
]);

function toSandboxProduct(p: CustomProduct): SandboxProduct | string {
  const common = {
    productType: p.productType,
    productId: p.productId,
    name: p.productName,
    description: p.productDescription ?? null,
    currency: p.currency,
    amountCents: cents(p.amount),
  };
  switch (p.productType) {
    case "fixedProduct":
      return { ...common, firstPeriodDays: null, recurring: null };
    case "subscriptionProduct": {
      const every = days(p.subscriptionLength, p.subscriptionPeriod);
      return {
        ...common,
        firstPeriodDays: every,
        recurring: { productId: p.productId, name: p.productName, amountCents: cents(p.amount), periodDays: every },
      };
    }
    case "trialProduct": {
      const after = merchantCatalog.get(p.postTrialProductId);
      if (!after)
        return `Das Produkt ${p.postTrialProductId} nach dem Testzeitraum ist im Händlerportal nicht angelegt.`;
      return { ...common, firstPeriodDays: days(p.trialLength, p.trialPeriod), recurring: after };
    }
  }
}

/** Reads `customproduct` (a JSON list with one product, or one object); a German error otherwise. */
export function parseCustomProduct(json: string | undefined): SandboxProduct | string {
  if (!json) return "Es wurde kein Produkt übergeben (customproduct fehlt).";
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return "Das Produkt (customproduct) ist kein gültiges JSON.";
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length !== 1) return "Die Sandbox verkauft genau ein Produkt je Zahlung.";
  const parsed = customProduct.safeParse(list[0]);
  if (!parsed.success) return "Das Produkt (customproduct) ist unvollständig oder ungültig.";
  return toSandboxProduct(parsed.data);
}

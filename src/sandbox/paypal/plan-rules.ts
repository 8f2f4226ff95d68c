import { z } from "zod";
import type { Issue } from "./replies.ts";
import type { BillingCycle } from "./state.ts";

// The schema rules of PayPal's billing plans, as its Subscriptions API v1 (/v1/billing/plans) checks them.

const moneySchema = z.object({
  value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
  currency_code: z.string().length(3),
});

export const billingCycleSchema = z.object({
  frequency: z.object({
    interval_unit: z.enum(["DAY", "WEEK", "MONTH", "YEAR"]),
    interval_count: z.number().int().min(1).default(1),
  }),
  tenure_type: z.enum(["TRIAL", "REGULAR"]),
  sequence: z.number().int().min(1).max(99),
  total_cycles: z.number().int().min(0).max(999).default(1),
  pricing_scheme: z.object({ fixed_price: moneySchema.optional() }).optional(),
});

export const planRequestSchema = z.object({
  product_id: z.string().min(1).max(50),
  name: z.string().min(1).max(127),
  description: z.string().max(127).optional(),
  status: z.enum(["CREATED", "ACTIVE", "INACTIVE"]).default("ACTIVE"),
  billing_cycles: z.array(billingCycleSchema).min(1).max(12),
  payment_preferences: z.record(z.string(), z.unknown()),
});

const maxCount = { DAY: 365, WEEK: 52, MONTH: 12, YEAR: 1 } as const;

/** The rule violations of a plan's billing cycles; empty when PayPal would accept them. */
export function billingCycleIssues(cycles: BillingCycle[]): Issue[] {
  const issues: Issue[] = [];
  const trials = cycles.filter((c) => c.tenure_type === "TRIAL");
  const regulars = cycles.filter((c) => c.tenure_type === "REGULAR");
  if (trials.length > 2)
    issues.push({
      issue: "MULTIPLE_TRIAL_BILLING_CYCLES_NOT_SUPPORTED",
      field: "billing_cycles",
      description: "At most 2 trial cycles.",
    });
  if (regulars.length !== 1)
    issues.push({
      issue: "INVALID_BILLING_CYCLES",
      field: "billing_cycles",
      description: "Exactly one REGULAR billing cycle is required.",
    });
  const sequences = cycles.map((c) => c.sequence).sort((a, b) => a - b);
  if (sequences.some((s, i) => s !== i + 1))
    issues.push({
      issue: "INVALID_BILLING_CYCLE_SEQUENCE",
      field: "billing_cycles/sequence",
      description: "Sequences must run 1, 2, 3, ...",
    });
  const regular = regulars[0];
  if (regular && trials.some((t) => t.sequence > regular.sequence)) {
    issues.push({
      issue: "INVALID_BILLING_CYCLE_SEQUENCE",
      field: "billing_cycles/sequence",
      description: "Trial cycles come before the regular cycle.",
    });
  }
  for (const cycle of cycles) {
    if (cycle.frequency.interval_count > maxCount[cycle.frequency.interval_unit]) {
      issues.push({ issue: "INVALID_INTERVAL_COUNT", field: "billing_cycles/frequency/interval_count" });
    }
    if (cycle.tenure_type === "TRIAL" && cycle.total_cycles < 1) {
      issues.push({
        issue: "INVALID_TOTAL_CYCLES",
        field: "billing_cycles/total_cycles",
        description: "A trial runs 1 to 999 cycles.",
      });
    }
    if (cycle.tenure_type === "REGULAR" && !cycle.pricing_scheme?.fixed_price) {
      issues.push({ issue: "MISSING_REQUIRED_PARAMETER", field: "billing_cycles/pricing_scheme/fixed_price" });
    }
  }
  return issues;
}

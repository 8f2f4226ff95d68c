/** One Berlin calendar month or day of spending, in cents (GET /api/spending). */
export interface SpendingPeriod {
  from: string;
  resetsAt: string;
  spent: { memberCalls: number; creditCalls: number; creditPurchases: number; membership: number; total: number };
  limitCents: number | null;
  remainingCents: number | null;
}

/** The account's limits, pause and spending as GET /api/spending and every change answer it. */
export interface SpendingView {
  limits: { monthlyCents: number | null; dailyCents: number | null };
  defaultMonthlyCents: number;
  isDefault: boolean;
  pendingRaise: null | { monthlyCents: number | null; dailyCents: number | null; effectiveAt: string };
  pause: null | { until: string | null; endRequestedAt: string | null; endsAt: string | null };
  month: SpendingPeriod;
  day: SpendingPeriod;
  blocked: null | { reason: "paused" | "limit_reached"; until: string | null };
}

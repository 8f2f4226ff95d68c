import { addMonths } from "../../shared/domain/subscription-terms.ts";
import { sandboxIds } from "./ids.ts";
import type { BillingCycle, Money, SandboxPlan, SandboxSale, SandboxSubscription } from "./state.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** One billing interval later; months are calendar months (the 31st becomes the month's last day). */
export function addInterval(date: Date, frequency: BillingCycle["frequency"]): Date {
  const n = frequency.interval_count;
  switch (frequency.interval_unit) {
    case "DAY":
      return new Date(date.getTime() + n * dayMs);
    case "WEEK":
      return new Date(date.getTime() + n * 7 * dayMs);
    case "MONTH":
      return addMonths(date, n);
    case "YEAR":
      return addMonths(date, 12 * n);
  }
}

/** The cycle that bills next: trials in sequence until their cycles are used up, then the regular one. */
export function currentCycle(plan: SandboxPlan, sub: SandboxSubscription): BillingCycle | null {
  const ordered = [...plan.billing_cycles].sort((a, b) => a.sequence - b.sequence);
  for (const cycle of ordered) {
    const done = sub.cyclesCompleted[cycle.sequence] ?? 0;
    if (cycle.total_cycles === 0 || done < cycle.total_cycles) return cycle;
  }
  return null;
}

export function priceOf(cycle: BillingCycle): Money {
  return cycle.pricing_scheme?.fixed_price ?? { value: "0.00", currency_code: "EUR" };
}

/**
 * Bills the running cycle at `at` (the scheduled billing time) and schedules the next one.
 * A free trial cycle is counted without a sale. When no cycle is left the subscription expires.
 */
export function billCycle(plan: SandboxPlan, sub: SandboxSubscription, at: Date): SandboxSale | null {
  const cycle = currentCycle(plan, sub);
  if (!cycle) {
    sub.status = "EXPIRED";
    sub.next_billing_time = null;
    return null;
  }
  sub.cyclesCompleted[cycle.sequence] = (sub.cyclesCompleted[cycle.sequence] ?? 0) + 1;
  sub.next_billing_time = currentCycle(plan, sub) ? addInterval(at, cycle.frequency).toISOString() : null;
  const price = priceOf(cycle);
  if (Number(price.value) === 0) return null;
  const sale: SandboxSale = { id: sandboxIds.sale(), amount: price, time: at.toISOString() };
  sub.sales.push(sale);
  return sale;
}

/** How the approval page describes the plan: "1,00 € für 1 Monat, danach 4,99 € pro Woche". */
export function describePlan(plan: SandboxPlan): string {
  const units = {
    DAY: ["Tag", "Tage"],
    WEEK: ["Woche", "Wochen"],
    MONTH: ["Monat", "Monate"],
    YEAR: ["Jahr", "Jahre"],
  } as const;
  const euro = (money: Money) =>
    new Intl.NumberFormat("de-DE", { style: "currency", currency: money.currency_code }).format(Number(money.value));
  const ordered = [...plan.billing_cycles].sort((a, b) => a.sequence - b.sequence);
  return ordered
    .map((cycle, index) => {
      const [one, many] = units[cycle.frequency.interval_unit];
      const count = cycle.frequency.interval_count;
      const price = euro(priceOf(cycle));
      const prefix = index === 0 ? "" : "danach ";
      if (cycle.tenure_type === "TRIAL") {
        const length = cycle.frequency.interval_count * cycle.total_cycles;
        return `${prefix}${price} für ${length} ${length === 1 ? one : many}`;
      }
      return `${prefix}${price} ${count === 1 ? `pro ${one}` : `alle ${count} ${many}`}`;
    })
    .join(", ");
}

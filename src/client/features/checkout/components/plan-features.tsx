import { Check } from "lucide-react";
import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { cn } from "../../../lib/cn.ts";

/** The Premium plan's features as a ticked list, as every plan card shows them. */
export function PlanFeatures({ className }: { className?: string }) {
  return (
    <ul className={cn("grid border-t border-border pt-4 text-sm", className)} aria-label="Leistungen">
      {premiumPlan.features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

import { Check } from "lucide-react";
import { cn } from "../../lib/cn.ts";

interface FeatureListProps {
  items: readonly string[];
  /** The list's accessible name. */
  label: string;
  className?: string;
}

/** A ticked list, as every plan card shows the plan's features. */
export function FeatureList({ items, label, className }: FeatureListProps) {
  return (
    <ul className={cn("grid border-t border-border pt-4 text-sm", className)} aria-label={label}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

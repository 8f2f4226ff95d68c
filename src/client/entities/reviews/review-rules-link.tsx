import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { Link } from "../../lib/navigation.tsx";

/**
 * "So prüfen wir Bewertungen": next to every average and every quoted opinion, because whoever
 * shows reviews must say whether and how they are checked (§ 5b Abs. 3 UWG).
 */
export function ReviewRulesLink({ className, ...props }: Omit<ComponentProps<typeof Link>, "to" | "children">) {
  return (
    <Link
      {...props}
      to="/so-pruefen-wir-bewertungen"
      className={cn(
        "rounded-sm text-xs text-primary underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      So prüfen wir Bewertungen
    </Link>
  );
}

import type { CreditEntryType } from "../../../shared/domain/credits.ts";
import { cn } from "../../lib/cn.ts";

/**
 * Credit entries look the same wherever they are listed (the member's /credits history, the
 * administrator's view of an account): purchase green, bonus blue, spend red, refund yellow;
 * the word stands beside the colour, so the colour is never the only way to tell them apart.
 */
const styles: Record<CreditEntryType, { label: string; badge: string; amount: string }> = {
  purchase: {
    label: "Kauf",
    badge: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
    amount: "text-green-700 dark:text-green-400",
  },
  bonus: {
    label: "Bonus",
    badge: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
    amount: "text-blue-700 dark:text-blue-300",
  },
  spend: {
    label: "Beratung",
    badge: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
    amount: "text-red-700 dark:text-red-400",
  },
  refund: {
    label: "Erstattung",
    badge: "bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200",
    amount: "text-yellow-800 dark:text-yellow-300",
  },
};

/** The text colour of an entry's amount. */
export function creditAmountClass(type: CreditEntryType): string {
  return styles[type].amount;
}

export function CreditEntryBadge({ type }: { type: CreditEntryType }) {
  const style = styles[type];
  return (
    <span
      data-type={type}
      className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", style.badge)}
    >
      {style.label}
    </span>
  );
}

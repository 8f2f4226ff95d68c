import { cn } from "../../lib/cn.ts";

/**
 * How much of a limit is spent, as a bar drawn in CSS. The figures stand beside it in words, so
 * the bar itself is hidden from screen readers. Without a limit it shows nothing.
 */
export function SpendingBar({ spent, limit, className }: { spent: number; limit: number | null; className?: string }) {
  if (limit === null || limit <= 0) return null;
  const share = Math.min(1, Math.max(0, spent / limit));
  return (
    <div aria-hidden="true" className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}>
      <div
        className={cn("h-full rounded-full", share >= 1 ? "bg-destructive" : share >= 0.8 ? "bg-gold" : "bg-primary")}
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}

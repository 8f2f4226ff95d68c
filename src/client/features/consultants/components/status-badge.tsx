import { displayStatus, statusDisplay } from "../../../../shared/domain/consultants.ts";
import { cn } from "../../../lib/cn.ts";

const toneClasses = {
  green: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300",
  red: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  grey: "bg-muted text-muted-foreground",
} as const;

const dotClasses = {
  green: "bg-green-600 dark:bg-green-400",
  red: "bg-red-600 dark:bg-red-400",
  grey: "bg-gray-400 dark:bg-gray-500",
} as const;

/** The label carries the meaning; the colour only repeats it for a quick scan. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { label, tone } = statusDisplay[displayStatus(status)];
  return (
    <span
      data-status={displayStatus(status)}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium",
        toneClasses[tone],
        className,
      )}
    >
      <span className={cn("size-2 rounded-full", dotClasses[tone])} aria-hidden="true" />
      {label}
    </span>
  );
}

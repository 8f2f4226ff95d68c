import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * The frame of a table wider than a phone: it scrolls sideways on its own, so the page does
 * not, and keyboard users reach it with Tab and scroll it with the arrow keys (axe
 * scrollable-region-focusable); the label names it for a screen reader's region list.
 */
export function TableScrollRegion({
  label,
  className,
  ...props
}: Omit<ComponentProps<"div">, "role" | "tabIndex" | "aria-label"> & { label: string }) {
  return (
    <div
      role="region"
      tabIndex={0}
      aria-label={label}
      className={cn(
        // Relative: the visually hidden texts in the cells (position: absolute) scroll with the table
        // instead of widening the page.
        "relative overflow-x-auto rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
      {...props}
    />
  );
}

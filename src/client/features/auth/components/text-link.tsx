import type { ComponentProps } from "react";
import { cn } from "../../../lib/cn.ts";
import { Link } from "../../../lib/navigation.tsx";

/** An inline router link that reads as a link, not as a button. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        "rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}

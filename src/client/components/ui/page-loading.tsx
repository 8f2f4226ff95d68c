import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn.ts";

/** A page's content while it loads: a spinner, and for screen readers what is being loaded. */
export function PageLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex justify-center py-16 text-muted-foreground", className)}>
      <LoaderCircle className="size-6 motion-safe:animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

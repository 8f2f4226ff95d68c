import { cn } from "../../lib/cn.ts";

/** A form-level error (not tied to one field), announced when it appears. */
export function FormAlert({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        "rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive",
        className,
      )}
    >
      {message}
    </p>
  );
}

import { Loader2 } from "lucide-react";

export function LoadingSpinner() {
  return (
    <div role="status" aria-label="Wird geladen..." className="flex justify-center py-24">
      <Loader2 className="size-8 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
    </div>
  );
}

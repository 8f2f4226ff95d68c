import { LoaderCircle } from "lucide-react";

/** Shown while the session check runs, so a signed-in visitor never sees the form flash up. */
export function PageLoading() {
  return (
    <div role="status" className="flex justify-center py-24 text-muted-foreground">
      <LoaderCircle className="size-6 motion-safe:animate-spin" aria-hidden="true" />
      <span className="sr-only">Wird geladen...</span>
    </div>
  );
}

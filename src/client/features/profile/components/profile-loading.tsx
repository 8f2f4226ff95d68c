import { LoaderCircle } from "lucide-react";

export function ProfileLoading() {
  return (
    <div role="status" className="flex justify-center py-24 text-muted-foreground">
      <LoaderCircle className="size-6 motion-safe:animate-spin" aria-hidden="true" />
      <span className="sr-only">Profil wird geladen...</span>
    </div>
  );
}

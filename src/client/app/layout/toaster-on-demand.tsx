import { lazy, Suspense, useState } from "react";
import { useToasts } from "../../lib/toast.ts";

// The toasts' Radix machinery is about 5 KiB of script that most first visits never use: it loads
// with the first toast raised through `toast()`, and stays mounted from then on, so F8 and the
// notification area work as before for the rest of the visit.
const Toaster = lazy(() => import("../../components/ui/toaster.tsx").then((m) => ({ default: m.Toaster })));

export function ToasterOnDemand() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  // Once needed, kept: the last toast's removal must not unmount the notification area.
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

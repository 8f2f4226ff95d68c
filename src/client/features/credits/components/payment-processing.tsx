import { LoaderCircle } from "lucide-react";

/** Shown while an approved PayPal payment becomes credits. */
export function PaymentProcessing() {
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm font-medium"
    >
      <LoaderCircle className="size-5 shrink-0 text-primary motion-safe:animate-spin" aria-hidden="true" />
      Zahlung wird verarbeitet...
    </div>
  );
}

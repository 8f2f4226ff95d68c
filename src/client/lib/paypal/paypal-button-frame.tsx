import { LoaderCircle } from "lucide-react";
import type { RefObject } from "react";
import type { PaypalSdkState } from "./use-paypal-sdk.ts";

/**
 * Where PayPal's button appears, with the SDK's loading and failure states. The SDK draws into
 * the container itself, so React never renders children there.
 */
export function PaypalButtonFrame({
  status,
  containerRef,
}: {
  status: PaypalSdkState["status"];
  containerRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div className="grid gap-2">
      {status === "loading" ? (
        <div
          role="status"
          className="flex h-12 items-center justify-center gap-2 rounded-md bg-muted text-sm text-muted-foreground"
        >
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          PayPal wird geladen...
        </div>
      ) : null}
      {status === "error" ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
          PayPal ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut.
        </p>
      ) : null}
      <div ref={containerRef} data-testid="paypal-button-container" className="min-h-0" />
    </div>
  );
}

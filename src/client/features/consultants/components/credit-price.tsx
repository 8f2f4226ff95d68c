import { Coins } from "lucide-react";
import type { Consultant } from "../../../../shared/schemas/consultants.ts";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { creditPriceText } from "../credit-price.ts";

/**
 * The consultant's own price on the credit line, next to the number and extension to dial. It
 * is paid in Cosmos Credits, not through the phone bill like the 0900 lines.
 */
export function CreditPrice({ consultant, extension }: { consultant: Consultant; extension: string }) {
  const { data: config } = useSiteConfig();
  return (
    <div className="flex gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm">
      <Coins className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <p className="grid gap-0.5">
        <span className="font-medium">{creditPriceText(consultant.creditsPerMinute)}</span>
        <span className="text-xs text-muted-foreground">
          {config ? `Credit-Line ${config.creditPhoneNumber}, Durchwahl ${extension}. ` : null}
          Bezahlt mit Cosmos Credits, abgerechnet je angefangene Sekunde.
        </span>
      </p>
    </div>
  );
}

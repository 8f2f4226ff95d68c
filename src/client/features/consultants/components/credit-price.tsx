import type { Consultant } from "../../../../shared/schemas/consultants.ts";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { useExtension } from "../api/get-extensions.ts";
import { creditPriceText } from "../credit-price.ts";

/**
 * The consultant's own price on the credit line, next to the number and extension to dial. It
 * is paid in Cosmos Credits, not through the phone bill like the 0900 lines. Two short lines:
 * a taller card would push the call buttons of the turned card out of reach of the pointer.
 */
export function CreditPrice({ consultant }: { consultant: Consultant }) {
  const { data: config } = useSiteConfig();
  const extension = useExtension(consultant.id);
  return (
    <p className="grid border-l-2 border-primary/60 pl-2 text-sm">
      <span className="font-medium">{creditPriceText(consultant.creditsPerMinute)}</span>
      <span className="text-xs text-muted-foreground">
        {config
          ? `Mit Credits über die Credit-Line ${config.creditPhoneNumber}, Durchwahl ${extension}; `
          : "Mit Credits über die Credit-Line; "}
        abgerechnet je angefangene Sekunde
      </span>
    </p>
  );
}

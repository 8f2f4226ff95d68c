import type { PaymentMethods } from "../../../shared/schemas/payments.ts";
import { cn } from "../../lib/cn.ts";

// Drawn here on purpose: plain marks in the site's own colours, no provider artwork and nothing
// loaded from elsewhere. They name the payment method; they are not the providers' logos.
const markClass = "h-7 w-auto rounded-md border border-border bg-card text-foreground";

function PayPalMark() {
  return (
    <svg viewBox="0 0 72 28" role="img" aria-label="PayPal" className={markClass}>
      <text
        x="36"
        y="18.5"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill="currentColor"
      >
        PayPal
      </text>
    </svg>
  );
}

function CardMark() {
  return (
    <svg viewBox="0 0 72 28" role="img" aria-label="Kreditkarte" className={markClass}>
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="8" y="6.5" width="22" height="15" rx="2.5" />
        <path d="M8 11.5h22" />
      </g>
      <rect x="11" y="15" width="6" height="3.5" rx="0.75" fill="currentColor" />
      <text
        x="51"
        y="18"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="11"
        fontWeight="600"
        fill="currentColor"
      >
        Karte
      </text>
    </svg>
  );
}

/** The payment methods on offer right now, as small marks (PayPal always, card when switched on). */
export function PaymentMarks({ methods, className }: { methods: PaymentMethods; className?: string }) {
  if (!methods.paypal && !methods.maxpay) return null;
  return (
    <ul aria-label="Zahlungsarten" className={cn("flex flex-wrap items-center gap-2", className)}>
      {methods.paypal ? (
        <li>
          <PayPalMark />
        </li>
      ) : null}
      {methods.maxpay ? (
        <li>
          <CardMark />
        </li>
      ) : null}
    </ul>
  );
}

import type { PaymentMethods } from "../../../shared/schemas/payments.ts";

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
function PaymentMarks({ methods }: { methods: PaymentMethods }) {
  if (!methods.paypal && !methods.maxpay) return null;
  return (
    <ul aria-label="Zahlungsarten" className="flex flex-wrap items-center gap-2">
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

/**
 * "Bezahlen mit" and the marks of the payment methods on offer, as in the footer and on /pricing;
 * each place lays it out in its own way.
 */
export function PaymentMethodsSection({
  methods,
  headingId,
  className,
  headingClassName,
}: {
  methods: PaymentMethods;
  headingId: string;
  className: string;
  headingClassName: string;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        Bezahlen mit
      </h2>
      <PaymentMarks methods={methods} />
    </section>
  );
}

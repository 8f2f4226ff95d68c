import { formatBerlinDate } from "../../../shared/domain/berlin-time.ts";
import { formatEuro } from "../../../shared/domain/plan.ts";
import { paymentMethodLabels } from "../../../shared/domain/receipts.ts";
import { paymentStatusLabels, type PaymentEntry } from "../../../shared/schemas/receipts.ts";
import { LoadError } from "../../components/ui/load-error.tsx";
import { usePayments } from "./get-payments.ts";
import { ReceiptLink } from "./receipt-link.tsx";

function PaymentItem({ payment }: { payment: PaymentEntry }) {
  const showStatus = payment.status === "refunded" || payment.status === "partially_refunded";
  return (
    <li className="grid gap-1 py-3 text-sm sm:grid-cols-[6.5rem_minmax(0,1fr)_auto] sm:gap-4">
      <span className="text-muted-foreground">{formatBerlinDate(payment.date)}</span>
      <span className="min-w-0 break-words">
        <span className="font-medium">{payment.service}</span>
        <span className="block text-muted-foreground">
          {paymentMethodLabels[payment.method]}
          {showStatus ? ` · ${paymentStatusLabels[payment.status]}` : ""}
        </span>
        <ReceiptLink number={payment.receiptNumber} />
      </span>
      <span className="font-semibold tabular-nums sm:text-right">{formatEuro(payment.amountCents)}</span>
    </li>
  );
}

/**
 * The account's payments with their receipts, newest first: date, what, amount, method and the
 * receipt's download. `only` keeps those of one subject (the credit purchases on /credits).
 */
export function PaymentsList({
  userId,
  only,
  empty,
}: {
  userId: number;
  only?: PaymentEntry["subject"];
  empty: string;
}) {
  const payments = usePayments(userId);
  if (payments.isPending)
    return (
      <p role="status" className="py-6 text-center text-sm text-muted-foreground">
        Zahlungen werden geladen...
      </p>
    );
  if (payments.isError)
    return (
      <LoadError
        message="Die Zahlungen konnten nicht geladen werden. Bitte versuchen Sie es später erneut."
        onRetry={() => void payments.refetch()}
      />
    );
  const shown = only ? payments.data.filter((p) => p.subject === only) : payments.data;
  if (shown.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {shown.map((payment) => (
        <PaymentItem key={payment.receiptNumber} payment={payment} />
      ))}
    </ul>
  );
}

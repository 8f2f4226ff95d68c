import { buttonClasses } from "../../../components/ui/button.tsx";
import { Link, type LinkTarget } from "../../../lib/navigation.tsx";

interface OrderOutcomeProps {
  orderReference: string;
  status: "paid" | "declined";
  /** A membership purchase continues to the activation; a test payment has nothing to activate. */
  purchase: boolean;
}

/** How the card order ended, as this tab learned it while the payment page was open in another. */
export function CardOrderOutcome({ orderReference, status, purchase }: OrderOutcomeProps) {
  if (status === "declined") {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
        Ihre Kreditkartenzahlung wurde abgelehnt. Sie können es mit einer anderen Karte erneut versuchen.
      </p>
    );
  }
  const successUrl: LinkTarget = `/subscription/success?provider=maxpay&order_reference=${encodeURIComponent(orderReference)}`;
  return (
    <div role="status" className="grid gap-3 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
      <p className="font-medium">Ihre Zahlung ist bestätigt.</p>
      {purchase ? (
        <Link to={successUrl} className={buttonClasses()}>
          Weiter
        </Link>
      ) : null}
    </div>
  );
}

import { CreditCard, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { readPendingCardSubscription } from "../../features/checkout/pending-payment-storage.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PaymentForm } from "../../features/checkout/components/card-payment-form.tsx";
import { useOrderWatch } from "../../features/checkout/card/use-order-watch.ts";
import { useStoredCardSession } from "../../features/checkout/card/use-stored-card-session.ts";

interface OrderOutcomeProps {
  orderReference: string;
  status: "paid" | "declined";
  /** A membership purchase continues to the activation; a test payment has nothing to activate. */
  purchase: boolean;
}

function OrderOutcome({ orderReference, status, purchase }: OrderOutcomeProps) {
  if (status === "declined") {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
        Ihre Kreditkartenzahlung wurde abgelehnt. Sie können es mit einer anderen Karte erneut versuchen.
      </p>
    );
  }
  const successUrl = `/subscription/success?provider=maxpay&order_reference=${encodeURIComponent(orderReference)}`;
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

/** /maxpay-redirect: hands the stored payment session to the card provider's payment page. */
export default function CardRedirectPage() {
  usePageTitle("Weiter zur Zahlung");
  const session = useStoredCardSession();
  const [openedInNewTab, setOpenedInNewTab] = useState(false);
  // Read once on arrival: the other tab's success page clears the record when it is done.
  const [purchaseReference] = useState(() => readPendingCardSubscription()?.orderReference ?? null);
  const status = useOrderWatch(session?.orderReference ?? "", openedInNewTab);

  if (!session) {
    return (
      <div role="status" className="flex justify-center py-24 text-muted-foreground">
        <LoaderCircle className="size-6 motion-safe:animate-spin" aria-hidden="true" />
        <span className="sr-only">Sie werden weitergeleitet...</span>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <div className="grid gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
        <CreditCard className="size-10 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">Weiter zur sicheren Kreditkartenzahlung</h1>
        <p className="text-sm text-muted-foreground">
          Ihre Kartendaten geben Sie auf der gesicherten Seite unseres Zahlungsdienstleisters ein. Danach kommen Sie
          automatisch hierher zurück.
        </p>
        <PaymentForm session={session} onSubmitted={(target) => setOpenedInNewTab(target === "_blank")} />
        {openedInNewTab && status !== "paid" && status !== "declined" ? (
          <p role="status" className="text-sm text-muted-foreground">
            Die Zahlungsseite wurde in einem neuen Tab geöffnet. Kein neuer Tab zu sehen? Dann fahren Sie hier im selben
            Fenster fort.
          </p>
        ) : null}
        {status === "paid" || status === "declined" ? (
          <OrderOutcome
            orderReference={session.orderReference}
            status={status}
            purchase={purchaseReference === session.orderReference}
          />
        ) : null}
      </div>
    </div>
  );
}

import { CreditCard, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useOrderWatch } from "../../features/checkout/card/use-order-watch.ts";
import { useStoredCardSession } from "../../features/checkout/card/use-stored-card-session.ts";
import { CardOrderOutcome } from "../../features/checkout/components/card-order-outcome.tsx";
import { CardPaymentForm } from "../../features/checkout/components/card-payment-form.tsx";
import { readPendingCardSubscription } from "../../features/checkout/pending-payment-storage.ts";

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
        <CardPaymentForm session={session} onSubmitted={(target) => setOpenedInNewTab(target === "_blank")} />
        {openedInNewTab && status !== "paid" && status !== "declined" ? (
          <p role="status" className="text-sm text-muted-foreground">
            Die Zahlungsseite wurde in einem neuen Tab geöffnet. Kein neuer Tab zu sehen? Dann fahren Sie hier im selben
            Fenster fort.
          </p>
        ) : null}
        {status === "paid" || status === "declined" ? (
          <CardOrderOutcome
            orderReference={session.orderReference}
            status={status}
            purchase={purchaseReference === session.orderReference}
          />
        ) : null}
      </div>
    </div>
  );
}

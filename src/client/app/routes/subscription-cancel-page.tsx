import { CircleX, CreditCard, LoaderCircle, X } from "lucide-react";
import { useEffect } from "react";
import { premiumPlan } from "../../../shared/domain/plan.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useReturnedCardOrder } from "../../features/checkout/activation/use-returned-card-order.ts";
import { CardDeclinedHelp } from "../../features/checkout/components/card-declined-help.tsx";
import { ResultCard } from "../../features/checkout/components/result-card.tsx";
import { clearPendingPayments } from "../../features/checkout/pending-payment-storage.ts";

/**
 * /subscription/cancel: the buyer turned back at the provider, or the card payment page sent
 * a declined card here (its decline address); either way nothing was bought. A cancellation
 * lists what the membership would have given; a declined card gets help to pay after all.
 */
export default function SubscriptionCancelPage() {
  const order = useReturnedCardOrder();
  const declined = order?.status === "declined";
  usePageTitle(declined ? "Zahlung abgelehnt" : "Mitgliedschaft abgebrochen");
  useEffect(() => clearPendingPayments(), []);

  if (order === undefined) {
    return (
      <div role="status" className="flex justify-center py-24 text-muted-foreground">
        <LoaderCircle className="size-6 motion-safe:animate-spin" aria-hidden="true" />
        <span className="sr-only">Zahlung wird geprüft...</span>
      </div>
    );
  }
  if (declined) {
    return (
      <ResultCard icon={CreditCard} tone="error" title="Zahlung abgelehnt">
        <CardDeclinedHelp />
      </ResultCard>
    );
  }
  return (
    <ResultCard icon={CircleX} tone="neutral" title="Mitgliedschaft abgebrochen">
      <p className="text-muted-foreground">
        Sie haben den Abschluss Ihrer Premium-Mitgliedschaft abgebrochen. Es wurde keine Mitgliedschaft abgeschlossen.
      </p>
      <section aria-labelledby="missed-benefits" className="grid gap-2">
        <h2 id="missed-benefits" className="font-semibold">
          Diese Vorteile entgehen Ihnen:
        </h2>
        <ul className="grid gap-1.5 text-sm">
          {premiumPlan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/subscribe" className={buttonClasses()}>
          Erneut versuchen
        </Link>
        <Link to="/" className={buttonClasses({ variant: "outline" })}>
          Zur Startseite
        </Link>
      </div>
    </ResultCard>
  );
}

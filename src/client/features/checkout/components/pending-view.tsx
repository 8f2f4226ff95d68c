import { LoaderCircle } from "lucide-react";
import { ResultCard } from "./result-card.tsx";

/** While the subscription is recorded, or the card payment awaits the provider's confirmation. */
export function PendingView({ confirmingCard }: { confirmingCard: boolean }) {
  return (
    <ResultCard
      icon={LoaderCircle}
      tone="neutral"
      title={confirmingCard ? "Zahlung wird bestätigt..." : "Mitgliedschaft wird aktiviert..."}
      live="polite"
    >
      <p className="text-muted-foreground" role="status">
        {confirmingCard
          ? "Wir warten auf die Bestätigung Ihrer Kreditkartenzahlung. Das dauert meist nur wenige Sekunden. Bitte schließen Sie diese Seite nicht."
          : "Einen Moment bitte, wir prüfen Ihre Zahlung."}
      </p>
    </ResultCard>
  );
}

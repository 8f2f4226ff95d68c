import { PartyPopper } from "lucide-react";
import { ResultCard } from "./result-card.tsx";
import { OrderNumber } from "../../../entities/order/order-number.tsx";
import { ResultLinks } from "./result-links.tsx";
import { cancellationTermText, memberMinuteClaim } from "../../../../shared/domain/membership-texts.ts";

const nextSteps = {
  berater: "Sie werden gleich zu unseren Beratern weitergeleitet.",
  login: "Bitte melden Sie sich an, um Ihre Mitgliedschaft zu nutzen. Sie werden gleich zur Anmeldung weitergeleitet.",
} as const;

interface SuccessViewProps {
  signedIn: boolean;
  next: "berater" | "login" | null;
  /** "B-…": the number the confirmation mail names (docs/decisions/0022). */
  orderNumber: string | null;
}

export function SuccessView({ signedIn, next, orderNumber }: SuccessViewProps) {
  return (
    <ResultCard icon={PartyPopper} tone="success" title="Willkommen bei Premium!" live="assertive">
      <p className="text-muted-foreground">
        Ihre Premium-Mitgliedschaft ist aktiv. Ab sofort telefonieren Sie für {memberMinuteClaim} mit allen unseren
        Beratern.
      </p>
      {orderNumber ? <OrderNumber orderNumber={orderNumber} /> : null}
      <p className="text-sm text-muted-foreground">{cancellationTermText}</p>
      {next ? <p className="font-medium">{nextSteps[next]}</p> : null}
      <ResultLinks signedIn={signedIn} />
    </ResultCard>
  );
}

import { useId } from "react";
import { PhoneCall } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../../components/ui/card.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { useCreditLine } from "../api/get-credit-line.ts";
import { CreditPinForm } from "./credit-pin-form.tsx";

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** How credits are spent: the number to call, how a call is billed, and what is needed without caller id. */
export function CreditLineExplanation() {
  const { data: config } = useSiteConfig();
  return (
    <div className="grid gap-3 text-sm">
      <p>
        <span className="block text-muted-foreground">Credit-Line</span>
        <span className="text-xl font-semibold tabular-nums">{config?.creditPhoneNumber ?? "…"}</span>
      </p>
      <p>
        Wählen Sie die Credit-Line und danach die dreistellige Durchwahl Ihrer Beraterin oder Ihres Beraters (zu finden
        bei jedem Profil unter{" "}
        <Link to="/berater" className={linkClass}>
          Berater
        </Link>
        ). Abgerechnet wird in Credits zum Preis pro Minute, den die Beraterin oder der Berater festlegt, und zwar jede
        angefangene Sekunde. Ein Gespräch dauert höchstens so lange, wie Ihr Guthaben reicht.
      </p>
      <p>
        Die Credit-Line ist eine Rufnummer zum normalen Tarif, keine 0900-Nummer: Es fällt kein Mehrwertdienst-Aufschlag
        an, Sie zahlen für die Verbindung nur den üblichen Preis Ihres Telefonanbieters (in vielen Tarifen bereits
        enthalten).
      </p>
    </div>
  );
}

function CustomerAccess({ userId }: { userId: number }) {
  const line = useCreditLine(userId);
  if (line.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Kundennummer wird geladen...
      </p>
    );
  }
  if (line.isError || !line.data) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p>Ihre Kundennummer konnte nicht geladen werden.</p>
        <Button variant="outline" size="sm" onClick={() => void line.refetch()}>
          Erneut versuchen
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4 border-t border-border pt-4 text-sm">
      <p>
        Rufen Sie von der Rufnummer an, die in Ihrem Konto hinterlegt ist, erkennt die Credit-Line Sie automatisch. Bei
        unterdrückter oder einer anderen Rufnummer fragt die Ansage nach Ihrer Kundennummer und Ihrer vierstelligen
        Credit-PIN.
      </p>
      <p>
        <span className="block text-muted-foreground">Ihre Kundennummer</span>
        <span className="text-lg font-semibold tabular-nums">{line.data.customerNumber}</span>
      </p>
      <p className="text-muted-foreground">
        {line.data.pinSet ? "Ihre Credit-PIN ist festgelegt." : "Sie haben noch keine Credit-PIN festgelegt."}
      </p>
      <CreditPinForm pinSet={line.data.pinSet} />
    </div>
  );
}

/** The credit line box: number and billing for everyone, customer number and PIN for the account. */
export function CreditLineCard({ userId }: { userId: number | null }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader>
        <h2 id={titleId} className="text-lg leading-tight font-semibold tracking-tight flex items-center gap-2">
          <PhoneCall className="size-5 text-primary" aria-hidden="true" />
          Mit Credits telefonieren
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CreditLineExplanation />
        {userId === null ? null : <CustomerAccess userId={userId} />}
      </CardContent>
    </Card>
  );
}

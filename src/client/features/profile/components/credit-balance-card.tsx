import { formatCredits, creditsInEuro } from "../../../../shared/domain/credits.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { useCreditBalance } from "../api/get-credit-balance.ts";

function Balance({ userId }: { userId: number }) {
  const balance = useCreditBalance(userId);
  if (balance.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Guthaben wird geladen...
      </p>
    );
  }
  if (balance.isError || !balance.data) {
    return <p className="text-sm text-muted-foreground">Das Guthaben konnte nicht geladen werden.</p>;
  }
  const credits = balance.data.balance;
  return (
    <p className="grid">
      <span className="text-2xl font-bold tracking-tight tabular-nums">{formatCredits(credits)}</span>
      <span className="text-sm text-muted-foreground">Wert: {creditsInEuro(credits)}</span>
    </p>
  );
}

/** The Cosmos Credits on the account, with the way to buy more and to see every booking. */
export function CreditBalanceCard({ userId }: { userId: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cosmos Credits</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Balance userId={userId} />
        <p className="text-sm text-muted-foreground">1 Credit = 1 Cent; Credits verfallen nicht.</p>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to="/credits">Zu meinen Credits</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

import { Wallet } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Link } from "../../lib/navigation.tsx";
import { useCreditBalance } from "./get-credit-balance.ts";
import { CreditAmount } from "./credit-amount.tsx";

/**
 * Where the balance stands: `full` on /credits, with a way to try again after a failed read;
 * `summary` on the profile, leading to /credits.
 */
type Variant = "full" | "summary";

function Balance({ userId, variant }: { userId: number; variant: Variant }) {
  const balance = useCreditBalance(userId);
  if (balance.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Guthaben wird geladen...
      </p>
    );
  }
  if (balance.isError && variant === "full") {
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p>Das Guthaben konnte nicht geladen werden. Bitte versuchen Sie es später erneut.</p>
        <Button variant="outline" size="sm" onClick={() => void balance.refetch()}>
          Erneut versuchen
        </Button>
      </div>
    );
  }
  if (balance.isError) {
    return <p className="text-sm text-muted-foreground">Das Guthaben konnte nicht geladen werden.</p>;
  }
  return <CreditAmount credits={balance.data?.balance ?? 0} size={variant === "full" ? "large" : "medium"} />;
}

/** The account's credits and their euro value. */
export function CreditBalanceCard({ userId, variant }: { userId: number; variant: Variant }) {
  const titleId = useId();
  if (variant === "summary") {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Cosmos Credits</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Balance userId={userId} variant={variant} />
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
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="flex flex-wrap items-center justify-between gap-x-8 gap-y-4 p-6"
    >
      <div className="grid gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-lg leading-tight font-semibold">
          <Wallet className="size-5 text-primary" aria-hidden="true" />
          Ihr Guthaben
        </h2>
        <Balance userId={userId} variant={variant} />
      </div>
      <p className="max-w-sm text-sm text-muted-foreground">
        1 Credit = 1 Cent. Ihre Credits verfallen nicht und gelten für persönliche Beratungen über die Credit-Line.
      </p>
    </Card>
  );
}

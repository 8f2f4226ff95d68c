import { Wallet } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useCreditBalance } from "../api/get-credit-balance.ts";
import { CreditAmount } from "./credit-amount.tsx";

function Balance({ userId }: { userId: number }) {
  const balance = useCreditBalance(userId);
  if (balance.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Guthaben wird geladen...
      </p>
    );
  }
  if (balance.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p>Das Guthaben konnte nicht geladen werden. Bitte versuchen Sie es später erneut.</p>
        <Button variant="outline" size="sm" onClick={() => void balance.refetch()}>
          Erneut versuchen
        </Button>
      </div>
    );
  }
  return <CreditAmount credits={balance.data?.balance ?? 0} />;
}

/** The account's credits and their euro value. */
export function CreditBalanceCard({ userId }: { userId: number }) {
  const titleId = useId();
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
        <Balance userId={userId} />
      </div>
      <p className="max-w-sm text-sm text-muted-foreground">
        1 Credit = 1 Cent. Ihre Credits verfallen nicht und gelten für persönliche Beratungen über die Credit-Line.
      </p>
    </Card>
  );
}

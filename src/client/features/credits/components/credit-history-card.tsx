import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../../components/ui/card.tsx";
import { cn } from "../../../lib/cn.ts";
import { useCreditHistory } from "../api/get-credit-history.ts";
import { TransactionList } from "./transaction-list.tsx";

function History({ userId }: { userId: number }) {
  const history = useCreditHistory(userId);

  if (history.isPending) {
    return (
      <p role="status" className="py-6 text-center text-sm text-muted-foreground">
        Buchungen werden geladen...
      </p>
    );
  }
  if (history.isError && !history.data) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-6 text-center text-sm">
        <p>Die Buchungen konnten nicht geladen werden. Bitte versuchen Sie es später erneut.</p>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          Erneut versuchen
        </Button>
      </div>
    );
  }
  const transactions = history.data.pages.flatMap((page) => page.transactions);
  if (transactions.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        Noch keine Buchungen. Sobald Sie Credits kaufen oder mit Credits telefonieren, erscheinen sie hier.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <TransactionList transactions={transactions} />
      {history.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          Weitere Buchungen konnten nicht geladen werden.
        </p>
      ) : null}
      {history.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? "Wird geladen..." : "Weitere laden"}
        </Button>
      ) : null}
    </div>
  );
}

/** Every purchase, bonus, consultation and refund, newest first. */
export function CreditHistoryCard({ userId, className }: { userId: number; className?: string }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn("min-w-0", className)}>
      <CardHeader>
        <h2 id={titleId} className="text-lg leading-tight font-semibold tracking-tight">
          Ihre Buchungen
        </h2>
      </CardHeader>
      <CardContent>
        <History userId={userId} />
      </CardContent>
    </Card>
  );
}

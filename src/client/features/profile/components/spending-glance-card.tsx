import { formatEuro } from "../../../../shared/domain/plan.ts";
import { Button } from "../../../components/ui/button.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { useSpending } from "../../../entities/spending/get-spending.ts";
import { SpendingBar } from "../../../entities/spending/glance.tsx";
import { formatLimit, remainingSentence } from "../../../entities/spending/spending-texts.ts";
import type { SpendingPeriod } from "../../../../shared/schemas/spending.ts";

function MonthFigures({ month }: { month: SpendingPeriod }) {
  const rows = [
    ["Mitgliedschaft", month.spent.membership],
    ["Credit-Käufe", month.spent.creditPurchases],
    ["Anrufe", month.spent.memberCalls + month.spent.creditCalls],
  ] as const;
  return (
    <>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right tabular-nums">{formatEuro(cents)}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-semibold">Gesamt</dt>
          <dd className="text-right font-semibold tabular-nums">{formatEuro(month.spent.total)}</dd>
        </div>
      </dl>
      <SpendingBar spent={month.spent.total} limit={month.limitCents} />
      <p className="text-sm text-muted-foreground">
        Ihr Limit: {formatLimit(month.limitCents)}
        {month.limitCents === null ? "" : " pro Monat"}
        {month.remainingCents === null ? "" : `, ${remainingSentence(month)}`}.
      </p>
    </>
  );
}

/** This month's spending at a glance, with the limit, leading to the limit page. */
export function SpendingGlanceCard({ userId }: { userId: number }) {
  const spending = useSpending(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ihre Ausgaben diesen Monat</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {spending.data ? (
          <MonthFigures month={spending.data.month} />
        ) : spending.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Ausgaben werden geladen...
          </p>
        ) : (
          <LoadError message="Die Ausgaben konnten nicht geladen werden." onRetry={() => void spending.refetch()} />
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to="/ausgabenlimit">Ausgabenlimit und Pause</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

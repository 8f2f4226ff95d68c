import { Download } from "lucide-react";
import { useState } from "react";
import { formatMonth } from "../../../../shared/domain/horoscope-month.ts";
import { statementUrl } from "../../../../shared/schemas/statements.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { cn } from "../../../lib/cn.ts";
import { useStatementMonths } from "../api/get-statement-months.ts";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base sm:w-auto sm:min-w-56 sm:justify-self-start md:text-sm";

function StatementPicker({ months }: { months: string[] }) {
  const [picked, setPicked] = useState<string | null>(null);
  const month = picked !== null && months.includes(picked) ? picked : months[0];
  if (!month) return null;
  const label = formatMonth(month);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <label htmlFor="monatsuebersicht-monat" className="text-sm font-medium">
          Monat
        </label>
        <select
          id="monatsuebersicht-monat"
          className={selectClass}
          value={month}
          onChange={(event) => setPicked(event.target.value)}
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {formatMonth(m)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-3">
        {(["pdf", "csv"] as const).map((format) => (
          <Button key={format} asChild variant="outline">
            <a
              href={statementUrl(month, format)}
              download={`Kontoauszug-${month}.${format}`}
              aria-label={`Monatsübersicht ${label} als ${format.toUpperCase()} herunterladen`}
            >
              <Download aria-hidden="true" />
              {format.toUpperCase()} herunterladen
            </a>
          </Button>
        ))}
      </div>
    </div>
  );
}

/** "Monatsübersicht": every call and payment of a month, as PDF or as CSV for a spreadsheet. */
export function StatementCard({ userId, className }: { userId: number; className?: string }) {
  const months = useStatementMonths(userId);
  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader>
        <CardTitle>Monatsübersicht</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Alle Anrufe und Zahlungen eines Monats mit Summen, als PDF oder als CSV für eine Tabellenkalkulation.
        </p>
        {months.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Monate werden geladen...
          </p>
        ) : months.isError ? (
          <LoadError
            message="Die Monate konnten nicht geladen werden. Bitte versuchen Sie es später erneut."
            onRetry={() => void months.refetch()}
          />
        ) : (
          <StatementPicker months={months.data} />
        )}
      </CardContent>
    </Card>
  );
}

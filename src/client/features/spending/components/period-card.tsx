import { formatLongBerlinDate } from "../../../../shared/domain/spending.ts";
import { formatEuro } from "../../../../shared/domain/plan.ts";
import { SpendingBar } from "../../../entities/spending/glance.tsx";
import { remainingSentence } from "../../../entities/spending/spending-texts.ts";
import type { SpendingPeriod } from "../../../../shared/schemas/spending.ts";
import { SectionCard } from "./section-card.tsx";

const kinds = [
  ["memberCalls", "Mitgliederlinie"],
  ["creditCalls", "Credit-Linie"],
  ["creditPurchases", "Credit-Käufe"],
  ["membership", "Mitgliedschaft"],
] as const;

/** This month or today: spent by kind, the total, what remains and when it resets. */
export function PeriodCard({ title, period }: { title: string; period: SpendingPeriod }) {
  return (
    <SectionCard title={title} contentClassName="grid gap-4 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1">
        {kinds.map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="pl-6 text-right tabular-nums">{formatEuro(period.spent[key])}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="border-t border-border pt-1 font-semibold">Gesamt</dt>
          <dd className="border-t border-border pt-1 pl-6 text-right font-semibold tabular-nums">
            {formatEuro(period.spent.total)}
          </dd>
        </div>
      </dl>
      <SpendingBar spent={period.spent.total} limit={period.limitCents} />
      <p>
        {period.limitCents === null || period.remainingCents === null
          ? "Kein Limit gesetzt."
          : `Von ${formatEuro(period.limitCents)} ${remainingSentence(period)}.`}
      </p>
      <p className="text-muted-foreground">Setzt sich am {formatLongBerlinDate(period.resetsAt)} zurück.</p>
    </SectionCard>
  );
}

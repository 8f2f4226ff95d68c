import { costSummaryLines, vatNote } from "../../../shared/domain/membership-texts.ts";
import { cn } from "../../lib/cn.ts";

interface MembershipCostsProps {
  /** The order step passes the moment of the order: the least payment is then exact. */
  startedAt?: Date;
  /** Off where the surrounding summary states it already. */
  vatNote?: boolean;
  className?: string;
}

/**
 * What the membership costs, next to every offer of it: weekly fee, monthly equivalent, the
 * least payment until the minimum term can end and from when it pays off, all from the plan
 * data (src/shared/domain/membership-costs.ts).
 */
export function MembershipCosts({ startedAt, vatNote: showVatNote = true, className }: MembershipCostsProps) {
  return (
    <section aria-label="Kosten der Mitgliedschaft" className={cn("grid gap-2 text-sm", className)}>
      <dl className="grid gap-2">
        {costSummaryLines(startedAt).map((line) => (
          <div key={line.label} className="grid gap-x-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-baseline">
            <dt className="text-muted-foreground">{line.label}</dt>
            <dd className="font-semibold tabular-nums sm:text-right">{line.value}</dd>
            <dd className="text-xs text-muted-foreground sm:col-span-2">{line.detail}</dd>
          </div>
        ))}
      </dl>
      {showVatNote ? <p className="text-xs text-muted-foreground">{vatNote}</p> : null}
    </section>
  );
}

import type { CreditTransaction } from "../../../../shared/schemas/credits.ts";
import { creditsInEuro, formatCredits, formatSignedCredits } from "../../../../shared/domain/credits.ts";
import { formatBerlinDateTime } from "../../../../shared/domain/berlin-time.ts";
import { cn } from "../../../lib/cn.ts";
import { CreditEntryBadge, creditAmountClass } from "../../../entities/credits/credit-entry-badge.tsx";

/** The euro value of a signed amount, with the same sign: −120 -> "−1,20 €". */
function signedEuro(amount: number): string {
  if (amount === 0) return creditsInEuro(0);
  return `${amount > 0 ? "+" : "\u2212"}${creditsInEuro(Math.abs(amount))}`;
}

function TransactionRow({ transaction }: { transaction: CreditTransaction }) {
  const { type, description, amount, balance, createdAt } = transaction;
  return (
    <li data-type={type} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 py-3">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <CreditEntryBadge type={type} />
        <span className="min-w-0 font-medium break-words">{description}</span>
      </div>
      <p className={cn("text-right font-semibold whitespace-nowrap tabular-nums", creditAmountClass(type))}>
        {formatSignedCredits(amount)} Credits
        <span className="block text-xs font-normal">({signedEuro(amount)})</span>
      </p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={createdAt}>{formatBerlinDateTime(createdAt, { seconds: false })}</time>
      </p>
      <p className="text-right text-xs whitespace-nowrap text-muted-foreground tabular-nums">
        Stand: {formatCredits(balance)}
      </p>
    </li>
  );
}

/** Newest first, as the server sends them. */
export function TransactionList({ transactions }: { transactions: CreditTransaction[] }) {
  return (
    <ul aria-label="Buchungen" className="divide-y divide-border text-sm">
      {transactions.map((transaction) => (
        <TransactionRow key={transaction.id} transaction={transaction} />
      ))}
    </ul>
  );
}

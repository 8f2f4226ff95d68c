import { LoadError } from "../../../components/ui/load-error.tsx";
import { PageLoading } from "../../../components/ui/page-loading.tsx";
import { useSpending } from "../../../entities/spending/get-spending.ts";
import { SpendingBlockedNotice } from "../../../entities/spending/glance.tsx";
import { HelpNote } from "./help-note.tsx";
import { LimitsCard } from "./limits-card.tsx";
import { PauseCard } from "./pause-card.tsx";
import { PeriodCard } from "./period-card.tsx";
import { SummaryMailCard } from "./summary-mail-card.tsx";

export function SpendingLoading() {
  return <PageLoading label="Ausgabenlimit wird geladen..." />;
}

/** The account's limits, this month and today, the pause and where to find help. */
export function SpendingOverview({ userId }: { userId: number }) {
  const spending = useSpending(userId);
  if (spending.isPending) return <SpendingLoading />;
  if (spending.isError) {
    return (
      <LoadError
        framed
        message="Ihr Ausgabenlimit konnte nicht geladen werden. Bitte versuchen Sie es später erneut."
        onRetry={() => void spending.refetch()}
      />
    );
  }
  const view = spending.data;
  if (!view) return null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <SpendingBlockedNotice userId={userId} withLink={false} className="md:col-span-2" />
      <LimitsCard userId={userId} view={view} />
      <PauseCard userId={userId} view={view} />
      <PeriodCard title="Dieser Monat" period={view.month} />
      <PeriodCard title="Heute" period={view.day} />
      <div className="md:col-span-2">
        <SummaryMailCard userId={userId} view={view} />
      </div>
      <div className="md:col-span-2">
        <HelpNote />
      </div>
    </div>
  );
}

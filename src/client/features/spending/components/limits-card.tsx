import { formatLongBerlinDate } from "../../../../shared/domain/spending.ts";
import { formatEuro } from "../../../../shared/domain/plan.ts";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessageOf, tryLater } from "../../../lib/error-message.ts";
import { toast } from "../../../lib/toast.ts";
import { formatLimit } from "../../../entities/spending/spending-texts.ts";
import type { SpendingView } from "../../../../shared/schemas/spending.ts";
import { useWithdrawPendingRaise } from "../api/withdraw-pending-raise.ts";
import { LimitsForm } from "./limits-form.tsx";
import { SectionCard } from "./section-card.tsx";

function PendingRaise({ userId, raise }: { userId: number; raise: NonNullable<SpendingView["pendingRaise"]> }) {
  const withdraw = useWithdrawPendingRaise(userId);
  const onWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => toast({ title: "Erhöhung zurückgenommen", description: "Ihr bisheriges Limit gilt weiter." }),
      onError: (error) =>
        toast({ title: "Fehler", description: errorMessageOf(error, tryLater), variant: "destructive" }),
    });
  return (
    <div
      role="status"
      className="grid justify-items-start gap-3 rounded-lg border border-border bg-muted/40 p-4 text-sm"
    >
      <p>
        <span className="font-semibold">Geplante Änderung:</span> pro Monat {formatLimit(raise.monthlyCents)}, pro Tag{" "}
        {formatLimit(raise.dailyCents)}, gilt ab {formatLongBerlinDate(raise.effectiveAt)}.
      </p>
      <Button variant="outline" size="sm" onClick={onWithdraw} disabled={withdraw.isPending}>
        {withdraw.isPending ? "Wird zurückgenommen..." : "Erhöhung zurücknehmen"}
      </Button>
    </div>
  );
}

/** The limits in force, a waiting raise, and the form to change them. */
export function LimitsCard({ userId, view }: { userId: number; view: SpendingView }) {
  return (
    <SectionCard
      title="Ihr Limit"
      description="Ein niedrigeres Limit gilt sofort. Ein höheres Limit oder das Aufheben eines Limits gilt erst nach 7 Tagen; bis dahin können Sie es zurücknehmen."
      contentClassName="grid gap-6"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Pro Monat</dt>
        <dd className="font-semibold">{formatLimit(view.limits.monthlyCents)}</dd>
        <dt className="text-muted-foreground">Pro Tag</dt>
        <dd className="font-semibold">{formatLimit(view.limits.dailyCents)}</dd>
      </dl>
      {view.isDefault ? (
        <p className="text-sm text-muted-foreground">
          Das ist das Limit, mit dem jedes Konto startet ({formatEuro(view.defaultMonthlyCents, { short: true })} pro
          Monat).
        </p>
      ) : null}
      {view.pendingRaise ? <PendingRaise userId={userId} raise={view.pendingRaise} /> : null}
      <LimitsForm userId={userId} view={view} />
    </SectionCard>
  );
}

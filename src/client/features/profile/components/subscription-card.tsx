import type { SubscriptionInfo } from "../../../../shared/schemas/subscriptions.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { formatBerlinDate } from "../../../../shared/domain/berlin-time.ts";
import { formatEuro, premiumPlan } from "../../../../shared/domain/plan.ts";
import { paymentMethodLabels } from "../../../../shared/domain/receipts.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog.tsx";
import { DataList, DataRow } from "./data-list.tsx";
import { ResumeSubscriptionButton } from "./resume-subscription-button.tsx";

function planName(planId: string): string {
  return planId === premiumPlan.id ? premiumPlan.name : planId;
}

/** "12.12.2026: 4,99 € per PayPal"; the weekly fee, since the trial month is paid at the start. */
function nextPaymentText(subscription: SubscriptionInfo): string {
  const date = formatBerlinDate(subscription.nextBillingDate);
  const amount = formatEuro(premiumPlan.recurringAmountCents);
  const method =
    subscription.provider === "manual"
      ? ""
      : ` per ${paymentMethodLabels[subscription.provider === "maxpay" ? "card" : "paypal"]}`;
  return `${date}: ${amount}${method}`;
}

function StatusBadge({ children, muted = false }: { children: string; muted?: boolean }) {
  return (
    <span
      className={
        muted
          ? "inline-flex rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-foreground"
          : "inline-flex rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary"
      }
    >
      {children}
    </span>
  );
}

function RunningSubscription({ subscription }: { subscription: SubscriptionInfo }) {
  const cancelled = subscription.status === "cancelled";
  return (
    <>
      <CardContent>
        <DataList>
          <DataRow label="Tarif">{planName(subscription.planId)}</DataRow>
          <DataRow label="Status">
            {cancelled ? (
              <StatusBadge muted>{`Gekündigt – Zugang bis ${formatBerlinDate(subscription.endDate)}`}</StatusBadge>
            ) : (
              <StatusBadge>Aktiv</StatusBadge>
            )}
          </DataRow>
          {cancelled ? null : <DataRow label="Nächste Zahlung">{nextPaymentText(subscription)}</DataRow>}
          <DataRow label="Mitglied seit">{formatBerlinDate(subscription.startDate)}</DataRow>
          <DataRow label="Mindestlaufzeit bis">{formatBerlinDate(subscription.minimumTermEndDate)}</DataRow>
        </DataList>
      </CardContent>
      {cancelled ? (
        subscription.cancellationRevocable ? (
          <CardFooter>
            <ResumeSubscriptionButton />
          </CardFooter>
        ) : null
      ) : (
        <CardFooter>
          <CancelSubscriptionDialog subscription={subscription} />
        </CardFooter>
      )}
    </>
  );
}

function NoSubscription() {
  return (
    <>
      <CardContent>
        <p className="text-sm text-muted-foreground">Sie haben derzeit keine aktive Mitgliedschaft.</p>
      </CardContent>
      <CardFooter>
        {/* Leads to the plan page; choosing and paying happen there. */}
        <Button asChild>
          <Link to="/subscribe">Jetzt Mitglied werden</Link>
        </Button>
      </CardFooter>
    </>
  );
}

/** Active: plan, status, dates and the cancel button; cancelled: access until its end; else the way to one. */
export function SubscriptionCard({ user }: { user: User }) {
  const subscription = user.hasActiveSubscription ? user.subscription : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Mitgliedschaft</CardTitle>
      </CardHeader>
      {subscription ? <RunningSubscription subscription={subscription} /> : <NoSubscription />}
    </Card>
  );
}

import { Link } from "react-router";
import type { SubscriptionInfo, User } from "../../../../shared/api-types.ts";
import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { DataList, DataRow } from "./data-list.tsx";

const dateFormat = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric" });

function formatDate(iso: string | null): string {
  if (!iso) return "–";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "–" : dateFormat.format(date);
}

function planName(planId: string): string {
  return planId === premiumPlan.id ? premiumPlan.name : planId;
}

function ActiveSubscription({ subscription }: { subscription: SubscriptionInfo }) {
  return (
    <CardContent>
      <DataList>
        <DataRow label="Tarif">{planName(subscription.planId)}</DataRow>
        <DataRow label="Status">
          <span className="inline-flex rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary">
            Aktiv
          </span>
        </DataRow>
        <DataRow label="Nächste Zahlung">{formatDate(subscription.nextBillingDate)}</DataRow>
      </DataList>
    </CardContent>
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

export function SubscriptionCard({ user }: { user: User }) {
  // Both flags must agree: a cancelled subscription may still be attached to the user.
  const active = user.hasActiveSubscription && user.subscription?.status === "active" ? user.subscription : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Mitgliedschaft</CardTitle>
      </CardHeader>
      {active ? <ActiveSubscription subscription={active} /> : <NoSubscription />}
    </Card>
  );
}

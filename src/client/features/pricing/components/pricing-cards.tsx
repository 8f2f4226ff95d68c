import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { premiumPlan } from "../../../../shared/domain/plan.ts";
import {
  cancellationTermText,
  memberMinuteText,
  minimumTermText,
  premiumMinuteText,
  trialPriceText,
  weeklyPriceText,
} from "../../../../shared/domain/membership-texts.ts";
import { MembershipCosts } from "../../../entities/membership/membership-costs.tsx";
import { lineWithoutMembership, memberLine, numberWithPriceNote } from "../../../../shared/domain/call-guide.ts";

const membershipFeatures = premiumPlan.features;

const callFeeNotes = [
  "inkl. MwSt., aus allen deutschen Fest- und Mobilfunknetzen",
  "Sekundengenaue Abrechnung über die Telefonrechnung",
  "Keine Gesprächsdauerbegrenzung",
  "Nur ab 18 Jahren",
];

function CheckItem({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

/** The membership with its price terms and features, and the way to /subscribe. */
export function MembershipCard() {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Premium-Mitgliedschaft</CardTitle>
        <CardDescription>Für alle, die regelmäßig mit unseren Beratern sprechen.</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 gap-5">
        <div>
          <p className="text-3xl font-bold">{trialPriceText}</p>
          <p className="mt-1 text-lg font-semibold">{weeklyPriceText}</p>
        </div>
        <ul className="grid gap-1 text-sm text-muted-foreground">
          <li>{minimumTermText}</li>
          <li>{cancellationTermText}</li>
        </ul>
        <MembershipCosts className="border-t border-border pt-4" />
        <ul className="grid gap-2 text-sm" aria-label="Leistungen der Mitgliedschaft">
          {membershipFeatures.map((feature) => (
            <CheckItem key={feature}>{feature}</CheckItem>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild size="lg" className="w-full">
          <Link to="/subscribe">Mitgliedschaft auswählen</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The two per-minute prices, what sets the lines apart, and the number without membership with its price. */
export function CallFeesCard() {
  const { data: config } = useSiteConfig();

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Anrufgebühren</CardTitle>
        <CardDescription>Sie zahlen nur die Minuten, die Sie tatsächlich sprechen.</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 gap-5">
        <dl className="grid gap-4">
          <div>
            <dt className="text-sm text-muted-foreground">Für Mitglieder</dt>
            <dd className="text-3xl font-bold">{memberMinuteText}</dd>
            <dd className="mt-1 text-sm">
              {memberLine.name} {memberLine.reach}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{lineWithoutMembership.name}</dt>
            <dd className="text-3xl font-bold">{premiumMinuteText}</dd>
            <dd className="mt-1 text-sm">
              {config ? (
                <>
                  <span className="font-medium">{numberWithPriceNote(config.premiumPhoneNumber, "premium")}</span>,{" "}
                </>
              ) : null}
              {lineWithoutMembership.reach}
            </dd>
          </div>
        </dl>
        <ul className="grid gap-2 text-sm">
          {callFeeNotes.map((note) => (
            <CheckItem key={note}>{note}</CheckItem>
          ))}
        </ul>
        {/* § 109 TKG: when a number's price depends on an ongoing contract, that must be said next to it. */}
        <p className="text-xs text-muted-foreground">
          Der Mitgliederpreis setzt eine aktive Premium-Mitgliedschaft voraus. Preise inkl. MwSt.
        </p>
      </CardContent>
    </Card>
  );
}

import { BadgeCheck } from "lucide-react";
import type { SubscriptionInfo } from "../../../../shared/schemas/subscriptions.ts";
import { formatBerlinDate } from "../../../../shared/domain/berlin-time.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Link } from "../../../lib/navigation.tsx";

/** A member sees the running membership instead of a second purchase. */
export function MemberNotice({ subscription }: { subscription: SubscriptionInfo | null }) {
  const endsAt = subscription?.status === "cancelled" ? subscription.endDate : null;
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="flex items-center gap-2 font-semibold">
        <BadgeCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
        Sie sind bereits Premium-Mitglied.
      </p>
      <p className="text-sm text-muted-foreground">
        {endsAt
          ? `Ihre Mitgliedschaft ist gekündigt und läuft bis zum ${formatBerlinDate(endsAt)}.`
          : "Ihre Mitgliedschaft ist aktiv. Ein zweiter Abschluss ist nicht nötig."}
      </p>
      <Link to="/profile" className={buttonClasses({ variant: "outline" })}>
        Zu meinem Profil
      </Link>
    </div>
  );
}

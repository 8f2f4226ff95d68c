import { Sparkles } from "lucide-react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { MembershipCosts } from "../../../entities/membership/membership-costs.tsx";
import { Link } from "../../../lib/navigation.tsx";
import {
  memberMinuteText,
  minimumTermText,
  premiumMinuteText,
  trialAndWeeklyText,
} from "../../../../shared/domain/membership-texts.ts";

/** The member price offer for guests; "Jetzt registrieren" opens the registration the page provides. */
export function UnlockBanner({ onRegister }: { onRegister: () => void }) {
  return (
    <section
      aria-labelledby="unlock-banner-title"
      className="flex flex-col gap-4 rounded-xl border border-accent bg-accent/15 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Sparkles className="mt-1 size-5 shrink-0 text-gold" aria-hidden="true" />
        <div>
          <h2 id="unlock-banner-title" className="text-lg font-semibold">
            Jetzt {memberMinuteText} freischalten
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Als Premium-Mitglied telefonieren Sie für {memberMinuteText} statt {premiumMinuteText} –{" "}
            {trialAndWeeklyText}, {minimumTermText}.
          </p>
          <MembershipCosts className="mt-3 max-w-md" />
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="accent" onClick={onRegister}>
          Jetzt registrieren
        </Button>
        <Link to="/subscribe" className={buttonClasses({ variant: "outline" })}>
          Mitgliedschaft ansehen
        </Link>
      </div>
    </section>
  );
}

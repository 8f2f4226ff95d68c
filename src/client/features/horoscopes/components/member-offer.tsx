import { Lock } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { MembershipCosts } from "../../../entities/membership/membership-costs.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { minimumTermText, trialAndWeeklyText } from "../../../../shared/domain/membership-texts.ts";

/**
 * What guests and non-members see where the full horoscope would be; `withCosts` adds the
 * membership's price terms and cost summary (once per page).
 */
export function MemberOffer({ signName, withCosts = false }: { signName?: string; withCosts?: boolean }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-gold/40 bg-muted/40 p-4">
      <p className="flex items-center gap-2 text-sm">
        <Lock className="size-4 shrink-0 text-gold" aria-hidden="true" />
        {signName
          ? `Das vollständige Horoskop für ${signName} mit Liebe & Partnerschaft, Beruf & Finanzen, Wohlbefinden und dem Tipp des Monats lesen nur Mitglieder.`
          : "Die vollständigen Monatshoroskope lesen nur Mitglieder."}
      </p>
      {withCosts ? (
        <div className="grid w-full max-w-md gap-2">
          <p className="text-sm font-medium">
            Premium-Mitgliedschaft: {trialAndWeeklyText}, {minimumTermText}.
          </p>
          <MembershipCosts />
        </div>
      ) : null}
      <Link to="/subscribe" className={buttonClasses({ size: "sm" })}>
        Jetzt Mitglied werden
      </Link>
    </div>
  );
}

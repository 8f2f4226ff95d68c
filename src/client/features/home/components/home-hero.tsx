import { Phone, Sparkles } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { MembershipCosts } from "../../../entities/membership/membership-costs.tsx";
import { useAuth } from "../../../lib/auth/auth-context.tsx";
import { Link } from "../../../lib/navigation.tsx";
import { heroClaim, memberMinuteText, minimumTermText, premiumMinuteText, trialAndWeeklyText } from "../plan-texts.ts";

/**
 * What comes next for whoever reads it: guests register, a signed-in account without membership
 * gets the membership, a member calls. Until the session check answers (and in the prerendered
 * HTML) it is the guest's; the home page's skeleton usually outlasts the check.
 */
function HeroAction() {
  const { user } = useAuth();
  const lg = buttonClasses({ size: "lg" });
  if (user?.hasActiveSubscription) {
    return (
      <Link to="/berater" className={lg}>
        Berater anrufen
      </Link>
    );
  }
  return user ? (
    <Link to="/subscribe" data-tour="subscribe" className={lg}>
      Mitglied werden
    </Link>
  ) : (
    <Link to="/#register" data-tour="subscribe" className={lg}>
      Jetzt registrieren
    </Link>
  );
}

/**
 * The claim (69 Cent pro Minute), said in the same sentence as the membership it needs, with the
 * next step for the reader (HeroAction) and what the membership costs.
 */
export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-title"
      data-tour="welcome"
      className="relative overflow-hidden border-b border-border bg-linear-to-br from-primary/15 via-background to-accent/20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-[3fr_2fr] md:items-center md:py-24">
        <div data-tour-keep="welcome">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm text-muted-foreground">
            <Sparkles className="size-4 text-gold" aria-hidden="true" />
            Astrologie · Tarot · Hellsehen
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance md:text-5xl">
            {heroClaim}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            Die Mitgliedschaft kostet {trialAndWeeklyText}; ohne Mitgliedschaft kostet die Minute {premiumMinuteText}{" "}
            Sprechen Sie mit erfahrenen Beraterinnen und Beratern über Liebe, Beruf und die Fragen, die Sie bewegen –
            vertraulich und ohne Wartezeit auf einen Termin.
          </p>
          <div className="mt-8 flex flex-wrap gap-3" data-tour-must="welcome">
            <HeroAction />
            <Link to="/pricing" className={buttonClasses({ size: "lg", variant: "outline" })}>
              Preise ansehen
            </Link>
          </div>
        </div>
        <aside
          aria-label="Preise im Überblick"
          data-tour-keep="welcome"
          className="rounded-xl border border-border bg-card p-6 shadow-sm"
        >
          <p className="text-sm font-medium text-muted-foreground">Premium-Mitgliedschaft</p>
          <p className="mt-1 text-xl font-semibold">{trialAndWeeklyText}</p>
          <p className="mt-1 text-sm text-muted-foreground">{minimumTermText}</p>
          <MembershipCosts className="mt-4 border-t border-border pt-4" />
          <div className="mt-5 flex items-start gap-3 border-t border-border pt-5">
            <Phone className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">
              {memberMinuteText} für Mitglieder statt {premiumMinuteText}, aus allen deutschen Netzen, inkl. MwSt., ab
              18, sekundengenaue Abrechnung über die Telefonrechnung.
            </p>
          </div>
        </aside>
      </div>
    </section>
  );
}

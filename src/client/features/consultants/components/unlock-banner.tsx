import { Sparkles } from "lucide-react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Link } from "../../../lib/navigation.tsx";

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
            Jetzt 0,69 €/Min. freischalten
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Als Premium-Mitglied telefonieren Sie für 0,69 €/Min. statt 1,49 €/Min. – 1 € im ersten Monat, danach 4,99 €
            pro Woche, Mindestlaufzeit 3 Monate nach dem Testmonat.
          </p>
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

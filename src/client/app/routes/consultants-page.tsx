import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PaymentChoices } from "../../features/checkout/components/payment-choices.tsx";
import { RegistrationOverlay } from "../../features/signup/components/registration-overlay.tsx";
import { ConsultantGrid } from "../../features/consultants/components/consultant-grid.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";

function UnlockBanner({ onRegister }: { onRegister: () => void }) {
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

export default function ConsultantsPage() {
  usePageTitle("Unsere Berater");
  const { user, isLoading } = useAuth();
  // Guests register here in the overlay and stay on the list. The overlay lives on the page,
  // not in the banner: the account logs in on creation, the banner goes, the payment stays.
  const [registering, setRegistering] = useState(false);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Unsere Berater</h1>
      <p className="mt-3 max-w-prose text-muted-foreground">
        Erfahrene Beraterinnen und Berater für Astrologie, Tarot und Hellsehen sind für Sie am Telefon. Wählen Sie die
        Person, die zu Ihrer Frage passt, und rufen Sie direkt an.
      </p>
      {/* Only for visitors known to be logged out, so members never see the offer flash up. */}
      {!isLoading && user === null ? (
        <div className="mt-8">
          <UnlockBanner onRegister={() => setRegistering(true)} />
        </div>
      ) : null}
      <div className="mt-8">
        <ConsultantGrid cardHeadingLevel={2} />
      </div>
      {registering ? (
        <RegistrationOverlay
          onClose={() => setRegistering(false)}
          renderPayment={(props) => <PaymentChoices {...props} />}
        />
      ) : null}
    </div>
  );
}

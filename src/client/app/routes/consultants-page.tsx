import { Suspense, useState } from "react";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { CallGuide } from "../../features/consultants/components/call-guide.tsx";
import { FilterableConsultantGrid } from "../../features/consultants/components/filterable-consultant-grid.tsx";
import { UnlockBanner } from "../../features/consultants/components/unlock-banner.tsx";
import { LazyRegistrationOverlay } from "../lazy-features.tsx";

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
      {/* The page arrives prerendered as a guest sees it, offer included, so that nothing moves
          when the session check answers; a member's first load hides it then
          (docs/decisions/0018-prerendered-public-pages.md). */}
      {isLoading || user === null ? (
        <div className="mt-8">
          <UnlockBanner onRegister={() => setRegistering(true)} />
        </div>
      ) : null}
      {/* New members land here right after paying; the grid below holds the call buttons. */}
      {user?.hasActiveSubscription === true ? <CallGuide withConsultants={false} className="mt-8" /> : null}
      {/* Room for the cards while they load, so the footer does not jump down when they arrive. */}
      <div className="mt-8 min-h-[75vh]">
        <FilterableConsultantGrid cardHeadingLevel={2} creditPriceOnFront />
      </div>
      {registering ? (
        <Suspense fallback={null}>
          <LazyRegistrationOverlay onClose={() => setRegistering(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

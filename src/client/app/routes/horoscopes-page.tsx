import { useAuth } from "../../lib/auth/auth-context.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { HoroscopeOverview } from "../../features/horoscopes/components/horoscope-overview.tsx";

/** /horoskope: the monthly horoscopes, in full for members, as a teaser for everyone else. */
export default function HoroscopesPage() {
  usePageTitle("Monatshoroskope");
  const { user, isLoading } = useAuth();
  // Waiting for the session check keeps a member from seeing the teaser flash up first.
  const known = !isLoading && user !== undefined;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Monatshoroskope</h1>
      <p className="mt-3 max-w-prose text-muted-foreground">
        Was der Monat für die zwölf Sternzeichen bereithält: Liebe & Partnerschaft, Beruf & Finanzen, Wohlbefinden und
        unser Tipp des Monats. Für Premium-Mitglieder exklusiv und vollständig, mit Archiv der vergangenen Monate.
      </p>
      <div className="mt-8">
        {known ? (
          <HoroscopeOverview userId={user?.id ?? null} />
        ) : (
          <p role="status" className="text-muted-foreground">
            Horoskope werden geladen...
          </p>
        )}
      </div>
    </div>
  );
}

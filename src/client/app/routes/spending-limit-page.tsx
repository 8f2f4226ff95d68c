import { useState } from "react";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { Navigate } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { SpendingLoading, SpendingOverview } from "../../features/spending/components/spending-overview.tsx";

export default function SpendingLimitPage() {
  usePageTitle("Ausgabenlimit");
  const { user, isLoading } = useAuth();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  if (isLoading || user === undefined) return <SpendingLoading />;
  // As on /profile: logging out here leaves through the navigation's own redirect.
  if (!user) return wasSignedIn ? null : <Navigate to="/login" replace />;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Ausgabenlimit</h1>
      <p className="mt-3 max-w-prose text-muted-foreground">
        Legen Sie fest, wie viel Sie höchstens pro Monat und pro Tag für Anrufe, Credits und Ihre Mitgliedschaft
        ausgeben. Wir halten uns daran: Was das Limit überschreiten würde, wird nicht angenommen.
      </p>
      <div className="mt-8">
        <SpendingOverview userId={user.id} />
      </div>
    </div>
  );
}

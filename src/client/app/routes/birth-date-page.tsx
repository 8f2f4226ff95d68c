import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { Link, Navigate } from "../../lib/navigation.tsx";
import { toast } from "../../lib/toast.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { PageLoading } from "../../features/auth/components/page-loading.tsx";
import { BirthDateForm } from "../../features/birth-date/components/birth-date-form.tsx";
import { birthDateTexts } from "../../features/birth-date/texts.ts";

/**
 * Where an account without a date of birth is sent after login and from every account page
 * until it gives one (docs/decisions/0033).
 */
export default function BirthDatePage() {
  usePageTitle(birthDateTexts.title);
  const { user, isLoading, setUser } = useAuth();
  const [minor, setMinor] = useState(false);

  if (isLoading) return <PageLoading />;
  if (!user) return <Navigate to="/login" replace />;
  if (minor) {
    return (
      <AuthCard title={birthDateTexts.minorTitle}>
        <p role="status">{birthDateTexts.minor}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to="/kuendigen">{birthDateTexts.cancel}</Link>
          </Button>
          <Button asChild>
            <Link to="/profile">{birthDateTexts.toProfile}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  if (!user.needsBirthDate) return <Navigate to="/profile" replace />;

  return (
    <AuthCard title={birthDateTexts.title} description={birthDateTexts.intro}>
      <BirthDateForm
        onSaved={(saved) => {
          setMinor(saved.minor === true);
          setUser(saved);
          // An adult goes on to the profile (the check above sends them there).
          if (!saved.minor) toast({ title: birthDateTexts.saved });
        }}
      />
    </AuthCard>
  );
}

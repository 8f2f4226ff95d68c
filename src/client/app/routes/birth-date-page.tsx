import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { Link, Navigate } from "../../lib/navigation.tsx";
import { toast } from "../../lib/toast.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { BirthDateForm } from "../../features/birth-date/components/birth-date-form.tsx";
import { birthDateTexts } from "../../features/birth-date/texts.ts";
import { MinorNotice } from "../../features/birth-date/components/minor-notice.tsx";

/**
 * Where an account without a date of birth is sent after login and from every account page
 * until it gives one (docs/decisions/0033).
 */
export default function BirthDatePage() {
  usePageTitle(birthDateTexts.title);
  const { user, isLoading, setUser } = useAuth();
  const [minor, setMinor] = useState(false);

  // Nothing to show until the session is known (a paused check, offline, is not loading and
  // still unknown); the page is not prerendered.
  if (isLoading || user === undefined) return null;
  if (!user) return <Navigate to="/login" replace />;
  if (minor) {
    return (
      <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-10 sm:py-16">
        <MinorNotice />
        <Button asChild className="justify-self-start">
          <Link to="/profile">{birthDateTexts.toProfile}</Link>
        </Button>
      </div>
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

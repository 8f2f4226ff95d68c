import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { emailTokenParam } from "../../../shared/domain/email-change.ts";
import type { User } from "../../../shared/schemas/users.ts";
import { ADMIN_USER_ID } from "../../../shared/domain/administrator.ts";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { Link, Navigate, type LinkTarget } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { CallGuide } from "../../features/consultants/components/call-guide.tsx";
import { MyConsultants } from "../../features/consultants/components/my-consultants.tsx";
import { MyHoroscopeCard } from "../../features/horoscopes/components/my-horoscope-card.tsx";
import { CallHistoryCard } from "../../features/profile/components/call-history-card.tsx";
import { CreditBalanceCard } from "../../entities/credits/credit-balance-card.tsx";
import { DataExportCard } from "../../features/data-export/components/data-export-card.tsx";
import { DeclarationsCard } from "../../features/profile/components/declarations-card.tsx";
import { PaymentsCard } from "../../features/profile/components/payments-card.tsx";
import { PersonalDataSection } from "../../features/personal-data/components/personal-data-section.tsx";
import { ProfileLoading } from "../../features/profile/components/profile-loading.tsx";
import { StatementCard } from "../../features/profile/components/statement-card.tsx";
import { SubscriptionCard } from "../../features/profile/components/subscription-card.tsx";
import { SpendingGlanceCard } from "../../features/profile/components/spending-glance-card.tsx";
import { SpendingBlockedNotice } from "../../entities/spending/glance.tsx";
import { AccountDeletionCard } from "../../features/account-deletion/components/account-deletion-card.tsx";
import { PendingDeletionProfile } from "../../features/account-deletion/components/pending-deletion-profile.tsx";
import { EmailConfirmationNotice } from "../../features/email-confirmation/components/email-confirmation-notice.tsx";

function Profile({ user }: { user: User }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Mein Profil</h1>
        {user.id === ADMIN_USER_ID ? (
          <Button asChild variant="outline">
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" />
              Zum Adminbereich
            </Link>
          </Button>
        ) : null}
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {user.minor ? (
          // An account under 18 by its date of birth (docs/decisions/0033).
          <p role="status" className="rounded-lg border border-border bg-muted/40 p-4 md:col-span-2">
            Unsere Beratungen sind nur für Erwachsene: Laut Ihrem Geburtsdatum können Sie nichts bestellen und nicht
            telefonieren. Ihre Mitgliedschaft können Sie jederzeit <Link to="/kuendigen">kündigen</Link>.
          </p>
        ) : null}
        <EmailConfirmationNotice userId={user.id} className="md:col-span-2" />
        <SpendingBlockedNotice userId={user.id} className="md:col-span-2" />
        {/* What the account can do comes first: on a phone the membership and the way to call
            are on the first screens, the lists further down. */}
        <SubscriptionCard user={user} />
        <CreditBalanceCard userId={user.id} variant="summary" />
        {/* Below the membership card, which its notices point up to. */}
        <DeclarationsCard className="md:col-span-2" />
        {user.hasActiveSubscription ? <CallGuide className="md:col-span-2" /> : null}
        <MyConsultants className="md:col-span-2" />
        <PersonalDataSection user={user} />
        <SpendingGlanceCard userId={user.id} />
        {user.hasActiveSubscription ? <MyHoroscopeCard userId={user.id} className="md:col-span-2" /> : null}
        <CallHistoryCard userId={user.id} className="md:col-span-2" />
        <PaymentsCard userId={user.id} className="md:col-span-2" />
        <StatementCard userId={user.id} className="md:col-span-2" />
        {user.id === ADMIN_USER_ID ? null : <AccountDeletionCard userId={user.id} className="md:col-span-2" />}
        <DataExportCard userId={user.id} className="md:col-span-2" />
      </div>
    </div>
  );
}

/**
 * The login for a guest, keeping the token of a link to a new e-mail address, so that the
 * login brings them back to confirm it (docs/decisions/0036).
 */
function loginKeepingEmailToken(): LinkTarget {
  const token = new URLSearchParams(window.location.search).get(emailTokenParam);
  return token ? `/login?${new URLSearchParams({ [emailTokenParam]: token }).toString()}` : "/login";
}

export default function ProfilePage() {
  usePageTitle("Mein Profil");
  const { user, isLoading } = useAuth();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  if (isLoading || user === undefined) return <ProfileLoading />;
  // Logging out from here leaves the page through the navigation's own redirect to "/";
  // sending the user to /login as well would race it.
  if (!user) return wasSignedIn ? null : <Navigate to={loginKeepingEmailToken()} replace />;
  // An account waiting for its erasure sees only what its session may reach (docs/decisions/0049).
  if (user.deletionDueAt)
    return (
      <PendingDeletionProfile dueAt={user.deletionDueAt}>
        <SpendingGlanceCard userId={user.id} />
        <PaymentsCard userId={user.id} className="md:col-span-2" />
        <StatementCard userId={user.id} className="md:col-span-2" />
      </PendingDeletionProfile>
    );
  return <Profile user={user} />;
}

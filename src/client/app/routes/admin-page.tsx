import { lazy, Suspense, useState, type ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { AdminOnly } from "../layout/admin-only.tsx";
import { Link } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { AuditLog } from "../../features/admin/components/audit-log.tsx";
import { ConsultantAdmin } from "../../features/admin/components/consultant-admin.tsx";
import { HoroscopeEditor } from "../../features/admin/components/horoscope-editor.tsx";
import { HoroscopeParts } from "../../features/horoscopes/components/horoscope-parts.tsx";
import { SecondFactorCard } from "../../features/admin/components/second-factor-card.tsx";
import { UserSearch } from "../../features/admin/components/user-search.tsx";
import { UnsavedChangesGuard, useLeaveGuard } from "../../features/admin/components/unsaved-changes-guard.tsx";
import { ProviderStatusCard } from "../../features/admin-card-test/components/provider-status-card.tsx";

// Loaded when its tab is opened: the page's first load stays as it was.
const ReviewModeration = lazy(() =>
  import("../../features/admin/components/review-moderation.tsx").then((m) => ({ default: m.ReviewModeration })),
);

/**
 * The tabs ask before a tab with unsaved texts is left. While something is unsaved a tab is
 * chosen with Enter or a click, not by moving the focus onto it, so the question is not asked
 * again when the focus returns to the tab that was asked for.
 */
function GuardedTabs({ children }: { children: ReactNode }) {
  const [tab, setTab] = useState("users");
  const { dirty, confirmLeave } = useLeaveGuard();
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => confirmLeave(() => setTab(next))}
      activationMode={dirty ? "manual" : "automatic"}
    >
      {children}
    </Tabs>
  );
}

/** /admin: users with their details and actions, the consultants, the card-payment settings, the horoscopes, the reported reviews, the audit log. */
export default function AdminPage() {
  usePageTitle("Adminbereich");
  return (
    <AdminOnly>
      {() => (
        <UnsavedChangesGuard>
          <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:py-14">
            <h1 className="text-3xl font-bold tracking-tight">Adminbereich</h1>
            <GuardedTabs>
              <TabsList aria-label="Bereiche der Verwaltung" className="h-auto max-w-full flex-wrap">
                <TabsTrigger value="users">Benutzer</TabsTrigger>
                <TabsTrigger value="consultants">Berater</TabsTrigger>
                <TabsTrigger value="settings">Einstellungen</TabsTrigger>
                <TabsTrigger value="horoscopes">Horoskope</TabsTrigger>
                <TabsTrigger value="reviews">Bewertungen</TabsTrigger>
                <TabsTrigger value="audit">Protokoll</TabsTrigger>
              </TabsList>
              <TabsContent value="users">
                <UserSearch />
              </TabsContent>
              <TabsContent value="consultants">
                <ConsultantAdmin />
              </TabsContent>
              <TabsContent value="settings" className="grid max-w-2xl gap-6">
                {/* The test page's status card: the switch and the five credential states, one component for both pages. */}
                <ProviderStatusCard />
                <SecondFactorCard />
                <Card>
                  <CardHeader>
                    <CardTitle>Testzahlung</CardTitle>
                  </CardHeader>
                  <CardContent className="text-sm">
                    <Link
                      to="/admin-maxpay-test"
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      Zum Kreditkarten-Test
                    </Link>
                  </CardContent>
                </Card>
              </TabsContent>
              <TabsContent value="horoscopes">
                {/* The preview is the members' own view, so it cannot drift from what they read. */}
                <HoroscopeEditor renderPreview={(parts) => <HoroscopeParts parts={parts} headingLevel={4} />} />
              </TabsContent>
              <TabsContent value="reviews">
                <Suspense
                  fallback={
                    <p role="status" className="text-muted-foreground">
                      Wird geladen...
                    </p>
                  }
                >
                  <ReviewModeration />
                </Suspense>
              </TabsContent>
              <TabsContent value="audit">
                <AuditLog />
              </TabsContent>
            </GuardedTabs>
          </div>
        </UnsavedChangesGuard>
      )}
    </AdminOnly>
  );
}

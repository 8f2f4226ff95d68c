import { LoaderCircle } from "lucide-react";
import { ADMIN_USER_ID } from "../../../shared/domain/administrator.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { Link, Navigate } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { AuditLog } from "../../features/admin/components/audit-log.tsx";
import { UserSearch } from "../../features/admin/components/user-search.tsx";
import { ProviderStatusCard } from "../../features/admin-card-test/components/provider-status-card.tsx";

function PageLoading() {
  return (
    <div role="status" className="flex justify-center py-24 text-muted-foreground">
      <LoaderCircle className="size-6 motion-safe:animate-spin" aria-hidden="true" />
      <span className="sr-only">Wird geladen...</span>
    </div>
  );
}

/** /admin: users with their details and actions, the card-payment settings, the audit log. */
export default function AdminPage() {
  usePageTitle("Adminbereich");
  const { user, isLoading } = useAuth();

  if (isLoading || user === undefined) return <PageLoading />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.id !== ADMIN_USER_ID) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight">Adminbereich</h1>
      <Tabs defaultValue="users">
        <TabsList aria-label="Bereiche der Verwaltung" className="max-w-full overflow-x-auto">
          <TabsTrigger value="users">Benutzer</TabsTrigger>
          <TabsTrigger value="settings">Einstellungen</TabsTrigger>
          <TabsTrigger value="audit">Protokoll</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UserSearch />
        </TabsContent>
        <TabsContent value="settings" className="grid max-w-2xl gap-6">
          {/* The test page's status card: the switch and the five credential states, one component for both pages. */}
          <ProviderStatusCard />
          <Card>
            <CardHeader>
              <CardTitle>Testzahlung</CardTitle>
            </CardHeader>
            <CardContent className="text-sm">
              <Link to="/admin-maxpay-test" className="font-medium text-primary underline-offset-4 hover:underline">
                Zum Kreditkarten-Test
              </Link>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="audit">
          <AuditLog />
        </TabsContent>
      </Tabs>
    </div>
  );
}

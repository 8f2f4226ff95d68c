import { LoaderCircle } from "lucide-react";
import { ADMIN_USER_ID } from "../../../shared/domain/administrator.ts";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { Link, Navigate } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ProviderStatusCard } from "../../features/admin-card-test/components/provider-status-card.tsx";
import { TestPaymentCard } from "../../features/admin-card-test/components/test-payment-card.tsx";
import { TestResult } from "../../features/admin-card-test/components/test-result.tsx";
import { CardTestPaymentButton } from "../../features/checkout/components/card-test-payment-button.tsx";

function PageLoading() {
  return (
    <div role="status" className="flex justify-center py-24 text-muted-foreground">
      <LoaderCircle className="size-6 motion-safe:animate-spin" aria-hidden="true" />
      <span className="sr-only">Wird geladen...</span>
    </div>
  );
}

/** /admin-maxpay-test: card provider status, key status and a 0,01 € test payment. */
export default function AdminCardTestPage() {
  usePageTitle("Kreditkarten-Test");
  const { user, isLoading } = useAuth();

  if (isLoading || user === undefined) return <PageLoading />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.id !== ADMIN_USER_ID) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6 lg:py-14">
      <div className="grid gap-2">
        <Link to="/admin" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Zurück zum Adminbereich
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">Kreditkarten-Test</h1>
      </div>
      <TestResult />
      <ProviderStatusCard />
      <TestPaymentCard>
        <CardTestPaymentButton adminId={user.id} />
      </TestPaymentCard>
    </div>
  );
}

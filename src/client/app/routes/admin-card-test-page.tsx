import { AdminOnly } from "../layout/admin-only.tsx";
import { Link } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ProviderStatusCard } from "../../features/admin-card-test/components/provider-status-card.tsx";
import { TestPaymentCard } from "../../features/admin-card-test/components/test-payment-card.tsx";
import { TestResult } from "../../features/admin-card-test/components/test-result.tsx";
import { CardTestPaymentButton } from "../../features/checkout/components/card-test-payment-button.tsx";

/** /admin-maxpay-test: card provider status, key status and a 0,01 € test payment. */
export default function AdminCardTestPage() {
  usePageTitle("Kreditkarten-Test");
  return (
    <AdminOnly>
      {(admin) => (
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
            <CardTestPaymentButton adminId={admin.id} />
          </TestPaymentCard>
        </div>
      )}
    </AdminOnly>
  );
}

import { OrderNumber } from "../../entities/order/order-number.tsx";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { CreditBalanceCard } from "../../entities/credits/credit-balance-card.tsx";
import { SpendingBlockedNotice } from "../../entities/spending/glance.tsx";
import { CreditHistoryCard } from "../../features/credits/components/credit-history-card.tsx";
import { CreditReceiptsCard } from "../../features/credits/components/credit-receipts-card.tsx";
import { CreditLineCard } from "../../features/credits/components/credit-line-card.tsx";
import { CreditShop } from "../../features/credits/components/credit-shop.tsx";
import { PendingDeletionNotice } from "../../features/account-deletion/components/pending-deletion-notice.tsx";
import { LoginPrompt } from "../../features/credits/components/login-prompt.tsx";
import { PaymentProcessing } from "../../features/credits/components/payment-processing.tsx";
import { useCreditPayment } from "../../features/credits/use-credit-payment.ts";
import { usePaypalReturn } from "../../features/credits/use-paypal-return.ts";

export default function CreditsPage() {
  usePageTitle("Credits");
  const { user, isLoading } = useAuth();
  const payment = useCreditPayment();
  usePaypalReturn(payment.process);
  const known = !isLoading && user !== undefined;

  // The server refuses an account waiting for its erasure the balance, the history and a purchase.
  if (user?.deletionDueAt)
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Cosmos Credits</h1>
        <div className="mt-8 max-w-prose">
          <PendingDeletionNotice dueAt={user.deletionDueAt} />
        </div>
      </div>
    );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Cosmos Credits</h1>
      <p className="mt-3 max-w-prose text-muted-foreground">
        Mit Cosmos Credits bezahlen Sie persönliche Beratungen zum Minutenpreis Ihrer Beraterin oder Ihres Beraters. 1
        Credit = 1 Cent, und Ihre Credits verfallen nicht.
      </p>
      {payment.processing ? (
        <div className="mt-6">
          <PaymentProcessing />
        </div>
      ) : null}
      {payment.orderNumber ? (
        <div role="status" className="mt-6 rounded-lg border border-border bg-muted/40 p-4">
          <p className="font-semibold">Vielen Dank für Ihren Kauf!</p>
          <OrderNumber orderNumber={payment.orderNumber} />
        </div>
      ) : null}
      {user ? <SpendingBlockedNotice userId={user.id} className="mt-6" /> : null}
      <div className="mt-8">
        {known ? user ? <CreditBalanceCard userId={user.id} variant="full" /> : <LoginPrompt /> : null}
      </div>
      <section aria-labelledby="credit-packages-heading" className="mt-12">
        <h2 id="credit-packages-heading" className="text-2xl font-semibold tracking-tight">
          Credit-Pakete
        </h2>
        <p className="mt-2 max-w-prose text-sm text-muted-foreground">
          Einmalzahlung per PayPal, nichts verlängert sich. Je größer das Paket, desto mehr Bonus-Credits erhalten Sie
          dazu.
        </p>
        <div className="mt-6">
          <CreditShop signedIn={known ? user !== null : undefined} process={payment.process} />
        </div>
      </section>
      <div className="mt-12 grid items-start gap-6 lg:grid-cols-2">
        {known ? <CreditLineCard userId={user?.id ?? null} /> : null}
        {user ? <CreditHistoryCard userId={user.id} /> : null}
        {user ? <CreditReceiptsCard userId={user.id} className="lg:col-span-2" /> : null}
      </div>
    </div>
  );
}

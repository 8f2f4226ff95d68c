import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { pageHref, useNavigate } from "../../../lib/navigation.tsx";
import { toast, type ToastOptions } from "../../../lib/toast.ts";
import { createTestPayment } from "../api/create-test-payment.ts";
import { cardMessages } from "../payment-messages.ts";
import { storeCardSession } from "../pending-payment-storage.ts";

// The administrator's test payment is 0.01 EUR.
const TEST_AMOUNT_EUR = 0.01;

/**
 * Starts a real 0,01 € card payment that returns to the admin test page with its outcome. It
 * goes through the same card redirect as a purchase, which is what it tests.
 */
export function CardTestPaymentButton({ adminId }: { adminId: number }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const fail = (message: ToastOptions) => {
    toast(message);
    setBusy(false);
  };

  // The same card messages as the checkout: the server's own words, else German fallbacks,
  // never the browser's English "Failed to fetch".
  const start = async () => {
    setBusy(true);
    const page = `${window.location.origin}${pageHref("/admin-maxpay-test")}`;
    let session;
    try {
      session = await createTestPayment({
        amount: TEST_AMOUNT_EUR,
        currency: "EUR",
        userId: adminId,
        returnUrl: `${page}?result=success`,
        cancelUrl: `${page}?result=cancel`,
      });
    } catch (error) {
      console.warn("Test payment not created", error);
      fail(
        error instanceof ApiRequestError
          ? cardMessages.providerError(error.serverMessage)
          : cardMessages.creationFailed,
      );
      return;
    }
    if (!session?.paymentUrl) return fail(cardMessages.noPaymentUrl);
    if (!session.sessionData || Object.keys(session.sessionData).length === 0) return fail(cardMessages.noSessionData);
    storeCardSession({
      paymentUrl: session.paymentUrl,
      sessionData: session.sessionData,
      sandboxUrl: session.sandboxUrl ?? null,
      orderReference: session.orderReference ?? "",
    });
    void navigate("/maxpay-redirect");
  };

  return (
    <Button
      onClick={() => void start()}
      disabled={busy}
      className="h-auto! min-h-10 w-full py-2 text-center whitespace-normal! sm:w-auto"
    >
      {busy ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" /> : null}
      {busy ? "Zahlung wird vorbereitet..." : "Testzahlung über 0,01\u00a0€ starten"}
    </Button>
  );
}

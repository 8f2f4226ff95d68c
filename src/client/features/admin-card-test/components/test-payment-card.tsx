import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { cardMessages } from "../../checkout/payment-messages.ts";
import { storeCardSession } from "../../checkout/pending-payment-storage.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { toast, type ToastOptions } from "../../../lib/toast.ts";
import { createTestPayment } from "../api/create-test-payment.ts";

// Spec section 9: the test payment is 0.01 EUR.
const TEST_AMOUNT_EUR = 0.01;

/** Starts a real 0,01 € card payment that returns to this page with its outcome. */
export function TestPaymentCard({ adminId }: { adminId: number }) {
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
    const page = `${window.location.origin}/admin-maxpay-test`;
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
        error instanceof ApiRequestError ? cardMessages.providerError(error.serverMessage) : cardMessages.creationFailed,
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
    <Card>
      <CardHeader>
        <CardTitle>Testzahlung</CardTitle>
        <CardDescription>
          Eine einmalige Zahlung über 0,01 € prüft die Verbindung zum Kreditkartenanbieter und kommt danach hierher
          zurück.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button
          onClick={() => void start()}
          disabled={busy}
          className="h-auto! min-h-10 w-full py-2 text-center whitespace-normal! sm:w-auto"
        >
          {busy ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" /> : null}
          {busy ? "Zahlung wird vorbereitet..." : "Testzahlung über 0,01 € starten"}
        </Button>
      </CardFooter>
    </Card>
  );
}

import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { storeCardSession } from "../../../components/payments/pending-payment-storage.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { createTestPayment } from "../api/create-test-payment.ts";

// Spec section 9: the test payment is 0.01 EUR.
const TEST_AMOUNT_EUR = 0.01;

/** Starts a real 0,01 € card payment that returns to this page with its outcome. */
export function TestPaymentCard({ adminId }: { adminId: number }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    const page = `${window.location.origin}/admin-maxpay-test`;
    try {
      const session = await createTestPayment({
        amount: TEST_AMOUNT_EUR,
        currency: "EUR",
        userId: adminId,
        returnUrl: `${page}?result=success`,
        cancelUrl: `${page}?result=cancel`,
      });
      if (!session?.paymentUrl) throw new Error("Keine Zahlungs-URL erhalten.");
      if (!session.sessionData) throw new Error("Keine Zahlungsdaten zurückgegeben");
      storeCardSession({
        paymentUrl: session.paymentUrl,
        sessionData: session.sessionData,
        sandboxUrl: session.sandboxUrl ?? null,
        orderReference: session.orderReference ?? "",
      });
      void navigate("/maxpay-redirect");
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : "Fehler bei der Zahlungsverarbeitung";
      toast({
        title: error instanceof ApiRequestError ? "Zahlungsfehler" : "Fehler bei der Zahlungserstellung",
        description: message,
        variant: "destructive",
      });
      setBusy(false);
    }
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

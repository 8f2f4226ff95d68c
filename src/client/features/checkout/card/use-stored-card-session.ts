import { useEffect, useState } from "react";
import type { CardPaymentSession } from "../../../../shared/schemas/card-payments.ts";
import { readCardSession } from "../pending-payment-storage.ts";
import { useNavigate } from "../../../lib/navigation.tsx";
import { toast } from "../../../lib/toast.ts";

// Without payment data the page goes home after 2 s.
const HOME_DELAY_MS = 2000;

/** The session the card button stored; without one a toast, then home. */
export function useStoredCardSession(): CardPaymentSession | null {
  const navigate = useNavigate();
  const [session] = useState(readCardSession);

  useEffect(() => {
    if (session) return;
    toast({
      title: "Keine Zahlungsdaten",
      description: "Es wurden keine Zahlungsinformationen gefunden. Sie werden zur Startseite weitergeleitet.",
      variant: "destructive",
    });
    const timer = window.setTimeout(() => void navigate("/"), HOME_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [session, navigate]);

  return session;
}

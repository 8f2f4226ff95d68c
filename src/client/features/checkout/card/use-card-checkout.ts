import { useCallback, useEffect, useRef, useState } from "react";
import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useNavigate } from "../../../lib/navigation.tsx";
import { toast } from "../../../lib/toast.ts";
import { createCardPayment } from "../api/create-card-payment.ts";
import { getCardEnabled } from "../api/get-card-enabled.ts";
import { cardMessages, paypalMessages } from "../payment-messages.ts";
import { storeCardSession, storePendingCardSubscription } from "../pending-payment-storage.ts";
import { cardPaymentRequest } from "../subscription-requests.ts";

// The card redirect page follows after 500 ms.
const REDIRECT_DELAY_MS = 500;

type CardStep = { ok: true } | { ok: false; message: Parameters<typeof toast>[0] };

async function prepareCardPayment(userId: number): Promise<CardStep> {
  const { enabled } = await getCardEnabled();
  if (!enabled) return { ok: false, message: cardMessages.disabled };
  let session;
  try {
    session = await createCardPayment(cardPaymentRequest(userId));
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return { ok: false, message: cardMessages.providerError(error.serverMessage) };
    }
    throw error;
  }
  if (!session?.paymentUrl) return { ok: false, message: cardMessages.noPaymentUrl };
  if (!session.sessionData || Object.keys(session.sessionData).length === 0) {
    return { ok: false, message: cardMessages.noSessionData };
  }
  storeCardSession({
    paymentUrl: session.paymentUrl,
    sessionData: session.sessionData,
    sandboxUrl: session.sandboxUrl ?? null,
    orderReference: session.orderReference ?? "",
  });
  if (session.orderReference) {
    storePendingCardSubscription({
      orderReference: session.orderReference,
      planId: premiumPlan.id,
      timestamp: new Date().toISOString(),
    });
  }
  return { ok: true };
}

/**
 * The card payment button: check that card payments are on, create the session,
 * store it, then continue on /maxpay-redirect, which posts it to the payment page.
 */
export function useCardCheckout({ userId, onLeave }: { userId: number | null; onLeave?: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = useCallback(async () => {
    if (inFlight.current) return;
    if (userId === null) {
      toast(paypalMessages.notSignedIn);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    let step: CardStep;
    try {
      step = await prepareCardPayment(userId);
    } catch (error) {
      console.warn("Card payment not created", error);
      step = { ok: false, message: cardMessages.creationFailed };
    }
    if (!step.ok) {
      toast(step.message);
      inFlight.current = false;
      setBusy(false);
      return;
    }
    // The button keeps its busy label until the page changes.
    timer.current = window.setTimeout(() => {
      onLeave?.();
      void navigate("/maxpay-redirect");
    }, REDIRECT_DELAY_MS);
  }, [userId, onLeave, navigate]);

  return { busy, start };
}

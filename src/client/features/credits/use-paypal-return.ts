import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useNavigate } from "../../lib/navigation.tsx";
import { toast } from "../../lib/toast.ts";
import { creditToasts } from "./credit-toasts.ts";
import type { CreditPayment } from "./use-credit-payment.ts";

// An order is processed once per page load even though React runs effects twice in
// development and the address is only reset once processing is over.
const handledTokens = new Set<string>();

/**
 * PayPal's return addresses: /credits?paypal_return=true&token=…&PayerID=… processes the
 * approved order, /credits?paypal_cancel=true says it was cancelled. Afterwards the address is
 * plain /credits again, so a reload does not repeat either.
 */
export function usePaypalReturn(process: CreditPayment["process"]): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returned = params.has("paypal_return");
  const cancelled = params.has("paypal_cancel");
  const token = params.get("token") ?? "";
  const payerId = params.get("PayerID");
  // Whoever left /credits while the payment was processed is not pulled back to it.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!returned && !cancelled) return;
    const reset = () => void navigate("/credits", { replace: true });
    if (cancelled || !token) {
      if (cancelled) toast(creditToasts.cancelled);
      else toast(creditToasts.processingFailed(null));
      reset();
      return;
    }
    if (handledTokens.has(token)) return;
    handledTokens.add(token);
    void process(payerId ? { token, PayerID: payerId } : { token }).finally(() => {
      if (mounted.current) reset();
    });
  }, [returned, cancelled, token, payerId, process, navigate]);
}

import { createContext, useContext, type ReactNode } from "react";

/**
 * What the signup needs from the payment step once the account exists. The signup does not
 * know how a membership is paid: the page provides the checkout's payment choices through
 * `PaymentStepProvider`, so the two features stay apart and the forms in between never see it.
 */
export interface PaymentStepProps {
  userId: number | null;
  /** Whose wording the payment's messages use: the registration's or the checkout's. */
  context: "signup" | "checkout";
  /** Paid and recorded. */
  onPaid(): void;
  /** Cancelled or failed: the form goes back to its submit state. */
  onAbort?(): void;
  /** The card payment continues on another page (an overlay closes first). */
  onLeave?(): void;
}

export type RenderPayment = (props: PaymentStepProps) => ReactNode;

const PaymentStepContext = createContext<RenderPayment | null>(null);

/** Gives every registration below it its payment step. */
export function PaymentStepProvider({ render, children }: { render: RenderPayment; children: ReactNode }) {
  return <PaymentStepContext.Provider value={render}>{children}</PaymentStepContext.Provider>;
}

/** The payment step the page provided. */
export function PaymentStep(props: PaymentStepProps) {
  const render = useContext(PaymentStepContext);
  if (!render) throw new Error("PaymentStep must be used within a PaymentStepProvider");
  return render(props);
}

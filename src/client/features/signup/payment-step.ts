import type { ReactNode } from "react";

/**
 * What the signup needs from the payment step once the account exists. The signup does not
 * know how a membership is paid: the page passes the checkout's payment choices in through
 * `renderPayment`, so the two features stay apart.
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

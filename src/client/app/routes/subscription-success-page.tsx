import { usePageTitle } from "../../lib/use-page-title.ts";
import { useActivation } from "../../features/checkout/activation/use-activation.ts";
import { FailureView } from "../../features/checkout/components/failure-view.tsx";
import { PendingView } from "../../features/checkout/components/pending-view.tsx";
import { SuccessView } from "../../features/checkout/components/success-view.tsx";

/** /subscription/success: where PayPal and the card payment page send the buyer back. */
export default function SubscriptionSuccessPage() {
  usePageTitle("Mitgliedschaft aktivieren");
  const state = useActivation();
  switch (state.phase) {
    case "recording":
    case "confirming":
      return <PendingView confirmingCard={state.phase === "confirming"} />;
    case "done":
      return <SuccessView signedIn={state.signedIn} next={state.next} />;
    case "failed":
      return <FailureView reason={state.reason} />;
  }
}

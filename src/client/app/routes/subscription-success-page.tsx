import { usePageTitle } from "../../lib/use-page-title.ts";
import { FailureView } from "../../features/subscription-result/components/failure-view.tsx";
import { PendingView } from "../../features/subscription-result/components/pending-view.tsx";
import { SuccessView } from "../../features/subscription-result/components/success-view.tsx";
import { useActivation } from "../../features/subscription-result/use-activation.ts";

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

import { CallGuide } from "../../features/consultants/components/call-guide.tsx";
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
      // A member who stays here reads how to call on the page, not only in the toast; the
      // registration flow moves on to /berater, which shows the same guidance above the grid.
      return (
        <>
          <SuccessView signedIn={state.signedIn} next={state.next} orderNumber={state.orderNumber} />
          {state.signedIn && state.next === null ? (
            <div className="mx-auto w-full max-w-xl px-4 pb-12 sm:px-6">
              <CallGuide />
            </div>
          ) : null}
        </>
      );
    case "failed":
      return <FailureView reason={state.reason} />;
  }
}

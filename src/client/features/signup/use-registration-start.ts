import { useEffect, useState } from "react";
import { premiumPlan } from "../../../shared/domain/plan.ts";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { useRegistrationFlow } from "../../lib/registration-flow.tsx";
import { readStorage, storageKeys } from "../../lib/storage-keys.ts";
import { removeBlockingOverlays } from "./remove-blocking-overlays.ts";

// Premium is the only plan, so a stored choice from /subscribe can only confirm it; it is
// shown so that visitors coming from the plan choice see it carried over.
function hasSelectedPremium(): boolean {
  return (readStorage(storageKeys.selectedPlan) ?? premiumPlan.id) === premiumPlan.id;
}

/**
 * What /register does on arrival: a guest starts the registration flow, leftovers of a broken
 * payment are cleared, and one tick later the form and the carried-over plan choice appear.
 */
export function useRegistrationStart(): { ready: boolean; planSelected: boolean } {
  const { user } = useAuth();
  const { start } = useRegistrationFlow();
  const [ready, setReady] = useState(false);
  const [planSelected, setPlanSelected] = useState(false);

  // A registration starts for guests only; a logged-in visitor pays for their own account.
  useEffect(() => {
    if (user === null) start();
  }, [user, start]);

  useEffect(() => {
    removeBlockingOverlays();
    // One tick later, so that the flow state and the cleaned page are in place first.
    const timer = window.setTimeout(() => {
      setPlanSelected(hasSelectedPremium());
      setReady(true);
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);

  return { ready, planSelected };
}

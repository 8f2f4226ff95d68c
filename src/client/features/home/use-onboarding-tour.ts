import { useCallback, useEffect, useState } from "react";
import { readStorage, storageKeys, writeStorage } from "../../lib/storage-keys.ts";
import { stepsWithTargets, TOUR_DELAY_MS, tourSteps, tourTargetSelector, type TourStep } from "./onboarding-steps.ts";

/**
 * Opens the tour once the page content is on screen and the delay has passed, unless it was
 * seen before. Which steps show is decided at that moment, from the elements that exist then.
 */
export function useOnboardingTour(contentReady: boolean) {
  const [steps, setSteps] = useState<TourStep[] | null>(null);

  useEffect(() => {
    if (!contentReady || readStorage(storageKeys.onboardingTourSeen) !== null) return;
    const timer = window.setTimeout(() => {
      const available = stepsWithTargets(tourSteps, (target) => document.querySelector(tourTargetSelector(target)) !== null);
      // Nothing to point at means nothing was shown, so the tour stays unseen.
      if (available.length > 0) setSteps(available);
    }, TOUR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [contentReady]);

  const finish = useCallback(() => {
    writeStorage(storageKeys.onboardingTourSeen, "true");
    setSteps(null);
  }, []);

  return { steps, finish };
}

import { useCallback, useEffect, useState } from "react";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { useCookieConsent, useCookieSettingsOpen } from "../../lib/consent.ts";
import { useSiteConfig } from "../../lib/site-config.ts";
import { readStorage, storageKeys, writeStorage } from "../../lib/storage-keys.ts";
import { stepsWithTargets, TOUR_DELAY_MS, tourSteps, tourTargetSelector, type TourStep } from "./onboarding-steps.ts";

/** True while the cookie panel is (or may still be) up; it follows the same rule as the panel itself. */
function useConsentPanelOpen(): boolean {
  const { data: config, isPending } = useSiteConfig();
  const consent = useCookieConsent();
  const settingsOpen = useCookieSettingsOpen();
  if (isPending) return true;
  const hasTracking = Boolean(config?.tracking.gaMeasurementId || config?.tracking.adsConversionId);
  return settingsOpen || (hasTracking && consent === null);
}

/**
 * Opens the tour 2 s after the page content is on screen, unless it was seen before. A
 * first-time visitor also gets the cookie panel at the foot of the page; the tour would sit on
 * top of it, so its delay starts only once that choice is made. Which steps show is decided
 * when the tour opens, from the target elements that exist then; those depend on who reads the
 * page (a member has no "Mitglied werden" to point at), so the delay also waits for the session
 * check. `onScheduled` is called when the delay starts (the page loads the tour's code then).
 */
export function useOnboardingTour(contentReady: boolean, onScheduled?: () => void) {
  const consentPanelOpen = useConsentPanelOpen();
  const sessionKnown = useAuth().user !== undefined;
  const [steps, setSteps] = useState<TourStep[] | null>(null);

  useEffect(() => {
    if (!contentReady || !sessionKnown || consentPanelOpen) return;
    if (readStorage(storageKeys.onboardingTourSeen) !== null) return;
    onScheduled?.();
    const timer = window.setTimeout(() => {
      const available = stepsWithTargets(
        tourSteps,
        (target) => document.querySelector(tourTargetSelector(target)) !== null,
      );
      // Nothing to point at means nothing was shown, so the tour stays unseen.
      if (available.length > 0) setSteps(available);
    }, TOUR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [contentReady, sessionKnown, consentPanelOpen, onScheduled]);

  const finish = useCallback(() => {
    writeStorage(storageKeys.onboardingTourSeen, "true");
    setSteps(null);
  }, []);

  return { steps, finish };
}

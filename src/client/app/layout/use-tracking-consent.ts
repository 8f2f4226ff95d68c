import { useEffect } from "react";
import { applyTrackingConsent } from "../../lib/analytics.ts";
import { useCookieConsent } from "../../lib/consent.ts";
import { useSiteConfig } from "../../lib/site-config.ts";

/** Keeps the Google tags in line with the stored consent and the configured ids. */
export function useTrackingConsent(): void {
  const { data: config } = useSiteConfig();
  const consent = useCookieConsent();
  const gaMeasurementId = config?.tracking.gaMeasurementId ?? null;
  const adsConversionId = config?.tracking.adsConversionId ?? null;

  useEffect(() => {
    applyTrackingConsent({ gaMeasurementId, adsConversionId }, consent);
  }, [gaMeasurementId, adsConversionId, consent]);
}

import { lazy, Suspense } from "react";
import type { PaymentStepProps } from "../features/signup/payment-step.tsx";

// Parts of the public pages a visitor does not need for the first paint: the registration
// (its form, validation and dialog), the checkout and the home page's tour. They load when first shown, so that they
// stay out of a visitor's first load (scripts/check-budgets.ts).

export const LazyRegistrationSection = lazy(() =>
  import("../features/signup/components/registration-section.tsx").then((m) => ({ default: m.RegistrationSection })),
);

export const LazyRegistrationOverlay = lazy(() =>
  import("../features/signup/components/registration-overlay.tsx").then((m) => ({ default: m.RegistrationOverlay })),
);

/** The home page's tour; loaded ahead while its 2 s run (home-page.tsx), so it opens on time. */
export const loadOnboardingTour = () => import("../features/home/components/onboarding-tour.tsx");

export const LazyOnboardingTour = lazy(() => loadOnboardingTour().then((m) => ({ default: m.OnboardingTour })));

const LazyPaymentChoices = lazy(() =>
  import("../features/checkout/components/payment-choices.tsx").then((m) => ({ default: m.PaymentChoices })),
);

/** The checkout's payment choices as a signup's payment step, loaded once an account exists. */
export function renderLazyPaymentChoices(props: PaymentStepProps) {
  return (
    <Suspense fallback={null}>
      <LazyPaymentChoices {...props} />
    </Suspense>
  );
}

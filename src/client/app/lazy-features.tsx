import { createElement, lazy, Suspense, type ComponentType } from "react";
import type { PaymentStepProps } from "../features/signup/payment-step.tsx";

// Parts of the public pages a visitor does not need for the first paint: the registration
// (its form, validation and dialog), the checkout, the home page's tour and its call guide for members. They load when first shown, so that they
// stay out of a visitor's first load (scripts/check-budgets.ts).

// The registration comes with its payment step: the checkout's payment choices, loaded once an
// account exists. The provider loads with the registration, not with the page.
const loadPaymentStep = () => import("../features/signup/payment-step.tsx");

/** A lazily loaded registration that brings its own payment step. */
function withPaymentStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([load(), loadPaymentStep()]).then(([Registration, { PaymentStepProvider }]) => ({
      default: (props: P) => (
        <PaymentStepProvider render={renderLazyPaymentChoices}>
          {createElement(Registration, props)}
        </PaymentStepProvider>
      ),
    })),
  );
}

export const LazyRegistrationSection = withPaymentStep(() =>
  import("../features/signup/components/registration-section.tsx").then((m) => m.RegistrationSection),
);

export const LazyRegistrationOverlay = withPaymentStep(() =>
  import("../features/signup/components/registration-overlay.tsx").then((m) => m.RegistrationOverlay),
);

/** The home page's tour; loaded ahead while its 2 s run (home-page.tsx), so it opens on time. */
export const loadOnboardingTour = () => import("../features/home/components/onboarding-tour.tsx");

export const LazyOnboardingTour = lazy(() => loadOnboardingTour().then((m) => ({ default: m.OnboardingTour })));

const LazyPaymentChoices = lazy(() =>
  import("../features/checkout/components/payment-choices.tsx").then((m) => ({ default: m.PaymentChoices })),
);

function renderLazyPaymentChoices(props: PaymentStepProps) {
  return (
    <Suspense fallback={null}>
      <LazyPaymentChoices {...props} />
    </Suspense>
  );
}

/** The home page's call guide: only members see it, at the foot of the page. */
export const LazyCallGuide = lazy(() =>
  import("../features/consultants/components/call-guide.tsx").then((m) => ({ default: m.CallGuide })),
);

import { useEffect, useState } from "react";
import { useConsultants } from "../../features/consultants/api/get-consultants.ts";
import { PaymentChoices } from "../../features/checkout/components/payment-choices.tsx";
import { ConsultantGrid } from "../../features/consultants/components/consultant-grid.tsx";
import { RegistrationSection } from "../../features/signup/components/registration-section.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { BenefitsSection } from "../../features/home/components/benefits-section.tsx";
import { ConsultantsSection } from "../../features/home/components/consultants-section.tsx";
import { FaqSection } from "../../features/home/components/faq-section.tsx";
import { HomeHero } from "../../features/home/components/home-hero.tsx";
import { HomeSkeleton } from "../../features/home/components/home-skeleton.tsx";
import { HowItWorks } from "../../features/home/components/how-it-works.tsx";
import { OnboardingTour } from "../../features/home/components/onboarding-tour.tsx";
import { TestimonialsSection } from "../../features/home/components/testimonials-section.tsx";
import { useOnboardingTour } from "../../features/home/use-onboarding-tour.ts";

// Spec section 9: the skeleton stays for 800 ms before the page appears.
const SKELETON_MS = 800;

function useSkeletonDelay(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), SKELETON_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}

export default function HomePage() {
  usePageTitle("Astrologie, Tarot und Hellsehen am Telefon");
  const ready = useSkeletonDelay();
  // Asked for during the skeleton already, so the grid usually has its cards when it appears.
  useConsultants();
  const tour = useOnboardingTour(ready);

  if (!ready) return <HomeSkeleton />;
  return (
    <>
      <HomeHero />
      <HowItWorks />
      <ConsultantsSection>
        <ConsultantGrid />
      </ConsultantsSection>
      <BenefitsSection />
      <TestimonialsSection />
      <FaqSection />
      <RegistrationSection variant="inline" renderPayment={(props) => <PaymentChoices {...props} />} />
      {tour.steps ? <OnboardingTour steps={tour.steps} onDone={tour.finish} /> : null}
    </>
  );
}

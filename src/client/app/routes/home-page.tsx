import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { consultantsQueryOptions } from "../../features/consultants/api/get-consultants.ts";
import { ConsultantGrid } from "../../features/consultants/components/consultant-grid.tsx";
import { BenefitsSection } from "../../features/home/components/benefits-section.tsx";
import { ConsultantsSection } from "../../features/home/components/consultants-section.tsx";
import { FaqSection } from "../../features/home/components/faq-section.tsx";
import { HomeHero } from "../../features/home/components/home-hero.tsx";
import { HomeSkeleton } from "../../features/home/components/home-skeleton.tsx";
import { HowItWorks } from "../../features/home/components/how-it-works.tsx";
import { TestimonialsSection } from "../../features/home/components/testimonials-section.tsx";
import { useOnboardingTour } from "../../features/home/use-onboarding-tour.ts";
import { useSkeletonDelay } from "../../features/home/use-skeleton-delay.ts";
import { LazyCallGuide, LazyOnboardingTour, LazyRegistrationSection, loadOnboardingTour } from "../lazy-features.tsx";

/**
 * What the home page shows once the skeleton is gone. Its own component, so that the
 * server-rendering test can render it as well as the skeleton of the first render.
 */
export function HomeSections() {
  const { user } = useAuth();
  // Members have nothing left to sign up for; the way to call comes first for them.
  const isMember = user?.hasActiveSubscription === true;
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
      {isMember ? (
        <section id="so-rufen-sie-an" className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6">
          <Suspense fallback={null}>
            <LazyCallGuide />
          </Suspense>
        </section>
      ) : null}
      {/* For a member it holds no form: who is logged in, and the way to log out for another account. */}
      <Suspense fallback={null}>
        <LazyRegistrationSection variant="inline" callGuideShown={isMember} />
      </Suspense>
    </>
  );
}

/**
 * Asks for the consultants during the skeleton already, so that the grid usually has its cards
 * when it appears. Only asked for: the page does not subscribe to the list (the grid does), so
 * its arrival and every later change redraw the grid, not the whole page.
 */
function usePrefetchConsultants(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(consultantsQueryOptions);
  }, [queryClient]);
}

function preloadTour(): void {
  void loadOnboardingTour();
}

export default function HomePage() {
  usePageTitle("Astrologie, Tarot und Hellsehen am Telefon");
  const ready = useSkeletonDelay();
  usePrefetchConsultants();
  const tour = useOnboardingTour(ready, preloadTour);

  if (!ready) return <HomeSkeleton />;
  return (
    <>
      <HomeSections />
      {tour.steps ? (
        <Suspense fallback={null}>
          <LazyOnboardingTour steps={tour.steps} onDone={tour.finish} />
        </Suspense>
      ) : null}
    </>
  );
}

import { RegistrationSection } from "../../components/registration/registration-section.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { BenefitsSection } from "./components/benefits-section.tsx";
import { ConsultantsTeaser } from "./components/consultants-teaser.tsx";
import { HomeHero } from "./components/home-hero.tsx";
import { HowItWorks } from "./components/how-it-works.tsx";

export default function HomePage() {
  usePageTitle("Astrologie, Tarot und Hellsehen am Telefon");

  return (
    <>
      <HomeHero />
      <HowItWorks />
      <ConsultantsTeaser />
      <BenefitsSection />
      <RegistrationSection variant="inline" />
    </>
  );
}

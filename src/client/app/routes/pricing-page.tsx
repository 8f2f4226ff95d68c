import { Button } from "../../components/ui/button.tsx";
import { PaymentMethodsSection } from "../../components/ui/payment-marks.tsx";
import { usePaymentMethods } from "../../lib/payment-methods.ts";
import { Link } from "../../lib/navigation.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { CallFeesCard, MembershipCard } from "../../features/pricing/components/pricing-cards.tsx";
import { PricingFaq } from "../../features/pricing/components/pricing-faq.tsx";

export default function PricingPage() {
  usePageTitle("Preise");
  const paymentMethods = usePaymentMethods();

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Preise</h1>
      <p className="mt-3 max-w-prose text-muted-foreground">
        Transparente Preise ohne versteckte Kosten: die Mitgliedschaft und die Gebühren für Ihre Anrufe im Überblick.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <MembershipCard />
        <CallFeesCard />
      </div>
      <PaymentMethodsSection
        methods={paymentMethods}
        headingId="pricing-payment-heading"
        className="mt-8 flex flex-wrap items-center gap-3"
        headingClassName="text-sm font-semibold"
      />
      <PricingFaq />
      <div className="mt-10 flex justify-center">
        <Button asChild variant="outline">
          <Link to="/contact">Noch Fragen? Kontaktieren Sie uns</Link>
        </Button>
      </div>
    </div>
  );
}

import { Check } from "lucide-react";
import { premiumPlan } from "../../../../shared/domain/plan.ts";
import { memberMinuteText, minimumTermText, premiumMinuteText, trialAndWeeklyText } from "../plan-texts.ts";

const benefits = premiumPlan.features;

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="benefits-title" className="text-3xl font-semibold tracking-tight">
        Ihre Vorteile als Mitglied
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Check className="size-4" aria-hidden="true" />
            </span>
            <span className="pt-0.5 font-medium">{benefit}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted-foreground">
        {trialAndWeeklyText}, {minimumTermText}. Anrufe: {memberMinuteText} für Mitglieder statt {premiumMinuteText},
        aus allen deutschen Netzen, inkl. MwSt., ab 18, sekundengenaue Abrechnung über die Telefonrechnung.
      </p>
    </section>
  );
}

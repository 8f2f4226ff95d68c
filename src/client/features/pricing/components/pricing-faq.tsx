import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../../../lib/navigation.tsx";
import { withoutMembershipAnswer } from "../../../../shared/domain/call-guide.ts";
import {
  cancellationTermText,
  memberMinuteText,
  minimumTermText,
  trialAndWeeklyText,
} from "../../../../shared/domain/membership-texts.ts";

const linkClass =
  "font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm";

// Weekly, not monthly: the plan bills 4,99 € per week, so the FAQ must say the same.
const faqItems: { question: string; answer: ReactNode }[] = [
  {
    question: "Wie funktioniert die Premium-Mitgliedschaft?",
    answer: `Die Mitgliedschaft kostet ${trialAndWeeklyText}, ${minimumTermText}. Als Mitglied rufen Sie alle Berater über die Mitgliedernummer zum reduzierten Minutenpreis von ${memberMinuteText} an.`,
  },
  {
    question: "Wie werden die Anrufkosten berechnet?",
    answer:
      "Gespräche werden sekundengenau abgerechnet und separat über Ihre Telefonrechnung bezahlt, nicht über den Mitgliedsbeitrag. Vor Beginn der Abrechnung hören Sie eine kostenlose Preisansage.",
  },
  {
    question: "Wie kann ich meine Mitgliedschaft kündigen?",
    answer: (
      <>
        Jederzeit über{" "}
        <Link to="/kuendigen" className={linkClass}>
          Verträge hier kündigen
        </Link>{" "}
        (ohne Anmeldung), per E-Mail oder in Ihrem Profil. {cancellationTermText} Bis dahin behalten Sie vollen Zugang.
      </>
    ),
  },
  {
    question: "Kann ich auch ohne Mitgliedschaft anrufen?",
    answer: withoutMembershipAnswer,
  },
  {
    question: "Was sind Cosmos Credits?",
    answer: (
      <>
        Ein Guthaben für persönliche Beratungen: 1 Credit entspricht 1 Cent, und Credits verfallen nicht. Sie kaufen auf
        der Seite{" "}
        <Link to="/credits" className={linkClass}>
          Credits
        </Link>{" "}
        eines von fünf Paketen einmalig per PayPal, ohne Mitgliedschaft: 1.000 Credits für 10&nbsp;€, 2.500 + 100
        Bonus-Credits für 25&nbsp;€, 5.000 + 500 für 50&nbsp;€, 10.000 + 1.500 für 100&nbsp;€ oder 20.000 + 4.000 für
        200&nbsp;€. Mit Credits rufen Sie die Credit-Line an, eine Rufnummer zum normalen Tarif (keine 0900-Nummer), und
        wählen die Durchwahl Ihrer Beraterin oder Ihres Beraters. Abgerechnet wird jede angefangene Sekunde zu deren
        Preis in Credits pro Minute; für die Verbindung selbst zahlen Sie nur den üblichen Tarif Ihres Telefonanbieters.
      </>
    ),
  },
  {
    question: "Fallen weitere Kosten an?",
    answer:
      "Nein. Es gibt nur den Mitgliedsbeitrag und die Minutenpreise der Anrufe. Cosmos Credits für persönliche Beratungen sind freiwillig und werden nur berechnet, wenn Sie sie ausdrücklich kaufen; für Anrufe auf der Credit-Line berechnet Ihr Telefonanbieter nur seinen üblichen Tarif.",
  },
];

/** The pricing questions, each opening on its own. */
export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-heading" className="mt-14">
      <h2 id="pricing-faq-heading" className="text-2xl font-bold tracking-tight">
        Häufige Fragen
      </h2>
      <div className="mt-6 divide-y divide-border rounded-lg border border-border">
        {faqItems.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-4 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <div className="px-4 pb-4 text-sm leading-6 text-muted-foreground">{item.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}

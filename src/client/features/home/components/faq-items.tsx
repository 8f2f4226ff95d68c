import type { ReactNode } from "react";
import { callPricesCents, formatEuro, premiumPlan } from "../../../../shared/domain/plan.ts";
import { withoutMembershipAnswer } from "../../../../shared/domain/call-guide.ts";
import { Link } from "../../../lib/navigation.tsx";
import {
  cancellationTermText,
  memberMinuteText,
  premiumMinuteText,
  recurringPriceText,
  trialPriceText,
} from "../plan-texts.ts";

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

// Older FAQ wording speaks of a monthly fee; the plan data bills weekly and wins
// (docs/decisions/0004 and 0005). Every amount comes from the plan data.
export const faqItems: readonly FaqItem[] = [
  {
    id: "membership",
    question: "Wie funktioniert die Mitgliedschaft?",
    answer: (
      <>
        <p>
          Die {premiumPlan.name}-Mitgliedschaft kostet {trialPriceText}, danach {recurringPriceText}. Die
          Mindestlaufzeit beträgt {premiumPlan.minimumCommitmentMonths} Monate nach dem Testmonat. Den Mitgliedsbeitrag
          zahlen Sie online, zum Beispiel mit PayPal.
        </p>
        <p className="mt-2">Als Mitglied erhalten Sie:</p>
        <ul className="mt-1 list-disc pl-5">
          {premiumPlan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: "costs",
    question: "Wie werden die Kosten berechnet?",
    answer: (
      <p>
        Anrufe kosten für Mitglieder {memberMinuteText}, ohne Mitgliedschaft {premiumMinuteText}, jeweils inkl. MwSt.
        aus allen deutschen Netzen. Abgerechnet wird sekundengenau und getrennt vom Mitgliedsbeitrag über Ihre
        Telefonrechnung: Ein Gespräch von 10 Minuten kostet Mitglieder also {formatEuro(callPricesCents.member * 10)}.
        Die Gesprächsdauer ist nicht begrenzt. Anrufe sind erst ab 18 Jahren erlaubt.
      </p>
    ),
  },
  {
    id: "cancel",
    question: "Wie kann ich meine Mitgliedschaft kündigen?",
    answer: (
      <p>
        Jederzeit, auch ohne Anmeldung über{" "}
        <Link to="/kuendigen" className={linkClass}>
          Verträge hier kündigen
        </Link>{" "}
        oder in Ihrem Profil. {cancellationTermText} Bis dahin behalten Sie alle Vorteile der Mitgliedschaft.
      </p>
    ),
  },
  {
    id: "without-membership",
    question: "Kann ich auch ohne Mitgliedschaft anrufen?",
    answer: <p>{withoutMembershipAnswer}</p>,
  },
  {
    id: "privacy",
    question: "Wie sicher sind meine Daten?",
    answer: (
      <p>
        Ihre Daten werden verschlüsselt übertragen. Ihr Passwort speichern wir nur als sicheren Hashwert, nie im
        Klartext. Zahlungsdaten geben Sie direkt beim Zahlungsanbieter ein (PayPal oder Kartenzahlung); Karten- und
        Kontodaten speichern wir nicht. Statistik- und Werbe-Cookies setzen wir nur mit Ihrer Einwilligung, die Sie
        jederzeit in den Cookie-Einstellungen im Fußbereich ändern können.
      </p>
    ),
  },
];

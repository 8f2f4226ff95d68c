import {
  ratingPeriodMonths,
  removalGroundLabels,
  removalGrounds,
  reviewWindowDays,
} from "../../../../shared/domain/reviews.ts";
import { Link } from "../../../lib/navigation.tsx";
import { LegalSection, legalLinkClass } from "./legal-section.tsx";

/**
 * How reviews are checked, as § 5b Abs. 3 UWG asks of whoever shows them: who may write one,
 * how the call behind it is verified, how the average is made and what is removed
 * (docs/decisions/0040-verified-reviews.md). The numbers come from the rules the server applies.
 */
export function ReviewRules() {
  return (
    <>
      <p className="mt-4 max-w-prose text-muted-foreground">
        Die Bewertungen unserer Beraterinnen und Berater stammen ausschließlich von Menschen, die mit ihnen telefoniert
        haben. Hier erklären wir, wie wir das sicherstellen.
      </p>
      <LegalSection id="wer-bewerten-kann" title="Wer bewerten kann">
        <p>
          Bewerten kann nur, wer mit der Beraterin oder dem Berater ein aufgezeichnetes Gespräch von mindestens 3
          Minuten über die Mitgliederlinie oder mit Cosmos Credits geführt hat. Die Bewertung ist bis {reviewWindowDays}{" "}
          Tage nach dem Anruf möglich, zu jedem Anruf genau eine.
        </p>
        <p>
          Anrufe über die Premium-Rufnummer erfolgen ohne Kundenkonto; wir wissen nicht, wer anruft. Diese Anrufe können
          deshalb nicht bewertet werden.
        </p>
      </LegalSection>
      <LegalSection id="pruefung" title="Wie wir prüfen">
        <p>
          Unser Telefonanbieter meldet uns jeden Anruf mit Dauer und Beraterin oder Berater. Wir ordnen ihn automatisch
          dem Kundenkonto zu, von dem aus angerufen wurde. Erst dann bietet Ihr Profil zu diesem Anruf „Bewerten“ an.
          Jede veröffentlichte Bewertung trägt deshalb den Hinweis „Verifizierter Anruf“ mit der Dauer des Gesprächs,
          zum Beispiel „Verifizierter Anruf · 14 Min.“.
        </p>
        <p>
          Angezeigt werden der Vorname und der erste Buchstabe des Nachnamens, etwa „Mia M.“, nie die Telefonnummer oder
          die E-Mail-Adresse.
        </p>
      </LegalSection>
      <LegalSection id="durchschnitt" title="Wie der Durchschnitt entsteht">
        <p>
          Der Durchschnitt zählt alle veröffentlichten Bewertungen der letzten {ratingPeriodMonths} Monate. Neben den
          Sternen nennen wir immer die Zahl der Bewertungen und diesen Zeitraum, zum Beispiel „4,6 aus 128 Bewertungen
          der letzten 12 Monate“. Ältere Bewertungen fallen aus dem Durchschnitt heraus.
        </p>
      </LegalSection>
      <LegalSection id="veroeffentlichung" title="Was veröffentlicht wird">
        <p>
          Wir veröffentlichen alle Bewertungen, positive wie negative, sofort und ohne sie vorher von Hand zu prüfen.
          Automatisch prüfen wir vorher nur, ob eine Bewertung Telefonnummern, E-Mail- oder Internetadressen enthält;
          diese sind in Bewertungen nicht erlaubt. Eine Bewertung wird nie entfernt, weil sie schlecht ausfällt oder
          Kritik übt.
        </p>
        <p>Für Bewertungen gibt es keine Belohnungen, Gutscheine oder Rabatte, weder für gute noch für schlechte.</p>
        <p>
          Wer eine Bewertung geschrieben hat, kann sie innerhalb von {reviewWindowDays} Tagen nach dem Anruf ändern und
          jederzeit löschen; geänderte Bewertungen sind als „(bearbeitet)“ gekennzeichnet. Wir selbst können weder die
          Sterne noch den Text einer Bewertung ändern.
        </p>
      </LegalSection>
      <LegalSection id="melden" title="Bewertungen melden">
        <p>
          Jede Person kann eine Bewertung über „Bewertung melden“ melden, auch ohne Kundenkonto. Über die Meldung
          entscheidet ein Mensch. Die meldende Person, sofern sie eine E-Mail-Adresse angegeben hat, und die Verfasserin
          oder der Verfasser der Bewertung erhalten die Entscheidung mit ihrer Begründung.
        </p>
        <p>Entfernt wird eine Bewertung nur aus einem dieser Gründe:</p>
        <ul className="list-disc space-y-1 pl-6">
          {removalGrounds.map((ground) => (
            <li key={ground}>{removalGroundLabels[ground]}</li>
          ))}
        </ul>
        <p>Eine entfernte Bewertung zählt ab sofort nicht mehr zum Durchschnitt.</p>
        <p>
          Gegen eine Entscheidung können Sie über das{" "}
          <Link to="/contact" className={legalLinkClass}>
            Kontaktformular
          </Link>{" "}
          Einwände erheben; der Rechtsweg bleibt offen. Die verbindlichen Regeln stehen in{" "}
          <Link to="/agb#bewertungen" className={legalLinkClass}>
            § 8 unserer AGB
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection id="erfahrungsberichte" title="Erfahrungsberichte auf der Startseite">
        <p>
          Die Erfahrungsberichte auf der Startseite sind beispielhafte Darstellungen. Sie stammen nicht aus der
          geprüften Bewertung nach einem Anruf und fließen in keinen Durchschnitt ein.
        </p>
        <p>
          Die geprüften Bewertungen finden Sie bei jeder Beraterin und jedem Berater unter{" "}
          <Link to="/berater" className={legalLinkClass}>
            Unsere Berater
          </Link>
          .
        </p>
      </LegalSection>
    </>
  );
}

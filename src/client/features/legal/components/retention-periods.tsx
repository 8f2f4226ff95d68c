import { LegalSection } from "./legal-section.tsx";

// How long what is kept: the same periods the account deletion applies (a deleted account
// keeps exactly the records below with the 8- and 6-year periods, restricted, and nothing else).
// Each period runs from the end of the calendar year in which the record arose.
const afterYearEnd = "ab dem Ende des Kalenderjahres, in dem sie entstanden sind";

export const retention = {
  account:
    "Solange Ihr Konto besteht; wenn Sie Ihr Konto löschen, werden diese Daten gelöscht oder anonymisiert, soweit keine der unten genannten Aufbewahrungspflichten greift.",
  bookings: `8 Jahre ${afterYearEnd} (Buchungsbelege: § 147 Abs. 1 Nr. 4, Abs. 3 AO; § 257 Abs. 1 Nr. 4, Abs. 4 HGB; § 14b UStG), auch nach einer Kontolöschung, dann gesperrt.`,
  calls: `Die Angaben hinter Ihrer Monatsübersicht und den Credit-Abbuchungen (Datum, Uhrzeit, Leitung, Beraterin oder Berater, Dauer, Preis, Betrag) 8 Jahre ${afterYearEnd} (§ 147 Abs. 1 Nr. 4, Abs. 3 AO; § 257 Abs. 1 Nr. 4, Abs. 4 HGB), auch nach einer Kontolöschung, dann gesperrt und ohne Ihre Rufnummer. Die anrufende Rufnummer löschen wir mit Ihrem Konto.`,
  declarations: `6 Jahre ${afterYearEnd} (Handelsbriefe: § 257 Abs. 1 Nr. 2 und 3, Abs. 4 HGB; § 147 Abs. 1 Nr. 2 und 3 AO), auch nach einer Kontolöschung, dann gesperrt.`,
  contact:
    "3 Jahre (regelmäßige Verjährungsfrist, § 195 BGB); wenn Sie Ihr Konto löschen, löschen wir auch Ihre Nachrichten.",
  reviews:
    "Bewertungen, bis Sie sie oder Ihr Konto löschen. Entscheidungen über Meldungen, die entschiedenen Meldungen und eine deshalb entfernte Bewertung 3 Jahre ab dem Ende des Kalenderjahres der Entscheidung (regelmäßige Verjährungsfrist, § 195 BGB); offene Meldungen, bis sie entschieden sind. Löschen Sie Ihr Konto, löschen wir Ihre Bewertungen und Ihren Namen und Ihre E-Mail-Adresse in Ihren Meldungen.",
  carriedProtection:
    "Bis die Wartezeiten abgelaufen sind: eine Pause höchstens bis 24 Stunden nach der Kontolöschung, ein gesenktes Ausgabenlimit höchstens bis 7 Tage danach; dann löschen wir die Prüfwerte.",
  security:
    "Sitzungen 30 Tage nach ihrem Ende; das Protokoll der Verwaltung 3 Jahre. Wenn Sie Ihr Konto löschen, löschen wir Ihre Sitzungen, Zähler und Formularschlüssel sofort.",
} as const;

/** The retention periods at a glance, as the per-purpose entries name them. */
export function RetentionPeriods() {
  return (
    <LegalSection id="speicherdauer" title="Wie lange wir Daten speichern">
      <ul className="list-disc space-y-2 pl-6">
        <li>
          Zahlungen, Belege (auch über Erstattungen), Buchungen auf Ihrem Credit-Konto und Credit-Bestellungen:{" "}
          {retention.bookings}
        </li>
        <li>Anrufe: {retention.calls}</li>
        <li>Kündigungen, Widerrufe und Bestellbestätigungen: {retention.declarations}</li>
        <li>Kontaktanfragen: {retention.contact}</li>
        <li>Bewertungen und Meldungen: {retention.reviews}</li>
        <li>Anmeldungen und Sicherheit: {retention.security}</li>
        <li>
          Pause und gesenktes Ausgabenlimit nach einer Kontolöschung (nur als Prüfwerte von Rufnummer und
          E-Mail-Adresse): {retention.carriedProtection}
        </li>
        <li>
          Alles andere zu Ihrem Konto (Name, E-Mail-Adresse, Rufnummer, Geburtsdatum, Passwort, Einwilligungen,
          Ausgabenlimits und Pausen, Benachrichtigungen, Horoskop-Einstellungen, Favoriten, zweiter Faktor):{" "}
          {retention.account}
        </li>
      </ul>
      <p>
        Was wir nach einer Kontolöschung aufbewahren müssen, ist gesperrt: Es erscheint auf keiner Seite, in keiner
        Datenauskunft und in keiner Ansicht unserer Verwaltung mehr, nur in unserer Buchführung, und wird nach Ablauf
        der Frist gelöscht.
      </p>
    </LegalSection>
  );
}

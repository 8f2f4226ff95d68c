import type { ReactNode } from "react";
import { LegalSection } from "./legal-section.tsx";
import { retention } from "./retention-periods.tsx";

interface Purpose {
  id: string;
  title: string;
  data: ReactNode;
  why: ReactNode;
  basis: ReactNode;
  recipients: ReactNode;
  kept: ReactNode;
}

const processors = "unser Hosting-Dienstleister und unser E-Mail-Versanddienstleister als Auftragsverarbeiter";

// One entry per purpose (DSGVO Art. 13 Abs. 1 c, e and Abs. 2 a): what, why, on which legal
// basis, who receives it and how long it is kept. The periods are the ones the account
// deletion keeps (common to the whole portal; see the retention section of the statement).
const purposes: Purpose[] = [
  {
    id: "zweck-konto",
    title: "Ihr Konto",
    data: "Name, Mobilnummer, optional E-Mail-Adresse, Geburtsdatum, ein gehashtes Passwort, auf Wunsch ein zweiter Faktor.",
    why: (
      <>
        Ihr Konto zu führen, Sie anzumelden und Sie bei Anrufen auf der Mitgliedernummer als Mitglied zu erkennen. Das
        Geburtsdatum stellt sicher, dass nur Erwachsene unsere Beratungen nutzen, und schlägt Ihr Sternzeichen für die
        Monatshoroskope vor. Konten, die laut Geburtsdatum unter 18 sind, können nichts bestellen und nicht
        telefonieren; einen Ausweis verlangen wir nicht.
      </>
    ),
    basis: "Art. 6 Abs. 1 lit. b DSGVO (Vertrag); für das Geburtsdatum zusätzlich lit. f (Jugendschutz).",
    recipients: processors,
    kept: retention.account,
  },
  {
    id: "zweck-mitgliedschaft",
    title: "Mitgliedschaft und Zahlungen",
    data: "Beginn, Laufzeit, Zahlungseingänge, Erstattungen und die Kennungen des Zahlungsdienstleisters.",
    why: "Ihre Mitgliedschaft abzuschließen, abzurechnen, zu verlängern und zu beenden. Ihre Zahlungsdaten selbst (Konto, Karte) gibt Ihr Zahlungsdienstleister nicht an uns weiter.",
    basis: "Art. 6 Abs. 1 lit. b DSGVO (Vertrag) und lit. c (Aufbewahrungspflichten nach AO und HGB).",
    recipients: `PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg, oder Maxpay für Kreditkarten, je nachdem, womit Sie bezahlen; ${processors}.`,
    kept: retention.bookings,
  },
  {
    id: "zweck-credits",
    title: "Cosmos Credits",
    data: "Ihre Credit-Käufe, das Credit-Konto mit jeder Gutschrift und Abbuchung und Ihre Kundennummer für die Credit-Line.",
    why: "Credits zu verkaufen, Ihr Guthaben zu führen und Beratungen auf der Credit-Line davon abzubuchen.",
    basis: "Art. 6 Abs. 1 lit. b DSGVO (Vertrag) und lit. c (Aufbewahrungspflichten nach AO und HGB).",
    recipients: `PayPal oder Maxpay für die Zahlung; ${processors}.`,
    kept: retention.bookings,
  },
  {
    id: "zweck-telefonie",
    title: "Anrufe auf der Mitgliedernummer, der Nummer ohne Mitgliedschaft und der Credit-Line",
    data: "Anrufende Rufnummer, Leitung, Beraterin oder Berater, Beginn, Dauer, Preis, Betrag und, soweit übermittelt, wer das Gespräch beendet hat. Den Inhalt der Gespräche zeichnen wir nicht auf.",
    why: "Sie als Mitglied zu erkennen, die Beratung zu verbinden, Credits abzubuchen, Ihren Anrufverlauf und Ihre Monatsübersicht zu zeigen.",
    basis: "Art. 6 Abs. 1 lit. b DSGVO (Vertrag) und lit. c (Aufbewahrungspflichten nach AO und HGB).",
    recipients: `der Telefonanbieter, der unsere Rufnummern betreibt und uns die Verbindungsdaten meldet; ${processors}.`,
    kept: retention.calls,
  },
  {
    id: "zweck-ausgabenlimit",
    title: "Ausgabenlimit und Pausen",
    data: "Ihre Limits, deren Änderungen, Ihre Pausen, was Ihrem Limit angerechnet wird, und die Benachrichtigungen dazu.",
    why: "Anrufe und Käufe auf Ihren Wunsch zu begrenzen und Sie bei 80 % des Limits zu benachrichtigen.",
    basis: "Art. 6 Abs. 1 lit. b DSGVO (Vertrag).",
    recipients: processors,
    kept: retention.account,
  },
  {
    id: "zweck-schutz-nach-loeschung",
    title: "Pause und Ausgabenlimit nach einer Kontolöschung",
    data: "Prüfwerte Ihrer Mobilnummer und Ihrer E-Mail-Adresse (mit einem geheimen Schlüssel berechnet: Sie nennen weder Nummer noch Adresse, wir können nur eine neu angegebene damit vergleichen), dazu Ihre laufende Pause (Beginn, Dauer, Ende) und Ihr gesenktes Ausgabenlimit (Beträge und das Ende der Wartezeit).",
    why: "Damit eine Pause oder ein gesenktes Limit, das Sie selbst gewählt haben, nicht durch Löschen und erneutes Registrieren sofort endet: Ein neues Konto mit derselben Mobilnummer oder E-Mail-Adresse übernimmt beides, bis die Wartezeiten abgelaufen sind, die auch in Ihrem Konto gegolten hätten.",
    basis:
      "Art. 6 Abs. 1 lit. f DSGVO (der Schutz vor übermäßigen Ausgaben, den Sie selbst gewählt haben, soll sich verlassen lassen).",
    recipients: processors,
    kept: retention.carriedProtection,
  },
  {
    id: "zweck-belege",
    title: "Belege, Bestellbestätigungen und Monatsübersicht",
    data: "Zu jeder Zahlung und Erstattung ein Beleg mit fortlaufender Nummer, Datum, Leistung, Betrag, Mehrwertsteuer und Ihrem Namen; die Bestätigung jeder Bestellung; die monatliche Übersicht Ihrer Anrufe und Beträge.",
    why: "Ihnen Belege und Bestätigungen zu geben und unsere Buchführung zu belegen.",
    basis: "Art. 6 Abs. 1 lit. b und c DSGVO (§ 147 AO, § 257 HGB, § 14b UStG).",
    recipients: processors,
    kept: (
      <>
        Belege: {retention.bookings} Bestellbestätigungen: {retention.declarations}
      </>
    ),
  },
  {
    id: "zweck-erklaerungen",
    title: "Kündigungen und Widerrufe",
    data: "Der Inhalt Ihrer Erklärung, ihr Eingang und unsere Bestätigung.",
    why: "Ihre Kündigung oder Ihren Widerruf auszuführen und nachzuweisen.",
    basis: "Art. 6 Abs. 1 lit. b und c DSGVO.",
    recipients: processors,
    kept: retention.declarations,
  },
  {
    id: "zweck-bewertungen",
    title: "Bewertungen und Meldungen",
    data: "Ihre Bewertung (Sterne, Text, Datum, Änderungen) mit dem bewerteten Anruf (Beraterin oder Berater, Dauer) und dem angezeigten Namen aus Vorname und erstem Buchstaben des Nachnamens. Bei einer Meldung: Grund, Erläuterung, auf Wunsch Name und E-Mail-Adresse, die IP-Adresse und unsere Entscheidung mit ihrer Begründung.",
    why: "Bewertungen zu veröffentlichen, die nachweislich auf einem Anruf beruhen, gemeldete Bewertungen zu prüfen und die Beteiligten über die Entscheidung zu informieren; die IP-Adresse, um massenhafte Meldungen abzuwehren.",
    basis:
      "Art. 6 Abs. 1 lit. b DSGVO (Bewerten gehört zu Ihrem Konto, ob Sie bewerten, entscheiden Sie); für Meldungen und Entscheidungen lit. c (Art. 16 und 17 der Verordnung (EU) 2022/2065, Digital Services Act) und lit. f (Missbrauch abwehren).",
    recipients: `Veröffentlichte Bewertungen sieht jede Besucherin und jeder Besucher unserer Seiten; Meldungen und Entscheidungen nur unsere Verwaltung; ${processors}.`,
    kept: retention.reviews,
  },
  {
    id: "zweck-horoskope",
    title: "Horoskop-Mails",
    data: "Ihr Sternzeichen, ob Sie das Monatshoroskop per E-Mail wünschen, und wann es verschickt wurde.",
    why: "Ihnen als Mitglied jeden Monat das Horoskop Ihres Sternzeichens zu schicken. Abbestellen können Sie es mit dem Link in jeder Mail oder in Ihrem Profil.",
    basis: "Art. 6 Abs. 1 lit. b DSGVO (Teil der Mitgliedschaft).",
    recipients: processors,
    kept: retention.account,
  },
  {
    id: "zweck-favoriten",
    title: "Favoriten und Benachrichtigungen",
    data: "Die Berater, die Sie als Favoriten merken, ob Sie per E-Mail benachrichtigt werden möchten, wenn einer von ihnen verfügbar wird (und ob auch zwischen 22 und 8 Uhr), und wann wir Ihnen zuletzt geschrieben haben.",
    why: "Ihnen Ihre Berater in Ihrem Profil zu zeigen und Ihnen, wenn Sie es wünschen, höchstens alle sechs Stunden eine E-Mail zu schicken, sobald eine Beraterin oder ein Berater wieder frei ist. Abbestellen können Sie die Benachrichtigung mit dem Link in jeder Mail oder in Ihrem Profil.",
    basis: "Art. 6 Abs. 1 lit. b DSGVO (eine Funktion Ihres Kontos, die Sie selbst einschalten).",
    recipients: processors,
    kept: retention.account,
  },
  {
    id: "zweck-kontakt",
    title: "Kontaktanfragen und gemeldete Barrieren",
    data: "Name, E-Mail-Adresse, Ihre Nachricht, ihr Thema und die IP-Adresse, von der sie kam.",
    why: "Ihre Anfrage zu beantworten und eine gemeldete Barriere zu beheben; die IP-Adresse, um massenhafte Nachrichten abzuwehren.",
    basis: (
      <>
        Art. 6 Abs. 1 lit. b DSGVO, soweit es um Ihren Vertrag geht, sonst lit. f (Ihre Anfrage beantworten). Schreiben
        Sie uns von sich aus etwas über Ihre Gesundheit, etwa eine Behinderung, verarbeiten wir es nur, um Ihnen zu
        helfen (Art. 9 Abs. 2 lit. a DSGVO).
      </>
    ),
    recipients: processors,
    kept: retention.contact,
  },
  {
    id: "zweck-sicherheit",
    title: "Sicherheit",
    data: "Ihre Anmeldungen (Sitzungen mit Beginn, letzter Nutzung und Ablauf), Zähler gegen zu viele Versuche, die Schlüssel, mit denen ein doppelt abgeschicktes Formular nur einmal wirkt, und das Protokoll der Eingriffe unserer Verwaltung in Ihr Konto.",
    why: "Ihr Konto vor fremdem Zugriff zu schützen, Missbrauch abzuwehren und nachzuvollziehen, wer in der Verwaltung was geändert hat.",
    basis: "Art. 6 Abs. 1 lit. f DSGVO (Sicherheit des Portals) und lit. c (Art. 32 DSGVO).",
    recipients: processors,
    kept: retention.security,
  },
  {
    id: "zweck-auskunft",
    title: "Datenauskunft und Kontolöschung",
    data: "Ihr Antrag, der Zeitpunkt und die bereitgestellte Datei.",
    why: "Ihnen Ihre Daten herauszugeben und Ihr Konto zu löschen, wenn Sie es wünschen.",
    basis: "Art. 6 Abs. 1 lit. c DSGVO mit Art. 15, 17 und 20 DSGVO.",
    recipients: processors,
    kept: "Die Datei mit Ihren Daten steht 7 Tage zum Herunterladen bereit und wird danach gelöscht.",
  },
];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-medium">{term}</dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  );
}

/** Every purpose the portal processes personal data for, each with its basis, recipients and period. */
export function PrivacyPurposes() {
  return (
    <LegalSection id="daten-und-zwecke" title="Welche Daten wir wofür verarbeiten">
      {purposes.map((purpose) => (
        <section key={purpose.id} aria-labelledby={purpose.id} className="mt-6 rounded-lg border border-border p-4">
          <h3 id={purpose.id} className="text-lg font-semibold">
            {purpose.title}
          </h3>
          <dl className="mt-3 grid gap-3">
            <Fact term="Daten">{purpose.data}</Fact>
            <Fact term="Zweck">{purpose.why}</Fact>
            <Fact term="Rechtsgrundlage">{purpose.basis}</Fact>
            <Fact term="Empfänger">{purpose.recipients}</Fact>
            <Fact term="Speicherdauer">{purpose.kept}</Fact>
          </dl>
        </section>
      ))}
    </LegalSection>
  );
}

import { openCookieSettings } from "../../../lib/consent.ts";
import { Link } from "../../../lib/navigation.tsx";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { LegalSection, legalLinkClass } from "./legal-section.tsx";

const linkClass = legalLinkClass;
const Section = LegalSection;

/**
 * The privacy statement (DSGVO Art. 13) at /datenschutz: who processes which data, why, for
 * how long, which cookies and browser storage the portal uses, and the rights under
 * Art. 15-21 DSGVO. The AGB point here from their section #datenschutz.
 */
export function PrivacyStatement() {
  const { data: config } = useSiteConfig();
  const brand = config?.brandName ?? "Sternenruf";
  const controller = config
    ? `${config.company.name}, ${config.company.street}, ${config.company.postalCode} ${config.company.city}, E-Mail: ${config.supportEmail}`
    : "der im Impressum genannte Anbieter";

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 leading-7 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">Datenschutzerklärung</h1>
      <p className="mt-2 text-sm text-muted-foreground">Stand: November 2026</p>

      <Section id="verantwortlicher" title="Verantwortlicher">
        <p>
          Verantwortlich für die Verarbeitung Ihrer Daten auf „{brand}“ ist {controller}. Die vollständigen Angaben
          finden Sie im{" "}
          <Link to="/impressum" className={linkClass}>
            Impressum
          </Link>
          .
        </p>
      </Section>

      <Section id="daten-und-zwecke" title="Welche Daten wir verarbeiten und warum">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Konto: Name, Mobilnummer, optional E-Mail-Adresse und ein gehashtes Passwort, um Ihr Konto zu führen und Sie
            bei Anrufen auf der Mitgliedernummer als Mitglied zu erkennen (Art. 6 Abs. 1 lit. b DSGVO).
          </li>
          <li>
            Geburtsdatum: um sicherzustellen, dass nur Erwachsene unsere Beratungen nutzen, und um Ihr Sternzeichen für
            die Monatshoroskope vorzuschlagen. Konten, die laut Geburtsdatum unter 18 sind, können nichts bestellen und
            nicht telefonieren; einen Ausweis verlangen wir nicht (Art. 6 Abs. 1 lit. b und f DSGVO).
          </li>
          <li>
            Mitgliedschaft und Zahlungen: Beginn, Laufzeit, Zahlungseingänge und die Kennungen des
            Zahlungsdienstleisters (PayPal oder Kreditkarte über Maxpay). Ihre Zahlungsdaten selbst gibt Ihr
            Zahlungsdienstleister nicht an uns weiter (Art. 6 Abs. 1 lit. b und c DSGVO).
          </li>
          <li>
            Anrufe: Rufnummer, Beginn, Dauer, Kosten und, soweit übermittelt, wer das Gespräch beendet hat, wie sie uns
            der Telefonanbieter meldet, für Ihren Anrufverlauf, die Abrechnung und Ihre Monatsübersicht (Art. 6 Abs. 1
            lit. b DSGVO).
          </li>
          <li>
            Ausgabenlimit und Pausen: Ihre Limits, deren Änderungen, Ihre Pausen und was Ihrem Limit angerechnet wird,
            um Anrufe und Käufe auf Ihren Wunsch zu begrenzen und Sie bei 80 % des Limits zu benachrichtigen (Art. 6
            Abs. 1 lit. b DSGVO).
          </li>
          <li>
            Belege: zu jeder Zahlung und Erstattung ein Beleg mit fortlaufender Nummer, Datum, Leistung, Betrag,
            Mehrwertsteuer und Ihrem Namen (Art. 6 Abs. 1 lit. b und c DSGVO).
          </li>
          <li>
            Kündigungen, Widerrufe und Kontaktanfragen: der Inhalt Ihrer Erklärung oder Nachricht, um sie zu bearbeiten
            und nachzuweisen (Art. 6 Abs. 1 lit. b und c DSGVO).
          </li>
          <li>
            Analyse und Werbeerfolgsmessung (Google Analytics, Google Ads, die Klick-Kennung einer Anzeige, mit der wir
            eine Registrierung, einen Kauf oder einen Anruf der Anzeige zuordnen) nur, wenn Sie in den
            Cookie-Einstellungen zustimmen (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG); Ihre Einwilligung können Sie
            dort jederzeit widerrufen.
          </li>
        </ul>
      </Section>

      <Section id="cookies" title="Cookies und Speicher im Browser">
        <p>
          Für die Anmeldung, eine laufende Registrierung oder Zahlung und Ihre Einstellungen (etwa das Farbschema und
          Ihre Cookie-Auswahl) legt das Portal technisch notwendige Cookies und Einträge im Speicher Ihres Browsers an
          (§ 25 Abs. 2 Nr. 2 TDDDG). Cookies von Google Analytics und Google Ads und die Klick-Kennung einer Anzeige
          werden nur gespeichert, wenn Sie eingewilligt haben (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO); dabei
          können Daten in die USA übermittelt werden.
        </p>
        <p>
          Welche Einträge es genau sind, wozu sie dienen und wie lange sie bestehen, steht in der{" "}
          <Link to="/cookie-richtlinie" className={linkClass}>
            Cookie-Richtlinie
          </Link>
          . Ihre Auswahl können Sie jederzeit ändern oder widerrufen:{" "}
          <button type="button" className={linkClass} onClick={openCookieSettings}>
            Cookie-Einstellungen öffnen
          </button>
          .
        </p>
      </Section>

      <Section id="speicherdauer" title="Speicherdauer">
        <p>
          Kontodaten speichern wir, solange Ihr Konto besteht. Zahlungs- und Abrechnungsdaten bewahren wir nach den
          handels- und steuerrechtlichen Fristen bis zu zehn Jahre auf (§ 147 AO, § 257 HGB); Belege acht Jahre ab dem
          Ende des Jahres, in dem sie ausgestellt wurden (§ 147 Abs. 3 AO, § 14b UStG).
        </p>
      </Section>

      <Section id="rechte" title="Ihre Rechte">
        <p>
          Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit
          und Widerspruch (Art. 15 bis 21 DSGVO) sowie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu
          beschweren (Art. 77 DSGVO). Schreiben Sie uns dazu einfach eine E-Mail.
        </p>
      </Section>
    </article>
  );
}

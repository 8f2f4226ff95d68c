import { openCookieSettings } from "../../../lib/consent.ts";
import { Link } from "../../../lib/navigation.tsx";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { LegalSection, legalLinkClass } from "./legal-section.tsx";
import { PrivacyPurposes } from "./privacy-purposes.tsx";
import { RetentionPeriods } from "./retention-periods.tsx";

const linkClass = legalLinkClass;
const Section = LegalSection;

/**
 * The privacy statement (DSGVO Art. 13) at /datenschutz: who processes which data, why, on
 * which legal basis, who receives it and for how long, which cookies and browser storage the
 * portal uses, and the rights under Art. 15-21 and 77 DSGVO with the functions on /profile. The AGB point here from their section #datenschutz.
 */
export function PrivacyStatement() {
  const { data: config } = useSiteConfig();
  const brand = config?.brandName ?? "Sternenruf";
  const controller = config
    ? `${config.company.name}, ${config.company.street}, ${config.company.postalCode} ${config.company.city}, E-Mail: ${config.supportEmail}`
    : "der im Impressum genannte Anbieter";

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 leading-7 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">Datenschutz&shy;erklärung</h1>
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

      <PrivacyPurposes />

      <Section id="analyse" title="Analyse und Werbeerfolgsmessung">
        <p>
          Google Analytics und Google Ads, dazu die Klick-Kennung einer Anzeige, mit der wir eine Registrierung, einen
          Kauf oder einen Anruf der Anzeige zuordnen, nutzen wir nur, wenn Sie in den Cookie-Einstellungen zustimmen
          (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Empfänger ist dann Google; dabei können Daten in die USA
          übermittelt werden. Ihre Einwilligung können Sie dort jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7
          Abs. 3 DSGVO).
        </p>
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

      <RetentionPeriods />

      <Section id="rechte" title="Ihre Rechte">
        <p>Nach Art. 15 bis 21 DSGVO haben Sie gegenüber uns das Recht</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>auf Auskunft über Ihre Daten und eine Kopie davon (Art. 15 DSGVO),</li>
          <li>auf Berichtigung falscher Daten (Art. 16 DSGVO),</li>
          <li>auf Löschung (Art. 17 DSGVO), soweit uns kein Gesetz die Aufbewahrung vorschreibt,</li>
          <li>auf Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
          <li>auf Datenübertragbarkeit in einem maschinenlesbaren Format (Art. 20 DSGVO),</li>
          <li>
            auf Widerspruch gegen eine Verarbeitung, die auf unserem berechtigten Interesse beruht (Art. 21 DSGVO),
          </li>
          <li>eine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO).</li>
        </ul>
        <p>
          Vieles davon können Sie selbst in Ihrem{" "}
          <Link to="/profile" className={linkClass}>
            Profil
          </Link>{" "}
          erledigen: unter „Meine Daten herunterladen“ erhalten Sie alle Daten zu Ihrem Konto als Datei, unter
          „Persönliche Daten“ ändern Sie Name, E-Mail-Adresse, Rufnummer und Passwort, unter „Konto löschen“ löschen Sie
          Ihr Konto. Für alles andere schreiben Sie uns über das{" "}
          <Link to="/contact" className={linkClass}>
            Kontaktformular
          </Link>{" "}
          oder per E-Mail{config ? ` an ${config.supportEmail}` : ""}; wer kein Konto hat oder nicht online ist, kann
          uns auch schreiben (Anschrift im Impressum).
        </p>
        <p>
          Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), etwa
          bei der Behörde Ihres Wohnorts oder der für unseren Sitz zuständigen.
        </p>
      </Section>
    </article>
  );
}

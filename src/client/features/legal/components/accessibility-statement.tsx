import type { ReactNode } from "react";
import { Link } from "../../../lib/navigation.tsx";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { LegalSection, legalLinkClass } from "./legal-section.tsx";

const linkClass = legalLinkClass;
const Section = LegalSection;

/** The day this statement was last checked against the portal; change it with every review. */
export const statementDate = "27. November 2026";

/**
 * The accessibility statement (BFSG § 14 Abs. 1 Nr. 2 with Anlage 3): the service, how it is
 * carried out, how far it meets WCAG 2.2 AA / EN 301 549, what is known not to be accessible
 * and the alternative, how to report a barrier (the form passed in) and the market
 * surveillance authority.
 */
export function AccessibilityStatement({ reportForm }: { reportForm: ReactNode }) {
  const { data: config } = useSiteConfig();
  const brand = config?.brandName ?? "Sternenruf";

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 leading-7 break-words sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">Erklärung zur Barrierefreiheit</h1>
      <p className="mt-2 text-sm text-muted-foreground">Stand: {statementDate}</p>

      <Section id="dienstleistung" title="Unser Angebot">
        <p>
          „{brand}“ vermittelt telefonische Beratungen zu Astrologie, Tarot und Hellsehen. Auf der Seite{" "}
          <Link to="/berater" className={linkClass}>
            Berater
          </Link>{" "}
          wählen Sie eine Beraterin oder einen Berater und rufen die angegebene Nummer mit der persönlichen Durchwahl
          an. Abgerechnet wird je Minute: über Ihre Telefonrechnung (0900-Nummern) oder mit zuvor gekauften Cosmos
          Credits (Credit-Line zum normalen Tarif).
        </p>
        <p>
          Im Portal legen Sie ein Konto an, schließen die Premium-Mitgliedschaft ab (bezahlt mit PayPal oder
          Kreditkarte), kaufen Credits, setzen sich ein Ausgabenlimit, lesen Ihre Anrufe, Belege und Monatsübersichten,
          bestellen die Monatshoroskope und kündigen oder widerrufen Verträge über die Seiten{" "}
          <Link to="/kuendigen" className={linkClass}>
            Verträge hier kündigen
          </Link>{" "}
          und{" "}
          <Link to="/widerrufen" className={linkClass}>
            Vertrag widerrufen
          </Link>
          .
        </p>
      </Section>

      <Section id="stand-der-vereinbarkeit" title="Wie barrierefrei das Portal ist">
        <p>
          Das Portal soll die Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) und der zugehörigen Verordnung
          erfüllen, gemessen an der europäischen Norm EN 301 549 und den Web Content Accessibility Guidelines (WCAG) 2.2
          auf Stufe AA. Es ist <strong>teilweise konform</strong>: Die unten genannten Ausnahmen erfüllen die
          Anforderungen noch nicht.
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Alle Seiten, Dialoge und Formulare lassen sich allein mit der Tastatur bedienen; der Fokus ist sichtbar.
          </li>
          <li>Überschriften, Beschriftungen und Landmarken sind so ausgezeichnet, dass Screenreader sie vorlesen.</li>
          <li>
            Die Seiten passen sich bis zu einer Breite von 320 Pixeln und bei 400 % Vergrößerung ohne seitliches
            Scrollen an; Text lässt sich vergrößern.
          </li>
          <li>Kontraste genügen WCAG 2.2 AA im hellen und im dunklen Farbschema.</li>
          <li>
            Formulare nennen einen Fehler neben dem betroffenen Feld und setzen den Fokus dorthin; Meldungen werden
            angesagt.
          </li>
        </ul>
        <p>
          Die Bewertung beruht auf einer eigenen Prüfung: automatische Tests mit axe-core auf jeder Seite und in jedem
          Dialog bei jeder Änderung des Portals sowie Tests, die Registrierung, Bestellung, Credit-Kauf, Kündigung und
          Widerruf allein mit der Tastatur durchgehen.
        </p>
      </Section>

      <Section id="nicht-barrierefrei" title="Was noch nicht barrierefrei ist">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Die Zahlungsseiten von PayPal und Maxpay stellen diese Anbieter bereit; auf ihre Barrierefreiheit haben wir
            keinen Einfluss. Alternative: Wählen Sie die jeweils andere Zahlungsart, oder rufen Sie unseren
            Kundenservice an, der Ihnen weiterhilft.
          </li>
          <li>
            Die Beratungen selbst finden am Telefon statt; eine Beratung in Textform oder in Gebärdensprache bieten wir
            derzeit nicht an. Fragen zu Vertrag, Konto und Rechnung beantworten wir auch schriftlich über das
            Kontaktformular oder per E-Mail.
          </li>
          <li>
            Belege und Monatsübersichten als PDF sind noch nicht als barrierefreie PDF-Dateien (PDF/UA) ausgezeichnet.
            Alternative: Ihre Zahlungen und Anrufe stehen als Text in Ihrem Profil; auf Wunsch schicken wir Ihnen den
            Inhalt eines Belegs als Text per E-Mail.
          </li>
          <li>
            Auf der Kontaktseite steht unsere E-Mail-Adresse als Bild, damit sie nicht massenhaft ausgelesen wird. Das
            Bild trägt die Adresse als Textalternative, und im{" "}
            <Link to="/impressum" className={linkClass}>
              Impressum
            </Link>{" "}
            steht sie als Text.
          </li>
        </ul>
      </Section>

      <Section id="barriere-melden" title="Barriere melden">
        <p>
          Ist Ihnen eine Barriere aufgefallen, oder brauchen Sie Inhalte in einer anderen Form? Schreiben Sie uns über
          das Formular, per E-Mail{config ? ` an ${config.supportEmail}` : ""}
          {config ? `, oder rufen Sie uns an unter ${config.supportPhone} (${config.supportHours})` : ""}. Ihre Meldung
          erreicht unseren Kundenservice; wir antworten so schnell wie möglich.
        </p>
        <div className="mt-4 rounded-lg border border-border p-4 sm:p-6">{reportForm}</div>
      </Section>

      <Section id="marktueberwachung" title="Zuständige Marktüberwachungsbehörde">
        <p>
          Wenn Sie meinen, dass unser Angebot die Anforderungen an die Barrierefreiheit nicht erfüllt, und wir Ihnen
          nicht weiterhelfen, können Sie sich an die zuständige Marktüberwachungsbehörde wenden:
        </p>
        <address className="not-italic">
          Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)
          <br />
          Magdeburg
          <br />
          E-Mail:{" "}
          <a href="mailto:MLBF@ms.sachsen-anhalt.de" className={linkClass}>
            MLBF@ms.sachsen-anhalt.de
          </a>
        </address>
      </Section>

      <Section id="erstellung" title="Erstellung dieser Erklärung">
        <p>
          Diese Erklärung wurde am {statementDate} erstellt und beruht auf einer Selbstbewertung. Wir überprüfen sie,
          wenn sich das Portal wesentlich ändert.
        </p>
      </Section>
    </article>
  );
}

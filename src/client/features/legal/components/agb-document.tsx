import type { ReactNode } from "react";
import type { SiteConfig } from "../../../../shared/schemas/site.ts";
import { cancellationTermText } from "../../../../shared/domain/membership-texts.ts";
import { Link } from "../../../lib/navigation.tsx";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { LegalSection, legalLinkClass } from "./legal-section.tsx";

const sections = [
  { id: "geltungsbereich", title: "§ 1 Geltungsbereich und Anbieter" },
  { id: "leistungen", title: "§ 2 Leistungen" },
  { id: "premium-mitgliedschaft", title: "§ 3 Premium-Mitgliedschaft" },
  { id: "telefonberatung", title: "§ 4 Telefonberatung und Preise" },
  { id: "cosmos-credits", title: "§ 5 Cosmos Credits" },
  { id: "zahlung", title: "§ 6 Zahlung" },
  { id: "widerrufsrecht", title: "§ 7 Widerrufsrecht" },
  { id: "bewertungen", title: "§ 8 Bewertungen und Meldungen" },
  { id: "haftung", title: "§ 9 Haftung und Schlussbestimmungen" },
] as const;

type SectionId = (typeof sections)[number]["id"];

const linkClass = legalLinkClass;

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = sections.find((section) => section.id === id)?.title;
  return (
    <LegalSection id={id} title={title}>
      {children}
    </LegalSection>
  );
}

function Clause({ n, children }: { n: number; children: ReactNode }) {
  return (
    <p className="flex gap-2">
      <span className="shrink-0 tabular-nums">({n})</span>
      <span>{children}</span>
    </p>
  );
}

// The legal text must stay readable even if the site facts fail to load, so it falls back to the Impressum.
function providerLine(config: SiteConfig | null | undefined): ReactNode {
  if (!config) {
    return (
      <>
        Anschrift und E-Mail-Adresse siehe{" "}
        <Link to="/impressum" className={linkClass}>
          Impressum
        </Link>
      </>
    );
  }
  const { company } = config;
  return `${company.name}, ${company.street}, ${company.postalCode} ${company.city}, E-Mail: ${config.supportEmail}`;
}

function ProviderAddress({ config }: { config: SiteConfig | null | undefined }) {
  if (!config) return <p className="pl-7">{providerLine(config)}</p>;
  const { company } = config;
  return (
    <address className="pl-7 not-italic">
      {company.name}
      <br />
      {company.street}
      <br />
      {company.postalCode} {company.city}, {company.country}
      <br />
      Vertreten durch den Geschäftsführer {company.representative}
      <br />
      E-Mail: {config.supportEmail}, Telefon: {company.phone}
    </address>
  );
}

function PhoneNumber({ number, price }: { number: string | undefined; price: string }) {
  // § 109 TKG: every 0900 number is shown with its price right next to it.
  return number ? (
    <>
      {" "}
      (<span className="whitespace-nowrap font-medium">{number}</span>, {price})
    </>
  ) : (
    <> ({price})</>
  );
}

function WithdrawalInstructions({ config }: { config: SiteConfig | null | undefined }) {
  return (
    <div className="space-y-3 rounded-lg border border-border bg-muted/40 p-5">
      <h3 className="text-lg font-semibold">Widerrufsbelehrung</h3>
      <h4 className="font-semibold">Widerrufsrecht</h4>
      <p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p>
      <p>Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.</p>
      <p>
        Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({providerLine(config)}) mittels einer eindeutigen Erklärung (z.
        B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen,
        informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben
        ist. Sie können den Widerruf auch über die Funktion „Vertrag widerrufen“ auf unserer Website erklären, die
        während der gesamten Widerrufsfrist am Ende jeder Seite erreichbar ist. Machen Sie von dieser Möglichkeit
        Gebrauch, so werden wir Ihnen unverzüglich (z. B. per E-Mail) eine Bestätigung über den Eingang eines solchen
        Widerrufs übermitteln.
      </p>
      <p>
        Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor
        Ablauf der Widerrufsfrist absenden.
      </p>
      <h4 className="font-semibold">Folgen des Widerrufs</h4>
      <p>
        Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben,
        unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren
        Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel,
        das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas
        anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.
      </p>
      <p>
        Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen
        angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des
        Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum
        Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.
      </p>
      <p className="text-sm text-muted-foreground">Ende der Widerrufsbelehrung</p>
    </div>
  );
}

function WithdrawalForm({ config }: { config: SiteConfig | null | undefined }) {
  return (
    <div className="space-y-3 rounded-lg border border-border p-5">
      <h3 id="muster-widerrufsformular" className="text-lg font-semibold">
        Muster-Widerrufsformular
      </h3>
      <p>
        (Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)
      </p>
      <ul className="space-y-2">
        <li>– An {providerLine(config)}:</li>
        <li>
          – Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden
          Waren (*)/die Erbringung der folgenden Dienstleistung (*)
        </li>
        <li>– Bestellt am (*)/erhalten am (*)</li>
        <li>– Name des/der Verbraucher(s)</li>
        <li>– Anschrift des/der Verbraucher(s)</li>
        <li>– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</li>
        <li>– Datum</li>
      </ul>
      <p>(*) Unzutreffendes streichen.</p>
    </div>
  );
}

/** The terms with the withdrawal instructions, the model withdrawal form and the privacy statement. */
export function AgbDocument() {
  const { data: config } = useSiteConfig();
  const brand = config?.brandName ?? "Sternenruf";

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 leading-7 sm:px-6 lg:py-14">
      {/* The soft hyphen lets the long compound wrap at 320 px instead of scrolling sideways. */}
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {"Allgemeine Geschäfts\u00ADbedingungen"}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">Stand: November 2026</p>

      <nav aria-label="Inhaltsübersicht" className="mt-8 rounded-lg border border-border p-5">
        <h2 className="font-semibold">Inhalt</h2>
        <ol className="mt-2 space-y-1 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="geltungsbereich">
        <Clause n={1}>
          Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge, die Sie über das Portal „{brand}“
          abschließen. Anbieter und Ihr Vertragspartner ist:
        </Clause>
        <ProviderAddress config={config} />
        <Clause n={2}>
          Das Angebot richtet sich an Verbraucherinnen und Verbraucher im Sinne des § 13 BGB. Abweichende Bedingungen
          gelten nur, wenn der Anbieter ihnen ausdrücklich zustimmt. Individuelle Vereinbarungen haben Vorrang (§ 305b
          BGB).
        </Clause>
        <Clause n={3}>
          Die Vertragssprache ist Deutsch. Diese AGB können Sie jederzeit auf dieser Seite abrufen, speichern und
          ausdrucken.
        </Clause>
      </Section>

      <Section id="leistungen">
        <Clause n={1}>
          Der Anbieter betreibt ein Online-Portal, über das Sie telefonische Beratungen zu Astrologie, Tarot, Hellsehen
          und verwandten Themen in Anspruch nehmen können. Ergänzend stellt das Portal redaktionelle Inhalte wie
          Horoskope bereit.
        </Clause>
        <Clause n={2}>
          Die Beraterinnen und Berater sind nicht beim Anbieter angestellt, sondern selbstständig tätig und in der
          Gestaltung ihrer Beratung frei. Nicht jeder abgebildete Berater ist jederzeit erreichbar; ist er nicht
          verfügbar, kann Ihr Anruf an einen anderen geeigneten Berater weitergeleitet werden. Ein Anspruch auf die
          Beratung durch eine bestimmte Person besteht nicht.
        </Clause>
        <Clause n={3}>
          Die Beratungen dienen der Unterhaltung und der allgemeinen Lebenshilfe. Sie ersetzen keine ärztliche,
          psychotherapeutische, rechtliche, steuerliche oder finanzielle Beratung. Bei gesundheitlichen, rechtlichen
          oder finanziellen Fragen wenden Sie sich bitte an entsprechend qualifizierte Fachleute. Ein bestimmtes
          Ergebnis, insbesondere das Eintreten von Vorhersagen, wird nicht geschuldet.
        </Clause>
        <Clause n={4}>
          Sämtliche Leistungen stehen ausschließlich volljährigen Personen offen. Mit der Registrierung bestätigen Sie,
          dass Sie mindestens 18 Jahre alt sind. Der Anbieter kann Konten sperren, wenn Anhaltspunkte dafür bestehen,
          dass sie von Minderjährigen genutzt werden.
        </Clause>
        <Clause n={5}>
          Bitte machen Sie bei der Registrierung wahrheitsgemäße Angaben und halten Sie Ihre Zugangsdaten geheim.
        </Clause>
      </Section>

      <Section id="premium-mitgliedschaft">
        <Clause n={1}>
          Die Premium-Mitgliedschaft umfasst den unbegrenzten Zugang zu allen Beratern, den reduzierten Minutenpreis von
          0,69 € über die Mitgliedernummer (§ 4), Prioritäts-Support und exklusive monatliche Horoskope.
        </Clause>
        <Clause n={2}>
          Der Vertrag kommt zustande, wenn Sie am Ende des Bestellvorgangs die Bestellschaltfläche „Zahlungspflichtig
          bestellen“ betätigen und die Zahlung beim gewählten Zahlungsdienstleister freigeben. Unmittelbar davor werden
          Ihnen Preis, Testmonat, Wochenentgelt, Mindestlaufzeit und Kündigungsbedingungen angezeigt.
        </Clause>
        <Clause n={3}>
          Der erste Monat ist ein Testmonat und kostet einmalig 1,00 €. Danach setzt sich die Mitgliedschaft
          kostenpflichtig fort; das Entgelt beträgt 4,99 € pro Woche und wird jeweils zu Beginn einer Abrechnungswoche
          im Voraus fällig. Alle Preise enthalten die gesetzliche Mehrwertsteuer.
        </Clause>
        <Clause n={4}>
          Die Mindestlaufzeit beträgt drei Monate und beginnt mit dem Ende des Testmonats. Danach läuft die
          Mitgliedschaft auf unbestimmte Zeit weiter und kann jederzeit mit einer Frist von höchstens einem Monat
          gekündigt werden (§ 309 Nr. 9 BGB).
        </Clause>
        <Clause n={5}>
          {cancellationTermText} Endet die Mindestlaufzeit innerhalb einer bereits bezahlten Abrechnungswoche, endet die
          Mitgliedschaft mit dieser Woche. Sie können bereits während des Testmonats kündigen. Bis zum Wirksamwerden der
          Kündigung behalten Sie alle Leistungen der Mitgliedschaft.
        </Clause>
        <Clause n={6}>
          Zur Kündigung steht Ihnen ohne vorherige Anmeldung die am Ende jeder Seite erreichbare Schaltfläche „
          <Link to="/kuendigen" className={linkClass}>
            Verträge hier kündigen
          </Link>
          “ zur Verfügung. Sie können außerdem per E-Mail an den Anbieter oder in Ihrem Profil kündigen. Der Anbieter
          bestätigt Ihnen Inhalt und Eingang der Kündigung sowie den Zeitpunkt, zu dem die Mitgliedschaft endet,
          unverzüglich per E-Mail.
        </Clause>
        <Clause n={7}>
          Das Recht beider Seiten zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.
        </Clause>
      </Section>

      <Section id="telefonberatung">
        <Clause n={1}>
          Telefonberatungen zum Minutenpreis finden über 0900-Rufnummern statt; persönliche Beratungen mit Cosmos
          Credits über die Credit-Line (§ 5). Mitglieder erreichen die Berater über die Mitgliedernummer
          <PhoneNumber number={config?.memberPhoneNumber} price="0,69 €/Min." /> zuzüglich der Durchwahl des jeweiligen
          Beraters; ohne Mitgliedschaft gilt die allgemeine Nummer ohne Durchwahl
          <PhoneNumber number={config?.premiumPhoneNumber} price="1,49 €/Min." />. Die Preise gelten aus allen deutschen
          Fest- und Mobilfunknetzen und enthalten die gesetzliche Mehrwertsteuer.
        </Clause>
        <Clause n={2}>
          Den Mitgliederpreis erhalten Sie nur mit aktiver Premium-Mitgliedschaft. Mitglieder werden anhand der in ihrem
          Konto hinterlegten Rufnummer erkannt; bitte rufen Sie von dieser Rufnummer und mit Rufnummernübermittlung an.
        </Clause>
        <Clause n={3}>
          Die Gespräche werden sekundengenau abgerechnet und von Ihrem Netzbetreiber über Ihre Telefonrechnung
          eingezogen. Die Anrufgebühren sind nicht im Mitgliedsbeitrag enthalten.
        </Clause>
        <Clause n={4}>
          Vor Beginn der Abrechnung hören Sie eine kostenlose Preisansage. Die Kosten entstehen erst nach deren Ende.
        </Clause>
        <Clause n={5}>
          Der Anbieter begrenzt die Gesprächsdauer nur, soweit Ihr Ausgabenlimit (§ 6 Abs. 6) es verlangt: Die
          Mitgliedernummer verbindet dann höchstens so lange, wie das Limit noch reicht. Nach 60 Minuten kann jedoch
          nach § 113 TKG eine Legitimation erforderlich sein; ohne sie wird die Verbindung aus gesetzlichen Gründen
          getrennt.
        </Clause>
        <Clause n={6}>
          Die Rufnummern dürfen nur von Personen ab 18 Jahren angerufen werden. Bei der Registrierung fragt der Anbieter
          das Geburtsdatum ab; ein Konto, das danach einer Person unter 18 Jahren gehört, kann nichts bestellen und wird
          nicht verbunden.
        </Clause>
      </Section>

      <Section id="cosmos-credits">
        <Clause n={1}>
          Cosmos Credits sind ein im Voraus bezahltes Guthaben für persönliche Beratungen über die Credit-Line. Ein
          Credit entspricht einem Cent (0,01 €). Credits verfallen nicht.
        </Clause>
        <Clause n={2}>
          Angeboten werden fünf Pakete: Schnupperpaket 1.000 Credits für 10,00 €; Basispaket 2.500 Credits und 100
          Bonus-Credits für 25,00 €; Beliebtes Paket 5.000 Credits und 500 Bonus-Credits für 50,00 €; Vorteilspaket
          10.000 Credits und 1.500 Bonus-Credits für 100,00 €; Kosmos-Paket 20.000 Credits und 4.000 Bonus-Credits für
          200,00 €. Bonus-Credits werden wie gekaufte Credits eingesetzt. Umfang und Preis des gewählten Pakets werden
          vor dem Kauf unmittelbar über der Bestellschaltfläche „Zahlungspflichtig bestellen“ angezeigt.
        </Clause>
        <Clause n={3}>
          Credits kaufen Sie angemeldet auf der Seite „Credits“ über PayPal als Einmalzahlung; es entsteht keine
          Mitgliedschaft und nichts verlängert sich. Die Credits werden nach erfolgreicher Zahlung Ihrem Konto
          gutgeschrieben; Kontostand und Buchungen sehen Sie jederzeit auf der Seite „Credits“.
        </Clause>
        <Clause n={4}>
          Zum Einsatz der Credits rufen Sie die Credit-Line
          {config ? (
            <>
              {" "}
              <span className="font-medium whitespace-nowrap">{config.creditPhoneNumber}</span>
            </>
          ) : null}{" "}
          zuzüglich der Durchwahl der gewünschten Beraterin oder des gewünschten Beraters an. Jede Beraterin und jeder
          Berater legt einen eigenen Preis in Credits pro Minute fest, der bei ihrem oder seinem Profil angezeigt wird.
          Abgerechnet wird jede angefangene Sekunde: Ein Gespräch kostet die Gesprächsdauer in Sekunden mal dem Preis
          pro Minute geteilt durch 60, aufgerundet auf ganze Credits. Ein Gespräch dauert höchstens so lange, wie Ihr
          Guthaben reicht. Ist die gewählte Person nicht erreichbar, wird der Anruf nicht verbunden und es werden keine
          Credits abgebucht. Endet ein Gespräch auf Seiten der Beraterin oder des Beraters oder durch eine Störung im
          Netz, werden die ersten 60 Sekunden nicht berechnet: Ein solches Gespräch von höchstens 60 Sekunden kostet
          keine Credits.
        </Clause>
        <Clause n={5}>
          Die Credit-Line ist eine Rufnummer zum normalen Tarif und keine 0900-Rufnummer. Für die Verbindung zahlen Sie
          Ihrem Telefonanbieter nur dessen üblichen Preis für Anrufe zu dieser Rufnummer; ein Aufschlag des Anbieters
          fällt nicht an. Erkannt werden Sie an der in Ihrem Konto hinterlegten Rufnummer, bei unterdrückter oder einer
          anderen Rufnummer an Ihrer Kundennummer und Ihrer vierstelligen Credit-PIN, die Sie auf der Seite „Credits“
          festlegen.
        </Clause>
        <Clause n={6}>
          Credits sind nicht übertragbar und werden nicht in Geld ausgezahlt. Gesetzliche Rückzahlungsansprüche,
          insbesondere nach einem Widerruf (§ 7), bleiben unberührt. Wird eine Zahlung über PayPal erstattet oder
          zurückgebucht, werden die Credits dieses Kaufs wieder abgezogen, soweit sie noch nicht verbraucht sind.
        </Clause>
        <Clause n={7}>
          Anrufe über die 0900-Rufnummern können nicht mit Credits bezahlt werden; sie werden ausschließlich über die
          Telefonrechnung abgerechnet (§ 4).
        </Clause>
      </Section>

      <Section id="zahlung">
        <Clause n={1}>
          Die Mitgliedschaft bezahlen Sie über PayPal oder, soweit im Bestellvorgang angeboten, per Kreditkarte über den
          Zahlungsdienstleister Maxpay. Cosmos Credits bezahlen Sie über PayPal.
        </Clause>
        <Clause n={2}>
          Alle Preise sind Endpreise einschließlich der gesetzlichen Mehrwertsteuer. Für die Nutzung eines
          Zahlungsmittels berechnet der Anbieter kein zusätzliches Entgelt.
        </Clause>
        <Clause n={3}>
          Das Entgelt für den Testmonat wird bei Vertragsschluss belastet, danach das Wochenentgelt jeweils zu Beginn
          einer Abrechnungswoche über die gewählte Zahlungsart.
        </Clause>
        <Clause n={4}>
          Anrufgebühren werden nicht über diese Zahlungsarten, sondern über Ihre Telefonrechnung abgerechnet.
        </Clause>
        <Clause n={5}>
          Für jede Zahlung und jede Erstattung stellt der Anbieter einen Beleg mit fortlaufender Nummer aus, den Sie in
          Ihrem Profil unter „Zahlungen und Belege“ als PDF herunterladen. Dort erhalten Sie auch für jeden Monat eine
          Übersicht Ihrer Anrufe und Zahlungen als PDF und CSV.
        </Clause>
        <Clause n={6}>
          Jedes Konto hat ein monatliches Ausgabenlimit; seine Anfangshöhe nennt der Anbieter bei der Registrierung. Auf
          der Seite „Ausgabenlimit“ legen Sie ein Limit pro Kalendermonat und auf Wunsch pro Tag fest (deutsche Zeit).
          Eine Senkung gilt sofort, eine Erhöhung oder Aufhebung erst sieben Tage später; bis dahin können Sie sie
          zurücknehmen. Angerechnet werden Anrufe über die Mitgliedernummer, mit Credits bezahlte Gespräche,
          Credit-Käufe und Mitgliedsbeiträge. Ist das Limit erreicht oder haben Sie eine Pause eingelegt, verbinden die
          Mitgliedernummer und die Credit-Line nicht und Käufe werden vor der Zahlung abgelehnt; eine laufende
          Mitgliedschaft und ihre Beiträge bleiben davon unberührt, die Kündigung bleibt jederzeit möglich. Jede
          Änderung bestätigt der Anbieter per E-Mail.
        </Clause>
      </Section>

      <Section id="widerrufsrecht">
        <p>Als Verbraucherin oder Verbraucher haben Sie ein Widerrufsrecht nach Maßgabe der folgenden Belehrung.</p>
        <WithdrawalInstructions config={config} />
        <h3 className="pt-2 font-semibold">Vorzeitiger Beginn der Leistungen und Wertersatz</h3>
        <p>
          Die Mitgliedschaft und Beratungen mit Cosmos Credits beginnen auf Ihr ausdrückliches Verlangen bereits während
          der Widerrufsfrist. Widerrufen Sie danach, berechnet sich der Wertersatz zeitanteilig nach dem vereinbarten
          Preis für die Zeit bis zum Eingang Ihres Widerrufs; bereits gezahlte Beträge darüber hinaus werden erstattet.
          Bei Verträgen über Dienstleistungen erlischt das Widerrufsrecht, wenn die Dienstleistung vollständig erbracht
          ist und Sie vor Beginn ausdrücklich zugestimmt sowie bestätigt haben, dass Sie Ihr Widerrufsrecht bei
          vollständiger Vertragserfüllung verlieren (§ 356 Abs. 4 BGB). Cosmos Credits werden sofort gutgeschrieben,
          wenn Sie im Bestellschritt ausdrücklich zugestimmt haben, dass dies vor Ablauf der Widerrufsfrist geschieht,
          und bestätigt haben, dass Sie dadurch Ihr Widerrufsrecht verlieren; mit der Gutschrift erlischt dann das
          Widerrufsrecht für diesen Kauf (§ 356 Abs. 5 BGB). Ihre Zustimmung bestätigen wir Ihnen mit der
          Vertragsbestätigung per E-Mail.
        </p>
        <WithdrawalForm config={config} />
      </Section>

      <Section id="bewertungen">
        <Clause n={1}>
          Eine Beraterin oder einen Berater bewerten kann nur, wer mit ihr oder ihm über die Mitgliedernummer oder mit
          Cosmos Credits mindestens drei Minuten telefoniert hat, innerhalb von 30 Tagen nach dem Gespräch und einmal je
          Gespräch. Grundlage ist der Verbindungsnachweis des Telefonanbieters, der dem Konto zugeordnet ist. Anrufe
          über die allgemeine 0900-Nummer ohne Mitgliedschaft können nicht bewertet werden, weil der Anbieter die
          Anrufenden dort nicht kennt.
        </Clause>
        <Clause n={2}>
          Bewertungen erscheinen sofort mit dem Vornamen und dem ersten Buchstaben des Nachnamens, dem Datum und dem
          Hinweis „Verifizierter Anruf“ mit der Gesprächsdauer. Der Anbieter veröffentlicht positive und negative
          Bewertungen gleichermaßen, prüft sie vor der Veröffentlichung nur automatisch auf Telefonnummern, E-Mail- und
          Internetadressen, die in Bewertungen nicht erlaubt sind, und gewährt für Bewertungen keine Vorteile. Sie
          können Ihre Bewertung innerhalb der 30 Tage ändern und jederzeit löschen.
        </Clause>
        <Clause n={3}>
          Jede Person kann eine Bewertung über „Bewertung melden“ melden. Über Meldungen entscheidet ein Mensch, kein
          automatisches Verfahren. Eine Bewertung wird nur entfernt, wenn sie nicht auf einem echten Gespräch beruht,
          beleidigt, bedroht oder Hass verbreitet, persönliche Daten, Kontaktdaten oder Werbung enthält, nicht vom
          Gespräch mit dieser Beraterin oder diesem Berater handelt oder sonst gegen geltendes Recht verstößt. Dass eine
          Bewertung negativ ist, ist kein Grund zur Entfernung. Der Anbieter ändert weder die Sterne noch den Text einer
          Bewertung.
        </Clause>
        <Clause n={4}>
          Über die Entscheidung und ihre Gründe informiert der Anbieter per E-Mail die meldende Person, sofern sie eine
          E-Mail-Adresse angegeben hat, und die Verfasserin oder den Verfasser der Bewertung. Gegen die Entscheidung
          können Sie über das Kontaktformular Einwände erheben; der Rechtsweg bleibt offen.
        </Clause>
        <Clause n={5}>Einzelheiten erläutert die Seite „So prüfen wir Bewertungen“.</Clause>
      </Section>

      <Section id="haftung">
        <Clause n={1}>
          Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des
          Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer übernommenen
          Garantie.
        </Clause>
        <Clause n={2}>
          Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht ist die Haftung auf den
          vertragstypischen, vorhersehbaren Schaden begrenzt. Wesentlich sind Pflichten, deren Erfüllung die
          ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig
          vertrauen dürfen. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.
        </Clause>
        <Clause n={3}>
          Diese Beschränkungen gelten auch zugunsten der gesetzlichen Vertreter, Mitarbeiter und Erfüllungsgehilfen des
          Anbieters.
        </Clause>
        <Clause n={4}>
          Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Diese Rechtswahl gilt
          nur, soweit Ihnen dadurch nicht der Schutz entzogen wird, den zwingende Bestimmungen des Staates gewähren, in
          dem Sie Ihren gewöhnlichen Aufenthalt haben.
        </Clause>
        <Clause n={5}>
          Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle
          teilzunehmen.
        </Clause>
        <Clause n={6}>
          Sollten einzelne Bestimmungen dieser AGB ganz oder teilweise unwirksam sein oder werden, bleibt der Vertrag im
          Übrigen wirksam. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung (§ 306 Abs. 2 BGB).
        </Clause>
      </Section>

      {/* The privacy statement has its own page; this section keeps the old address
          /agb#datenschutz (printed in earlier mails and bookmarks) leading to it. */}
      <section aria-labelledby="datenschutz" className="mt-14 border-t border-border pt-10">
        <h2 id="datenschutz" className="text-xl font-semibold tracking-tight">
          Datenschutz&shy;erklärung
        </h2>
        <p className="mt-3">
          Wie wir Ihre Daten verarbeiten, lesen Sie in unserer{" "}
          <Link to="/datenschutz" className={linkClass}>
            Datenschutz&shy;erklärung
          </Link>
          .
        </p>
      </section>
    </article>
  );
}

import type { SiteConfig } from "../../../../shared/schemas/site.ts";

/**
 * The privacy statement the registration form links to (/agb#datenschutz): who processes
 * which data, why, for how long, and the rights under Art. 15-21 DSGVO.
 */
export function PrivacyNotice({ brand, config }: { brand: string; config: SiteConfig | null | undefined }) {
  const controller = config
    ? `${config.company.name}, ${config.company.street}, ${config.company.postalCode} ${config.company.city}, E-Mail: ${config.supportEmail}`
    : "der im Impressum genannte Anbieter";

  return (
    <section aria-labelledby="datenschutz" className="mt-14 border-t border-border pt-10">
      <h2 id="datenschutz" className="text-xl font-semibold tracking-tight">
        Datenschutzerklärung
      </h2>
      <div className="mt-3 space-y-3">
        <p>
          Verantwortlich für die Verarbeitung Ihrer Daten auf „{brand}“ ist {controller}.
        </p>
        <h3 className="pt-2 font-semibold">Welche Daten wir verarbeiten und warum</h3>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Konto: Name, Mobilnummer, optional E-Mail-Adresse und ein gehashtes Passwort, um Ihr Konto zu führen und Sie
            bei Anrufen auf der Mitgliedernummer als Mitglied zu erkennen (Art. 6 Abs. 1 lit. b DSGVO).
          </li>
          <li>
            Mitgliedschaft und Zahlungen: Beginn, Laufzeit, Zahlungseingänge und die Kennungen des
            Zahlungsdienstleisters (PayPal oder Kreditkarte über Maxpay). Ihre Zahlungsdaten selbst gibt Ihr
            Zahlungsdienstleister nicht an uns weiter (Art. 6 Abs. 1 lit. b und c DSGVO).
          </li>
          <li>
            Anrufe: Rufnummer, Beginn, Dauer und Kosten Ihrer Anrufe, die uns der Telefonanbieter übermittelt, für Ihren
            Anrufverlauf und die Abrechnung (Art. 6 Abs. 1 lit. b DSGVO).
          </li>
          <li>
            Kündigungen, Widerrufe und Kontaktanfragen: der Inhalt Ihrer Erklärung oder Nachricht, um sie zu bearbeiten
            und nachzuweisen (Art. 6 Abs. 1 lit. b und c DSGVO).
          </li>
          <li>
            Analyse und Werbeerfolgsmessung (Google Analytics, Google Ads) nur, wenn Sie in den Cookie-Einstellungen
            zustimmen (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG); Ihre Einwilligung können Sie dort jederzeit
            widerrufen.
          </li>
        </ul>
        <h3 className="pt-2 font-semibold">Speicherdauer</h3>
        <p>
          Kontodaten speichern wir, solange Ihr Konto besteht. Zahlungs- und Abrechnungsdaten bewahren wir nach den
          handels- und steuerrechtlichen Fristen bis zu zehn Jahre auf (§ 147 AO, § 257 HGB).
        </p>
        <h3 className="pt-2 font-semibold">Ihre Rechte</h3>
        <p>
          Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit
          und Widerspruch (Art. 15 bis 21 DSGVO) sowie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu
          beschweren (Art. 77 DSGVO). Schreiben Sie uns dazu einfach eine E-Mail.
        </p>
      </div>
    </section>
  );
}

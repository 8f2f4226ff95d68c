// Which tables the data export contains (docs/decisions/0035): each with its CSV file's name
// and what LIESMICH.txt says about it. tests/unit/data-export-tables.test.ts fails when a table
// that names an account is in neither list.

export interface ExportedTable {
  /** The CSV file's name without ".csv". */
  file: string;
  /** One German sentence for LIESMICH.txt. */
  about: string;
}

export const exportedTables = {
  users: {
    file: "konto",
    about:
      "Ihr Konto: Name, Telefonnummer, E-Mail-Adresse (und seit wann sie bestätigt ist), Geburtsdatum, angelegt am.",
  },
  sessions: {
    file: "anmeldungen",
    about:
      "Ihre Anmeldungen (Sitzungen): Beginn, letzte Nutzung, Ablauf und Bestätigung mit dem zweiten Faktor. Adressen (IP) speichern wir zu Sitzungen nicht.",
  },
  second_factors: { file: "zweiter-faktor", about: "Ob und seit wann Sie die Anmeldung mit zweitem Faktor nutzen." },
  second_factor_recovery_codes: {
    file: "wiederherstellungscodes",
    about: "Ihre Wiederherstellungscodes, nur ob und wann sie benutzt wurden (die Codes selbst speichern wir nicht).",
  },
  password_reset_tokens: { file: "passwort-links", about: "Angeforderte Links zum Zurücksetzen des Passworts." },
  email_changes: {
    file: "e-mail-aenderungen",
    about: "Angeforderte Änderungen Ihrer E-Mail-Adresse, die noch auf die Bestätigung über den Link warten.",
  },
  email_confirmations: {
    file: "e-mail-bestaetigung",
    about: "Der Link zur Bestätigung Ihrer E-Mail-Adresse, solange er auf seine Verwendung wartet.",
  },
  registration_grants: { file: "registrierung", about: "Die Anmeldung direkt nach Ihrer Registrierung." },
  subscriptions: {
    file: "mitgliedschaften",
    about:
      "Ihre Mitgliedschaft(en) mit Beginn, Testmonat, Mindestlaufzeit, Kündigung, Ende und Zahlungsanbieter; jede Änderung des Zustands steht mit Datum darin.",
  },
  order_confirmations: {
    file: "bestellungen",
    about:
      "Ihre Bestellungen mit Bestellnummer, Ihrer Zustimmung im Bestellschritt (Fassung und Zeitpunkt), dem Vertragsinhalt und dem Versand der Vertragsbestätigung.",
  },
  payments: { file: "zahlungen", about: "Ihre Zahlungen: Anbieter, Zweck, Betrag in Cent, Zeitpunkt." },
  receipts: { file: "belege", about: "Ihre Belege zu Zahlungen und Erstattungen (Nummer, Leistung, Betrag in Cent)." },
  card_orders: { file: "kartenzahlungen", about: "Ihre Kartenzahlungen beim Zahlungsanbieter und ihr Ergebnis." },
  credit_orders: {
    file: "credit-bestellungen",
    about: "Ihre Bestellungen von Cosmos Credits bei PayPal mit Paket, Betrag, Zustand und Erstattungen.",
  },
  credit_accounts: { file: "credit-konto", about: "Ihr Guthaben an Cosmos Credits." },
  credit_customer_numbers: { file: "credit-kundennummer", about: "Ihre Kundennummer für die Credit-Linie." },
  credit_entries: {
    file: "credit-buchungen",
    about: "Alle Buchungen Ihres Credit-Kontos (Kauf, Bonus, Verbrauch, Erstattung) mit dem Stand danach.",
  },
  credit_calls: {
    file: "credit-anrufe",
    about: "Ihre Anrufe über die Credit-Linie mit reservierten und abgebuchten Credits.",
  },
  credit_pins: {
    file: "credit-pin",
    about: "Der Zustand Ihrer Credit-PIN (Fehlversuche, Sperre), nicht die PIN selbst.",
  },
  calls: {
    file: "anrufe",
    about: "Ihre Anrufe: Datum, Uhrzeit, Linie, Berater, Dauer, Preis und Betrag in Cent, die anrufende Nummer.",
  },
  contract_declarations: {
    file: "kuendigungen-und-widerrufe",
    about: "Ihre Kündigungen und Widerrufe mit Referenz, Angaben, Zustand und Wirksamkeit.",
  },
  contact_messages: {
    file: "kontaktnachrichten",
    about: "Nachrichten, die Sie mit Ihrer E-Mail-Adresse über das Kontaktformular gesendet haben.",
  },
  spending_limits: {
    file: "ausgabenlimits",
    about: "Ihre Ausgabenlimits pro Monat und Tag, auch eine wartende Erhöhung.",
  },
  spending_pauses: { file: "pausen", about: "Ihre selbst gewählten Pausen." },
  spending_holds: { file: "reservierungen", about: "Beträge, die für Anrufe und Zahlungen vorgemerkt wurden." },
  spending_notices: {
    file: "limit-hinweise",
    about: "Hinweise per E-Mail, dass ein Limit fast oder ganz erreicht war.",
  },
  spending_summary_optouts: {
    file: "monatsuebersicht-abbestellt",
    about: "Ob Sie die monatliche Übersicht per E-Mail abbestellt haben.",
  },
  horoscope_profiles: {
    file: "horoskop-profil",
    about: "Ihr Sternzeichen, Ihr dort angegebenes Geburtsdatum und ob Sie das Monatshoroskop per E-Mail wünschen.",
  },
  horoscope_mailings: {
    file: "horoskop-mails",
    about: "Die Monatshoroskope, die wir Ihnen per E-Mail gesendet haben.",
  },
  conversions: {
    file: "werbe-erfolgsmessung",
    about: "Erfolgsmessungen für Werbung (z. B. Registrierung nach einem Anzeigenklick, mit der Klick-Kennung).",
  },
  reviews: {
    file: "bewertungen",
    about:
      "Ihre Bewertungen von Beratern mit Sternen, Text, dem angezeigten Namen, dem bewerteten Anruf und ob die Verwaltung sie entfernt hat.",
  },
  review_reports: {
    file: "bewertungen-gemeldet",
    about: "Bewertungen, die Sie gemeldet haben, mit Grund, Ihrer Erläuterung und den angegebenen Kontaktdaten.",
  },
  review_reminders: {
    file: "bewertungs-erinnerungen",
    about: "Anrufe, an deren Bewertung wir Sie in der monatlichen Übersicht erinnert haben.",
  },
  favourites: {
    file: "favoriten",
    about: "Die Berater, die Sie als Favoriten gemerkt haben, mit dem Zeitpunkt.",
  },
  availability_alerts: {
    file: "benachrichtigungen",
    about:
      "Ihre Benachrichtigungen „wenn verfügbar“: der Berater, ob auch zwischen 22 und 8 Uhr, und wann wir zuletzt geschrieben haben.",
  },
  availability_alert_mails: {
    file: "benachrichtigungs-mails",
    about: "Die E-Mails, dass ein Berater verfügbar wurde: wann sie anstanden und wann wir sie gesendet haben.",
  },
  admin_audit_log: {
    file: "verwaltung",
    about: "Was die Verwaltung an Ihrem Konto getan hat (z. B. Kündigung, Passwort zurückgesetzt, Credits gebucht).",
  },
} satisfies Record<string, ExportedTable>;

export type ExportedTableName = keyof typeof exportedTables;

/** Tables that name an account but are not in the export, each with the reason. */
export const tablesNotExported: Record<string, string> = {
  data_exports: "the export files themselves: an export inside the next one would only copy the previous one",
  account_deletions:
    "the deletion request: from the request on the account can no longer log in, so it never exports again; " +
    "what is kept of it is described in docs/decisions/0037",
};

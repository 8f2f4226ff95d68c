import { adminStorageKeys } from "../../../lib/admin-storage-keys.ts";
import { storageKeys } from "../../../lib/storage-keys.ts";
import { openCookieSettings } from "../../../lib/consent.ts";
import { Link } from "../../../lib/navigation.tsx";

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

interface Entry {
  name: string;
  where: string;
  purpose: string;
  lifetime: string;
  basis: string;
}

const necessaryBasis = "§ 25 Abs. 2 Nr. 2 TDDDG; Art. 6 Abs. 1 lit. b DSGVO (Vertrag)";
const preferenceBasis = "§ 25 Abs. 2 Nr. 2 TDDDG; Art. 6 Abs. 1 lit. f DSGVO (Ihre Einstellung merken)";

// Every entry the portal itself writes: the server's cookies (src/server/modules/auth/cookies.ts)
// and the browser storage keys (src/client/lib/storage-keys.ts, admin-storage-keys.ts). A new key there belongs here too.
const necessary: Entry[] = [
  {
    name: "sid (im Livebetrieb __Host-sid)",
    where: "Cookie, nur für den Server lesbar",
    purpose: "Hält Sie angemeldet.",
    lifetime:
      "Bis zur Abmeldung, höchstens 90 Tage; nach 30 Tagen ohne Nutzung (im Verwaltungsbereich nach 30 Minuten) endet die Anmeldung früher.",
    basis: necessaryBasis,
  },
  {
    name: "device (im Livebetrieb __Host-device)",
    where: "Cookie, nur für den Server lesbar, vom Server signiert",
    purpose:
      "Merkt sich, dass Sie sich in diesem Browser schon einmal angemeldet haben: Fehlversuche Fremder bei Ihrem Konto sperren diesen Browser dann nicht für die Anmeldung.",
    lifetime: "180 Tage ab der letzten Anmeldung in diesem Browser.",
    basis: necessaryBasis,
  },
  {
    name: "reg_flow",
    where: "Cookie, nur für den Server lesbar",
    purpose:
      "Erlaubt diesem Browser nach der Registrierung, die Mitgliedschaft für das gerade angelegte Konto zu bezahlen.",
    lifetime: "2 Stunden oder bis die Registrierung abgeschlossen ist.",
    basis: necessaryBasis,
  },
  {
    name: storageKeys.registrationFlow,
    where: "Sitzungsspeicher (sessionStorage)",
    purpose:
      "Merkt sich, dass Sie in diesem Tab gerade ein Konto anlegen, damit die Seite nach der Zahlung die Registrierung abschließen kann. Name und Telefonnummer werden dabei nicht gespeichert.",
    lifetime: "Bis die Registrierung abgeschlossen ist oder Sie den Tab schließen.",
    basis: necessaryBasis,
  },
  {
    name: adminStorageKeys.horoscopeDraft,
    where: "Sitzungsspeicher (sessionStorage), nur im Verwaltungsbereich",
    purpose:
      "Hält noch nicht gespeicherte Horoskoptexte der Verwaltung fest, damit sie nicht verloren gehen, wenn die Seite verlassen wird.",
    lifetime: "Bis die Texte gespeichert oder verworfen sind oder Sie den Tab schließen.",
    basis: necessaryBasis,
  },
  {
    name: storageKeys.cookieConsent,
    where: "Lokaler Speicher (localStorage)",
    purpose: "Ihre Auswahl in den Cookie-Einstellungen und wann Sie sie getroffen haben.",
    lifetime: "Bis Sie die Auswahl ändern oder die Browserdaten löschen.",
    basis: "§ 25 Abs. 2 Nr. 2 TDDDG; Art. 6 Abs. 1 lit. c i. V. m. Art. 7 Abs. 1 DSGVO (Nachweis der Einwilligung)",
  },
  {
    name: `${storageKeys.selectedPlan}, ${storageKeys.pendingSubscription}, ${storageKeys.pendingCardSubscription}, ${storageKeys.cardSession}`,
    where: "Lokaler Speicher (localStorage)",
    purpose:
      "Der gewählte Tarif und eine laufende Zahlung, damit Sie nach der Seite des Zahlungsdienstleisters dort weitermachen, wo Sie waren.",
    lifetime:
      "Die Angaben zur Zahlung bis zu deren Abschluss oder Abbruch; der gewählte Tarif bis Sie die Browserdaten löschen.",
    basis: necessaryBasis,
  },
  {
    name: `${storageKeys.theme}, ${storageKeys.browserWarningDismissed}, ${storageKeys.onboardingTourSeen}`,
    where: "Lokaler Speicher (localStorage)",
    purpose:
      "Ihr Farbschema (hell oder dunkel), ob Sie den Hinweis zu veralteten Browsern geschlossen und die kurze Einführung gesehen haben.",
    lifetime: "Bis Sie die Browserdaten löschen.",
    basis: preferenceBasis,
  },
];

const withConsent: Entry[] = [
  {
    name: `${storageKeys.gclid}, ${storageKeys.msclkid}, ${storageKeys.fbclid}`,
    where: "Lokaler Speicher (localStorage) und Sitzungsspeicher (sessionStorage)",
    purpose:
      "Die Klick-Kennung, wenn Sie über eine Anzeige bei Google, Microsoft oder Facebook gekommen sind, damit eine Registrierung, ein Kauf oder ein Anruf dieser Anzeige zugeordnet werden kann. Ohne Anzeigenklick oder ohne Ihre Zustimmung zu Marketing wird nichts gespeichert und nichts zugeordnet.",
    lifetime:
      "Im Sitzungsspeicher bis Sie den Tab schließen, im lokalen Speicher bis Sie die Browserdaten löschen; beim Widerruf löschen wir sie sofort.",
    basis: "Ihre Einwilligung (Marketing), § 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO",
  },
  {
    name: "_ga, _ga_<Kennung>",
    where: "Cookie von Google Analytics",
    purpose: "Statistik: unterscheidet Besucher und Besuche, um die Nutzung des Portals auszuwerten.",
    lifetime: "2 Jahre; beim Widerruf löschen wir sie sofort.",
    basis: "§ 25 Abs. 1 TDDDG; Art. 6 Abs. 1 lit. a DSGVO (Einwilligung)",
  },
  {
    name: "_gcl_au und weitere _gcl-Cookies",
    where: "Cookie von Google Ads",
    purpose: "Werbeerfolgsmessung: ordnet eine Registrierung oder einen Kauf einer Anzeige zu.",
    lifetime: "90 Tage; beim Widerruf löschen wir sie sofort.",
    basis: "§ 25 Abs. 1 TDDDG; Art. 6 Abs. 1 lit. a DSGVO (Einwilligung)",
  },
];

function EntryList({ entries }: { entries: Entry[] }) {
  return (
    <ul className="mt-4 grid gap-4">
      {entries.map((entry) => (
        <li key={entry.name} className="rounded-lg border border-border p-4">
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold">Name</dt>
            <dd className="font-mono break-words">{entry.name}</dd>
            <dt className="font-semibold">Art</dt>
            <dd>{entry.where}</dd>
            <dt className="font-semibold">Zweck</dt>
            <dd>{entry.purpose}</dd>
            <dt className="font-semibold">Speicherdauer</dt>
            <dd>{entry.lifetime}</dd>
            <dt className="font-semibold">Rechtsgrundlage</dt>
            <dd>{entry.basis}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The cookie policy at /cookie-richtlinie: every cookie and storage entry, as it really is. */
export function CookiePolicy() {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 leading-7 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">Cookie-Richtlinie</h1>
      <p className="mt-2 text-sm text-muted-foreground">Stand: November 2026</p>
      <p className="mt-6">
        Hier steht jedes Cookie und jeder Eintrag im Speicher Ihres Browsers, den das Portal anlegt: wozu, wie lange und
        auf welcher Rechtsgrundlage. Wie wir Ihre Daten sonst verarbeiten, lesen Sie in der{" "}
        <Link to="/datenschutz" className={linkClass}>
          Datenschutz&shy;erklärung
        </Link>
        .
      </p>

      <section aria-labelledby="notwendig" className="mt-10">
        <h2 id="notwendig" className="text-xl font-semibold tracking-tight">
          Technisch notwendig
        </h2>
        <p className="mt-3">Ohne diese Einträge funktionieren Anmeldung, Zahlung und Ihre Einstellungen nicht.</p>
        <EntryList entries={necessary} />
      </section>

      <section aria-labelledby="einwilligung" className="mt-10">
        <h2 id="einwilligung" className="text-xl font-semibold tracking-tight">
          Nur mit Ihrer Einwilligung
        </h2>
        <p className="mt-3">
          Die Cookies von Google Analytics und Google Ads gibt es nur, wenn der Betreiber diese Dienste eingerichtet hat
          und Sie in den Cookie-Einstellungen zugestimmt haben; dabei können Daten in die USA übermittelt werden. Die
          Klick-Kennung einer Anzeige speichern wir nur mit Ihrer Zustimmung zu Marketing.
        </p>
        <EntryList entries={withConsent} />
      </section>

      <section aria-labelledby="zahlungsdienste" className="mt-10">
        <h2 id="zahlungsdienste" className="text-xl font-semibold tracking-tight">
          Bei der Zahlung
        </h2>
        <p className="mt-3">
          Wenn Sie mit PayPal oder mit Kreditkarte (über Maxpay) bezahlen, öffnen sich Seiten oder Fenster dieser
          Zahlungsdienstleister. Für die Cookies, die sie dort setzen, sind sie selbst verantwortlich; näheres steht in
          deren Datenschutzhinweisen.
        </p>
      </section>

      <section aria-labelledby="auswahl" className="mt-10">
        <h2 id="auswahl" className="text-xl font-semibold tracking-tight">
          Ihre Auswahl ändern
        </h2>
        <p className="mt-3">
          Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen:{" "}
          <button type="button" className={linkClass} onClick={openCookieSettings}>
            Cookie-Einstellungen öffnen
          </button>
          . Alle übrigen Einträge löschen Sie über die Einstellungen Ihres Browsers.
        </p>
      </section>
    </article>
  );
}

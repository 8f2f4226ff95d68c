import { callPricesCents, formatEuro } from "./plan.ts";
import { pages, type PageName, type PagePath } from "./page-paths.ts";

// What a search engine and a shared link show under a page's title (<meta name="description">),
// one sentence or two per public page. The build writes it into each prerendered page, the server
// into the page it sends for every other address, and the client sets it on every page change.

const member = formatEuro(callPricesCents.member);
const premium = formatEuro(callPricesCents.premium);

export const defaultPageDescription =
  `Sternenruf: telefonische Beratung zu Astrologie, Tarot und Hellsehen. Als Mitglied für ${member} pro ` +
  "Minute mit erfahrenen Beraterinnen und Beratern sprechen.";

const descriptions: Partial<Record<PageName, string>> = {
  home: defaultPageDescription,
  consultants:
    "Alle Beraterinnen und Berater von Sternenruf mit Schwerpunkten, Bewertungen aus echten Anrufen, " +
    "Sprechzeiten und ihrem Status: verfügbar, besetzt oder offline.",
  consultantProfile:
    "Beraterprofil bei Sternenruf: Schwerpunkte, Sprechzeiten, Bewertungen aus echten Anrufen und die Wege, " +
    "anzurufen.",
  reviewRules:
    "So prüft Sternenruf Bewertungen: nur nach einem aufgezeichneten Anruf, negative wie positive, ohne " +
    "Belohnung; mit den Gründen für eine Entfernung.",
  pricing:
    `Preise bei Sternenruf: Premium-Mitgliedschaft mit ${member}/Min. statt ${premium}/Min., die Kosten der ` +
    "Mitgliedschaft, die Mindestlaufzeit und Cosmos Credits.",
  impressum: "Impressum von Sternenruf: Anbieter, Anschrift, Kontakt und Registereintrag.",
  agb: "Die Allgemeinen Geschäftsbedingungen (AGB) von Sternenruf für Mitgliedschaft, Anrufe und Cosmos Credits.",
  privacy:
    "Datenschutzerklärung von Sternenruf: welche Daten wir wofür verarbeiten, auf welcher Rechtsgrundlage, " +
    "wie lange, und Ihre Rechte.",
  cookiePolicy: "Cookie-Richtlinie von Sternenruf: welche Cookies und Speicher wir nutzen und wie Sie wählen.",
  accessibility:
    "Erklärung zur Barrierefreiheit von Sternenruf, mit dem Stand der Umsetzung und einem Formular, um eine " +
    "Barriere zu melden.",
  contact: "Kontakt zu Sternenruf: Schreiben Sie uns, wir antworten per E-Mail.",
  login: "Anmelden bei Sternenruf mit Telefonnummer oder E-Mail-Adresse.",
  forgotPassword: "Passwort vergessen? Fordern Sie bei Sternenruf einen Link für ein neues Passwort an.",
  register: "Registrierung bei Sternenruf: Konto anlegen und die Premium-Mitgliedschaft starten.",
  signup: "Registrierung bei Sternenruf: Konto anlegen und die Premium-Mitgliedschaft starten.",
  simpleRegistration: "Ein Konto bei Sternenruf anlegen, ohne Mitgliedschaft.",
  subscribe: `Die Premium-Mitgliedschaft von Sternenruf: telefonieren für ${member}/Min. statt ${premium}/Min.`,
  horoscopes: "Die Monatshoroskope von Sternenruf für alle zwölf Sternzeichen.",
  cancellation: "Die Mitgliedschaft bei Sternenruf kündigen, in zwei Schritten.",
  withdrawal: "Den Vertrag mit Sternenruf widerrufen, in zwei Schritten.",
};

/** The description of a page by its name; the portal's own for pages without one. */
export function describePage(name: PageName | "notFound"): string {
  return (name !== "notFound" && descriptions[name]) || defaultPageDescription;
}

const nameByPath = new Map<string, PageName>(
  (Object.entries(pages) as Array<[PageName, PagePath]>).map(([name, path]) => [path, name]),
);

/** The description of a page by its path in `pages` (a pattern such as /berater/:slug included). */
export function describePagePath(path: PagePath): string {
  return describePage(nameByPath.get(path) ?? "notFound");
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** index.html (or a prerendered page) with this description in its description tag. */
export function withDescription(html: string, description: string): string {
  return html.replace(
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    () => `<meta name="description" content="${escapeAttribute(description)}" />`,
  );
}

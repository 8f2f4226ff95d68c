import type { Page } from "@playwright/test";
import type { SiteConfig } from "../../src/shared/schemas/site.ts";
import { toastRegion, uniqueContact } from "./contact-form.ts";
import { outboxMailsContaining } from "./declaration-pages.ts";
import { expect, test } from "./fixtures.ts";

// The accessibility statement (BFSG § 14 with Anlage 3), the privacy statement's purposes and
// periods, and the Impressum's contact points, read as a visitor reads them.

const footerNav = (page: Page) => page.getByRole("navigation", { name: "Fußbereich" });

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every footer leads to /barrierefreiheit, which states status, gaps, authority and date", async ({ page }) => {
      await page.goto("/impressum");
      await footerNav(page).getByRole("link", { name: "Barrierefreiheit" }).click();
      await expect(page).toHaveURL(/\/barrierefreiheit$/);
      await expect(page).toHaveTitle("Barrierefreiheit | Sternenruf");
      await expect(page.getByRole("heading", { level: 1, name: "Erklärung zur Barrierefreiheit" })).toBeVisible();
      await expect(page.getByText(/^Stand: \d{1,2}\. \S+ \d{4}$/)).toBeVisible();

      await expect(page.getByRole("region", { name: "Unser Angebot" })).toContainText("telefonische Beratungen");
      const status = page.getByRole("region", { name: "Wie barrierefrei das Portal ist" });
      await expect(status).toContainText("WCAG) 2.2");
      await expect(status).toContainText("EN 301 549");
      await expect(status).toContainText("teilweise konform");
      const gaps = page.getByRole("region", { name: "Was noch nicht barrierefrei ist" });
      await expect(gaps.getByRole("listitem")).not.toHaveCount(0);
      await expect(gaps).toContainText("Alternative");
      const authority = page.getByRole("region", { name: "Zuständige Marktüberwachungsbehörde" });
      await expect(authority).toContainText("Marktüberwachungsstelle der Länder für die Barrierefreiheit");
      await expect(authority).toContainText("Magdeburg");
      await expect(authority.getByRole("link", { name: "MLBF@ms.sachsen-anhalt.de" })).toHaveAttribute(
        "href",
        "mailto:MLBF@ms.sachsen-anhalt.de",
      );
      await expect(page.getByRole("region", { name: "Erstellung dieser Erklärung" })).toContainText("erstellt");
    });
  });
}

test("a barrier reported with the form reaches support, named as such", async ({ page }) => {
  const values = uniqueContact();
  await page.goto("/barrierefreiheit");
  const form = page.getByRole("form", { name: "Barriere melden" });
  const name = form.getByLabel("Name", { exact: true });
  const message = form.getByLabel("Welche Barriere ist Ihnen begegnet, und auf welcher Seite?");

  // What is wrong is said next to each field, and the focus goes to the first one.
  await form.getByRole("button", { name: "Barriere melden" }).click();
  await expect(form.getByRole("alert")).toHaveCount(3);
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription("Name muss mindestens 2 Zeichen lang sein");

  await name.fill(values.name);
  await form.getByLabel("E-Mail", { exact: true }).fill(values.email);
  await message.fill(values.message);
  await form.getByRole("button", { name: "Barriere melden" }).click();
  await expect(toastRegion(page).locator("li")).toContainText("Nachricht gesendet");
  await expect(message).toHaveValue("");

  await expect.poll(() => outboxMailsContaining(values.message), { timeout: 10_000 }).toHaveLength(1);
  const [mail = ""] = await outboxMailsContaining(values.message);
  expect(mail).toContain("Barriere melden von Erika Mustermann");
  expect(mail).toContain("Thema: Barriere melden");
  // The reporter's receipt names the report as one.
  await expect.poll(() => outboxMailsContaining(`\nTo: ${values.email}`), { timeout: 10_000 }).toHaveLength(1);
  const [receipt = ""] = await outboxMailsContaining(`\nTo: ${values.email}`);
  expect(receipt).toContain("Ihre Meldung einer Barriere ist angekommen");
});

test("the privacy statement gives each purpose its data, basis, recipients and period", async ({ page }) => {
  await page.goto("/datenschutz");
  const purposes = page.getByRole("region", { name: "Welche Daten wir wofür verarbeiten" }).getByRole("region");
  const titles = [
    "Ihr Konto",
    "Mitgliedschaft und Zahlungen",
    "Cosmos Credits",
    "Anrufe auf der Mitgliedernummer, der Nummer ohne Mitgliedschaft und der Credit-Line",
    "Ausgabenlimit und Pausen",
    "Pause und Ausgabenlimit nach einer Kontolöschung",
    "Belege, Bestellbestätigungen und Monatsübersicht",
    "Kündigungen und Widerrufe",
    "Bewertungen und Meldungen",
    "Horoskop-Mails",
    "Favoriten und Benachrichtigungen",
    "Kontaktanfragen und gemeldete Barrieren",
    "Sicherheit",
    "Datenauskunft und Kontolöschung",
  ];
  await expect(purposes.getByRole("heading", { level: 3 })).toHaveText(titles);
  for (const title of titles) {
    const terms = page.getByRole("region", { name: title, exact: true }).getByRole("term");
    await expect(terms).toHaveText(["Daten", "Zweck", "Rechtsgrundlage", "Empfänger", "Speicherdauer"]);
  }
  await expect(page.getByRole("region", { name: "Mitgliedschaft und Zahlungen" })).toContainText("PayPal");
  await expect(page.getByRole("region", { name: "Mitgliedschaft und Zahlungen" })).toContainText("Maxpay");
  await expect(page.getByRole("region", { name: /^Anrufe auf/ })).toContainText("Telefonanbieter");
  await expect(page.getByRole("region", { name: "Pause und Ausgabenlimit nach einer Kontolöschung" })).toContainText(
    "Prüfwerte Ihrer Mobilnummer und Ihrer E-Mail-Adresse",
  );

  const periods = page.getByRole("region", { name: "Wie lange wir Daten speichern" });
  await expect(periods).toContainText("8 Jahre ab dem Ende des Kalenderjahres");
  await expect(periods).toContainText("§ 147 Abs. 1 Nr. 4, Abs. 3 AO; § 257 Abs. 1 Nr. 4, Abs. 4 HGB; § 14b UStG");
  await expect(periods).toContainText("6 Jahre ab dem Ende des Kalenderjahres");
  await expect(periods).toContainText("§ 257 Abs. 1 Nr. 2 und 3, Abs. 4 HGB; § 147 Abs. 1 Nr. 2 und 3 AO");
  await expect(periods).toContainText("Sitzungen 30 Tage nach ihrem Ende");
  await expect(periods).toContainText("3 Jahre (regelmäßige Verjährungsfrist, § 195 BGB)");
  await expect(periods).toContainText("Bewertungen, bis Sie sie oder Ihr Konto löschen.");

  const rights = page.getByRole("region", { name: "Ihre Rechte" });
  for (const article of [
    "Art. 15",
    "Art. 16",
    "Art. 17",
    "Art. 18",
    "Art. 20",
    "Art. 21",
    "Art. 7 Abs. 3",
    "Art. 77",
  ]) {
    await expect(rights).toContainText(article);
  }
  await expect(rights).toContainText("„Meine Daten herunterladen“");
  await expect(rights).toContainText("„Konto löschen“");
  await expect(rights.getByRole("link", { name: "Profil" })).toHaveAttribute("href", "/profile");
});

test("the Impressum names a contact point for authorities and one for users, in German and English", async ({
  page,
}) => {
  await page.goto("/impressum");
  const config = (await (await page.request.get("/api/config")).json()) as SiteConfig;
  const points = page
    .getByRole("heading", { name: "Zentrale Kontaktstellen nach dem Digital Services Act" })
    .locator("..");
  await expect(points).toContainText("Für Behörden (Art. 11 DSA)");
  await expect(points).toContainText("Für Nutzerinnen und Nutzer (Art. 12 DSA)");
  await expect(points).toContainText("Deutsch und Englisch");
  await expect(points).toContainText("ein Mensch, kein Chatbot");
  await expect(points.getByRole("link", { name: config.supportEmail }).first()).toHaveAttribute(
    "href",
    `mailto:${config.supportEmail}`,
  );
  await expect(points.getByRole("link", { name: "Kontaktformular" })).toHaveAttribute("href", "/contact");
});

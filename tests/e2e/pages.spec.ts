import type { SiteConfig } from "../../src/shared/schemas/site.ts";
import { expect, test } from "./fixtures.ts";
import { openHome } from "./home-page.ts";

test("the Impressum names the company from the configuration", async ({ page, request }) => {
  const response = await request.get("/api/config");
  expect(response.ok()).toBe(true);
  const config = (await response.json()) as SiteConfig;
  expect(config.company.name).not.toBe("");

  await page.goto("/impressum");
  await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
  await expect(page).toHaveTitle("Impressum | Sternenruf");
  await expect(page.getByRole("heading", { name: "Angaben gemäß § 5 DDG" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText(config.company.name).first()).toBeVisible();
  await expect(main).toContainText(`${config.company.postalCode} ${config.company.city}`);
  await expect(page.getByRole("heading", { name: "Registereintrag" })).toBeVisible();
  await expect(main).toContainText(config.company.registerNumber);
  await expect(page.getByRole("heading", { name: "Umsatzsteuer-ID" })).toBeVisible();
  await expect(main).toContainText(config.company.vatId);
  const editorial = main.locator("section", {
    has: page.getByRole("heading", { name: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV" }),
  });
  await expect(editorial).toContainText(config.company.editorialResponsible);
  await expect(editorial).toContainText(`${config.company.postalCode} ${config.company.city}`);
  await expect(main.getByRole("link", { name: config.supportEmail }).first()).toHaveAttribute(
    "href",
    `mailto:${config.supportEmail}`,
  );
});

test("the AGB have the sections § 1 to § 9", async ({ page }) => {
  await page.goto("/agb");
  await expect(page.getByRole("heading", { level: 1, name: "Allgemeine Geschäftsbedingungen" })).toBeVisible();
  const sectionHeadings = page.getByRole("main").getByRole("heading", { level: 2, name: /^§ \d+ / });
  await expect(sectionHeadings).toHaveCount(9);
  for (let n = 1; n <= 9; n += 1) {
    await expect(sectionHeadings.nth(n - 1)).toHaveText(new RegExp(`^§ ${n} \\S`));
  }
});

test("the privacy statement has its own page, and /agb#datenschutz points there", async ({ page }) => {
  await page.goto("/datenschutz");
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ihre Rechte" })).toContainText("Art. 15 bis 21 DSGVO");
  await expect(page.getByRole("region", { name: "Cookies und Speicher im Browser" })).toBeVisible();

  await page.goto("/agb#datenschutz");
  const pointer = page.getByRole("region", { name: "Datenschutzerklärung" });
  await expect(pointer.getByRole("heading", { level: 2 })).toBeInViewport();
  await expect(pointer.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/datenschutz");
});

test("the cookie policy lists the portal's cookies with purpose, lifetime and legal basis", async ({ page }) => {
  await page.goto("/cookie-richtlinie");
  await expect(page.getByRole("heading", { level: 1, name: "Cookie-Richtlinie" })).toBeVisible();
  const main = page.getByRole("main");
  for (const term of ["Zweck", "Speicherdauer", "Rechtsgrundlage"]) {
    await expect(main.getByRole("term").filter({ hasText: term }).first()).toBeVisible();
  }
});

test("the pricing page shows both cards, both minute prices and the way on", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Preise" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Premium-Mitgliedschaft" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Anrufgebühren" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText("0,69 €/Min.", { exact: true })).toBeVisible();
  await expect(main.getByText("1,49 €/Min.", { exact: true })).toBeVisible();
  await expect(main.getByText("danach 4,99 € pro Woche", { exact: true })).toBeVisible();

  const subscribe = main.getByRole("link", { name: "Mitgliedschaft auswählen" });
  await expect(subscribe).toHaveAttribute("href", "/subscribe");
  const contact = main.getByRole("link", { name: "Noch Fragen? Kontaktieren Sie uns" });
  await expect(contact).toHaveAttribute("href", "/contact");
  await contact.click();
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
});

test("the home page invites to register", async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole("heading", { level: 1, name: /69 Cent pro Minute/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Jetzt registrieren" })).toHaveAttribute("href", "/#register");
  await expect(page.getByRole("heading", { name: "So funktioniert's" })).toBeVisible();
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The pages and marks that let a visitor check who they are dealing with before paying: the
// support line, the payment methods, the privacy statement and the cookie policy.

const footer = (page: Page) => page.getByRole("contentinfo");
const footerNav = (page: Page) => page.getByRole("navigation", { name: "Fußbereich" });

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the footer shows the support hours, the phone as a tel: link and the payment marks", async ({ page }) => {
      await page.goto("/impressum");
      const support = footer(page).getByRole("region", { name: "Kundenservice" });
      await expect(support).toContainText("Mo–Fr 9–18 Uhr");
      const phone = support.getByRole("link", { name: "+49 30 1234567" });
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute("href", "tel:+49301234567");

      const marks = footer(page).getByRole("list", { name: "Zahlungsarten" });
      await expect(marks.getByRole("img", { name: "PayPal" })).toBeVisible();
      // Card payments are off until the administrator switches them on.
      await expect(marks.getByRole("img", { name: "Kreditkarte" })).toHaveCount(0);
    });

    test("'Datenschutz' leads to the privacy page with its cookie section", async ({ page }) => {
      await page.goto("/impressum");
      await footerNav(page).getByRole("link", { name: "Datenschutz" }).click();
      await expect(page).toHaveURL(/\/datenschutz$/);
      await expect(page).toHaveTitle("Datenschutz | Sternenruf");
      await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Ihre Rechte" })).toContainText("Art. 15 bis 21 DSGVO");
      const cookies = page.getByRole("region", { name: "Cookies und Speicher im Browser" });
      await expect(cookies).toContainText("§ 25 Abs. 2 Nr. 2 TDDDG");
      await cookies.getByRole("link", { name: "Cookie-Richtlinie" }).click();
      await expect(page).toHaveURL(/\/cookie-richtlinie$/);
    });

    test("the cookie policy link leads to a page listing every cookie and storage entry", async ({ page }) => {
      await page.goto("/impressum");
      await footerNav(page).getByRole("link", { name: "Cookie-Richtlinie" }).click();
      await expect(page).toHaveURL(/\/cookie-richtlinie$/);
      await expect(page).toHaveTitle("Cookie-Richtlinie | Sternenruf");
      await expect(page.getByRole("heading", { level: 1, name: "Cookie-Richtlinie" })).toBeVisible();
      const necessary = page.getByRole("region", { name: "Technisch notwendig" });
      for (const name of ["sid (im Livebetrieb __Host-sid)", "reg_flow", "cookie-consent"]) {
        await expect(necessary.getByText(name, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("region", { name: "Nur mit Ihrer Einwilligung" })).toContainText("_ga");
      // The page lets the visitor change the choice right there.
      await page.getByRole("main").getByRole("button", { name: "Cookie-Einstellungen öffnen" }).click();
      await expect(page.getByRole("dialog", { name: "Cookie-Einstellungen" })).toBeVisible();
    });

    test("/agb#datenschutz still leads to the privacy statement", async ({ page }) => {
      await page.goto("/agb#datenschutz");
      const pointer = page.getByRole("region", { name: "Datenschutzerklärung" });
      await expect(pointer.getByRole("heading", { level: 2, name: "Datenschutzerklärung" })).toBeInViewport();
      await pointer.getByRole("link", { name: "Datenschutzerklärung" }).click();
      await expect(page).toHaveURL(/\/datenschutz$/);
      await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
    });
  });
}

test("with card payments switched on, the footer and /pricing show the card mark beside PayPal", async ({ page }) => {
  // Answered here rather than switched through the admin: the switch is shared by all tests.
  await page.route("**/api/payment-methods", (route) => route.fulfill({ json: { paypal: true, maxpay: true } }));
  await page.goto("/pricing");
  const main = page.getByRole("main").getByRole("list", { name: "Zahlungsarten" });
  await expect(main.getByRole("img", { name: "PayPal" })).toBeVisible();
  await expect(main.getByRole("img", { name: "Kreditkarte" })).toBeVisible();
  await expect(footer(page).getByRole("img", { name: "Kreditkarte" })).toBeVisible();
});

test("/contact shows the support line with its hours", async ({ page }) => {
  await page.goto("/contact");
  const phone = page.getByRole("region", { name: "Telefon" });
  await expect(phone.getByRole("link", { name: "+49 30 1234567" })).toHaveAttribute("href", "tel:+49301234567");
  await expect(phone).toContainText("Erreichbar: Mo–Fr 9–18 Uhr");
});

test("the registration agreement's privacy link opens the privacy page", async ({ page }) => {
  await page.goto("/signup");
  const link = page.getByRole("link", { name: "Datenschutzerklärung" });
  await expect(link).toHaveAttribute("href", "/datenschutz");
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await expect(popup.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
});

test.describe("with the cookie choice still open", () => {
  test.use({ consent: "undecided" });

  test("the cookie banner links to the privacy page and the cookie policy", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await expect(banner.getByRole("link", { name: "Cookie-Richtlinie" })).toHaveAttribute("href", "/cookie-richtlinie");
    await banner.getByRole("link", { name: "Datenschutzerklärung" }).click();
    await expect(page).toHaveURL(/\/datenschutz$/);
    await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
    // Reading the statement does not take the choice away.
    await expect(page.getByRole("dialog", { name: "Cookie-Einstellungen" })).toBeVisible();
  });
});

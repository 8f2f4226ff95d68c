import { newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

// After an in-app page change the focus is on the new page's heading, as a page load would put
// a screen reader at the page's start, not on the link just followed; after the login too,
// where it had fallen to <body>. A filter on the same page keeps it where it is.

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("a link to another page puts the focus on its heading", async ({ page }) => {
      await page.goto("/pricing");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Impressum" });
      await footerLink.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/impressum$/);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeFocused();
      // The view is at the page's top, and Tab goes on from the heading into the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).not.toHaveText("Zum Inhalt springen");
    });

    test("after the login the focus is on the profile's heading, not on the page's body", async ({ page }) => {
      const user = await newUser();
      await page.goto("/login");
      await page.getByLabel("Telefonnummer oder E-Mail").fill(user.phone);
      await page.getByLabel("Passwort").fill(user.password);
      await page.getByRole("button", { name: "Anmelden" }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeFocused();
    });

    test("a filter on /berater keeps the focus on the filter", async ({ page }) => {
      await page.goto("/berater");
      const status = page.getByRole("combobox", { name: "Status" });
      await status.focus();
      await status.selectOption({ label: "Verfügbar" });
      await expect(page).toHaveURL(/status=verfuegbar/);
      await expect(status).toBeFocused();
    });
  });
}

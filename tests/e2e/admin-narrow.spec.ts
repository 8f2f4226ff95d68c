import type { Page } from "@playwright/test";
import { loginAs } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { admin, newMemberWith } from "./payments.ts";
import { expectInsideScreen, expectNoHorizontalScroll, expectNoViolations } from "./screen-fit.ts";

// The whole admin area on a phone and on a desktop: no horizontal page scrolling, every tab
// reachable, wide tables as labelled scroll regions, dialogs inside the screen with their
// buttons usable, and no axe violation (WCAG 2.2 A/AA) on any tab or dialog.

/** Wide tables scroll inside a labelled region the keyboard can reach. */
async function expectTablesReachable(page: Page): Promise<void> {
  const tables = page.locator("table:visible");
  for (const table of await tables.all()) {
    const fits = await table.evaluate((el) => {
      const parent = el.parentElement;
      return !parent || parent.scrollWidth <= parent.clientWidth;
    });
    if (fits) continue;
    const region = table.locator("xpath=..");
    await expect(region).toHaveAttribute("role", "region");
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toHaveAttribute("aria-label", /.+/);
  }
}

for (const viewport of [
  { width: 375, height: 720 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the admin area at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every tab and dialog fits the screen and passes axe", async ({ page }) => {
      test.slow();
      const member = await newMemberWith({ name: "Lotte Schmalbreit" });
      await loginAs(page, admin);
      await page.goto(`/admin?suche=${encodeURIComponent(member.phone)}`);
      await expect(page.getByRole("heading", { level: 1, name: "Adminbereich" })).toBeVisible();

      const tabs = ["Benutzer", "Berater", "Einstellungen", "Horoskope", "Bewertungen", "Protokoll"];
      for (const name of tabs) {
        const tab = page.getByRole("tab", { name });
        await expect(tab).toBeInViewport({ ratio: 1 });
        await tab.click();
        await expect(tab).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("tabpanel", { name })).toBeVisible();
        await expect(page.getByRole("tabpanel", { name }).getByText("Wird geladen...")).toHaveCount(0);
        await expectNoHorizontalScroll(page, viewport.width, `tab ${name}`);
        await expectTablesReachable(page);
        await expectNoViolations(page, `tab ${name}`);
      }

      // The user dialog and the credits dialog on top of it.
      await page.getByRole("tab", { name: "Benutzer" }).click();
      await page.getByRole("button", { name: `Details zu Lotte Schmalbreit (ID ${member.id})` }).click();
      const detail = page.getByRole("dialog", { name: "Lotte Schmalbreit" });
      await expect(detail.getByRole("button", { name: "Credits anpassen" })).toBeVisible();
      await expectNoHorizontalScroll(page, viewport.width, "user dialog");
      await expectInsideScreen(page, detail, detail.getByRole("button", { name: "Credits anpassen" }), viewport.width);
      await expectNoViolations(page, "user dialog");
      await detail.getByRole("button", { name: "Credits anpassen" }).click();
      const credits = page.getByRole("dialog", { name: "Credits anpassen" });
      await expect(credits.getByLabel("Anzahl Credits")).toBeVisible();
      await expectInsideScreen(page, credits, credits.getByRole("button", { name: "Buchen" }), viewport.width);
      await expectNoHorizontalScroll(page, viewport.width, "credits dialog");
      await expectNoViolations(page, "credits dialog");
      await page.keyboard.press("Escape");
      await expect(credits).toBeHidden();
      // The password dialog on top of it, filled but not sent: nothing changes.
      await detail.getByRole("button", { name: "Passwort zurücksetzen" }).click();
      const password = page.getByRole("dialog", { name: "Passwort zurücksetzen" });
      await password.getByLabel("Neues Passwort").fill("ein-neues-passwort");
      await expectInsideScreen(
        page,
        password,
        password.getByRole("button", { name: "Passwort speichern" }),
        viewport.width,
      );
      await expectNoHorizontalScroll(page, viewport.width, "password dialog");
      await expectNoViolations(page, "password dialog");
      await page.keyboard.press("Escape");
      await expect(password).toBeHidden();
      await detail.getByRole("button", { name: "Schließen", exact: true }).click();
      await expect(detail).toBeHidden();

      // The consultant dialog.
      await page.getByRole("tab", { name: "Berater" }).click();
      await page.getByRole("button", { name: "Berater anlegen" }).click();
      const consultant = page.getByRole("dialog", { name: "Berater anlegen" });
      await expect(consultant.getByLabel("Name")).toBeVisible();
      await expectInsideScreen(page, consultant, consultant.getByRole("button", { name: "Speichern" }), viewport.width);
      await expectNoHorizontalScroll(page, viewport.width, "consultant dialog");
      await expectNoViolations(page, "consultant dialog");
    });
  });
}

import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signupForm } from "./payments.ts";

// A registration sent with errors: the errors are listed at the form's top as links, the focus
// and the view go to the first invalid field (not to the last, the terms box, with the field
// errors above it out of view), and each link leads to its field. The phone number's format is
// a hint below the field, not a placeholder that looks typed.

const summaryOf = (page: Page) => page.getByRole("region", { name: "Bitte prüfen Sie Ihre Angaben:" });

async function expectInView(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  if (!box) throw new Error("the element is laid out");
  // Below the sticky header (64 px) and above the screen's foot.
  expect(box.y).toBeGreaterThanOrEqual(60);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("an empty /signup lists its errors at the top as links and focuses the first field", async ({ page }) => {
      await page.goto("/signup");
      const form = signupForm(page);
      await expect(form.phone).not.toHaveAttribute("placeholder");
      await expect(form.form.getByText("Im internationalen Format, z. B. +49 170 1234567.")).toBeVisible();
      await expect(summaryOf(page)).toHaveCount(0);

      await form.submit.click();
      const summary = summaryOf(page);
      await expect(summary.getByRole("link")).toHaveText([
        "Name: Name muss mindestens 2 Zeichen lang sein.",
        "Handynummer: Telefonnummer muss im internationalen Format sein (z.B. +49...).",
        "E-Mail: Bitte geben Sie eine gültige E-Mail-Adresse ein.",
        "Passwort: Passwort muss mindestens 6 Zeichen lang sein.",
        "Geburtsdatum: Bitte geben Sie Ihr Geburtsdatum an.",
        "Nutzungsbedingungen (AGB): Sie müssen den Nutzungsbedingungen zustimmen.",
      ]);
      await expect(form.name).toBeFocused();
      await expectInView(page, form.name);
      // The summary stands above the first field.
      const summaryBox = await summary.boundingBox();
      const nameBox = await form.name.boundingBox();
      expect((summaryBox?.y ?? Infinity) < (nameBox?.y ?? 0)).toBe(true);

      await summary.getByRole("link", { name: /^Nutzungsbedingungen \(AGB\)/ }).click();
      await expect(form.agreed).toBeFocused();
      await expectInView(page, form.agreed);
      await page.keyboard.press("Space");
      await expect(form.agreed).toBeChecked();
      // A fixed error leaves the list.
      await expect(summary.getByRole("link")).toHaveCount(5);
      await summary.getByRole("link", { name: /^Geburtsdatum/ }).click();
      await expect(form.birthDate).toBeFocused();
    });

    test("an empty /registrieren lists its errors and focuses the first field", async ({ page }) => {
      await page.goto("/registrieren");
      const form = page.getByRole("form", { name: "Registrieren" });
      await expect(form.getByText("Im internationalen Format, z. B. +49 170 1234567.")).toBeVisible();
      await form.getByRole("button", { name: "Registrieren" }).click();
      const summary = summaryOf(page);
      await expect(summary.getByRole("link")).toHaveText([
        "Name: Name muss mindestens 2 Zeichen lang sein.",
        "Telefonnummer: Telefonnummer muss im internationalen Format sein (z.B. +49...).",
        "Geburtsdatum: Bitte geben Sie Ihr Geburtsdatum an.",
        "Passwort: Passwort muss mindestens 6 Zeichen lang sein.",
      ]);
      const name = form.getByLabel("Name");
      await expect(name).toBeFocused();
      await expectInView(page, name);
      // The two passwords differ: the error belongs to the second, and its link leads there.
      await form.getByLabel("Passwort", { exact: true }).fill("sternenhimmel7");
      await form.getByRole("button", { name: "Registrieren" }).click();
      await summary.getByRole("link", { name: /^Passwort bestätigen/ }).click();
      await expect(form.getByLabel("Passwort bestätigen")).toBeFocused();
    });
  });
}

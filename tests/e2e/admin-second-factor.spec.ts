import type { Locator, Page } from "@playwright/test";
import { base32Decode, totpCode, totpStep } from "../../src/server/lib/totp.ts";
import { loginAs } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { admin, toastItems } from "./payments.ts";
import { expectInsideScreen, expectNoHorizontalScroll, expectNoViolations } from "./screen-fit.ts";

// While the administrator's second factor is on, every other test that logs in as the
// administrator would be asked for a code; this file therefore runs in its own Playwright
// project after all others (playwright.config.ts) and switches the factor off at its end. On its
// own: npm run test:e2e -- --project admin-second-factor --no-deps

// A wrong code is answered 400, which the browser logs.
test.use({ allowedConsoleErrors: ["status of 400"] });

/** What the authenticator app shows `offset` steps of 30 s from now. */
const appCode = (secret: string, offset = 0) => totpCode(base32Decode(secret), totpStep(new Date()) + offset);

/**
 * The dialog fits a phone and a desktop screen with its button usable, and passes axe at both
 * widths; the screen is then as before. The dialogs change the one administrator's state, so
 * they are looked at here rather than in admin-narrow.spec.ts.
 */
async function expectFitsPhoneAndDesktop(page: Page, dialog: Locator, button: Locator, what: string) {
  const before = page.viewportSize();
  for (const viewport of [
    { width: 375, height: 720 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await expectInsideScreen(page, dialog, button, viewport.width);
    await expectNoHorizontalScroll(page, viewport.width, what);
    await expectNoViolations(page, `${what} at ${viewport.width} px`);
  }
  if (before) await page.setViewportSize(before);
}

async function openSettings(page: Page) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Einstellungen" }).click();
}

test("the administrator sets up the second factor, logs in with a code or a recovery code, and switches it off", async ({
  page,
  browser,
}) => {
  test.slow();
  await loginAs(page, admin);
  await openSettings(page);
  await expect(page.getByText("Nicht eingerichtet: Für den Adminbereich genügt das Passwort.")).toBeVisible();
  await page.getByRole("button", { name: "Zwei-Faktor-Anmeldung einrichten" }).click();

  const setup = page.getByRole("dialog", { name: "Zwei-Faktor-Anmeldung einrichten" });
  await expect(setup.getByRole("img", { name: "QR-Code für die Authenticator-App" })).toBeVisible();
  const secret = (await setup.getByTestId("second-factor-secret").textContent())?.replace(/\s/g, "") ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectFitsPhoneAndDesktop(page, setup, setup.getByRole("button", { name: "Bestätigen" }), "setup dialog");

  const codeField = setup.getByLabel("Code aus der App");
  await codeField.fill(appCode(secret, 5));
  await setup.getByRole("button", { name: "Bestätigen" }).click();
  await expect(setup.getByText("Der Code ist falsch oder wurde schon verwendet.", { exact: false })).toBeVisible();

  await codeField.fill(appCode(secret));
  await setup.getByRole("button", { name: "Bestätigen" }).click();
  const codesDialog = page.getByRole("dialog", { name: "Ihre Wiederherstellungscodes" });
  const codeItems = codesDialog.getByRole("list", { name: "Wiederherstellungscodes" }).getByRole("listitem");
  await expect(codeItems).toHaveCount(10);
  const recoveryCodes = await codeItems.allTextContents();
  await expectFitsPhoneAndDesktop(
    page,
    codesDialog,
    codesDialog.getByRole("button", { name: "Ich habe die Codes gesichert" }),
    "recovery codes dialog",
  );
  // Copied in one go; the confirmation stands beside the button, where it covers nothing.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await codesDialog.getByRole("button", { name: "Codes kopieren" }).click();
  await expect(codesDialog.getByRole("status")).toHaveText("Kopiert: Die Codes sind in der Zwischenablage.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join("\n"));
  await codesDialog.getByRole("button", { name: "Ich habe die Codes gesichert" }).click();
  await expect(codesDialog).toBeHidden();
  // The toast comes once the codes are put away, not over the codes dialog.
  await expect(toastItems(page)).toContainText("Zwei-Faktor-Anmeldung eingerichtet");
  await expect(page.getByText("Noch 10 von 10 Wiederherstellungscodes unbenutzt.", { exact: false })).toBeVisible();

  // A fresh login through the form: the password alone leads to the code step.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Telefonnummer oder E-Mail").fill(admin.phone);
  await page.getByLabel("Passwort").fill(admin.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Anmeldung bestätigen" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Not logged in yet: the navigation offers neither the account's entries nor "Admin".
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav.getByRole("button", { name: "Abmelden" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Mein Profil" })).toHaveCount(0);
  await page.getByLabel("Bestätigungscode").fill("123");
  await page.getByRole("button", { name: "Bestätigen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "sechsstelligen Code" })).toBeVisible();
  // The code that set it up is spent; the app's next one is accepted.
  await page.getByLabel("Bestätigungscode").fill(appCode(secret, 1));
  await page.getByRole("button", { name: "Bestätigen" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await nav.getByRole("link", { name: "Admin", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Adminbereich" })).toBeVisible();

  // Another browser with the password only: /admin asks for the code; a recovery code opens it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, admin);
  await otherPage.goto("/admin");
  await expect(otherPage.getByRole("heading", { level: 1, name: "Anmeldung bestätigen" })).toBeVisible();
  await otherPage.getByLabel("Bestätigungscode").fill(recoveryCodes[0] ?? "");
  await otherPage.getByRole("button", { name: "Bestätigen" }).click();
  await expect(otherPage.getByRole("heading", { level: 1, name: "Adminbereich" })).toBeVisible();
  await other.close();

  // The log names the change; then the factor is switched off again with a recovery code.
  await page.getByRole("tab", { name: "Protokoll" }).click();
  await expect(page.getByRole("cell", { name: "Zwei-Faktor-Anmeldung eingerichtet" })).toBeVisible();
  await page.getByRole("tab", { name: "Einstellungen" }).click();
  await expect(page.getByText("Noch 9 von 10 Wiederherstellungscodes unbenutzt.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Ausschalten" }).click();
  const off = page.getByRole("dialog", { name: "Zwei-Faktor-Anmeldung ausschalten" });
  await off.getByLabel("Code aus der App oder Wiederherstellungscode").fill(recoveryCodes[1] ?? "");
  await expectFitsPhoneAndDesktop(page, off, off.getByRole("button", { name: "Ausschalten" }), "switch-off dialog");
  await off.getByRole("button", { name: "Ausschalten" }).click();
  await expect(off).toBeHidden();
  await expect(page.getByText("Nicht eingerichtet: Für den Adminbereich genügt das Passwort.")).toBeVisible();
});

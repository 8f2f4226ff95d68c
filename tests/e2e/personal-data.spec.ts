import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { loginAs, newUser } from "./accounts.ts";
import { toastRegion } from "./contact-form.ts";
import { expect, test } from "./fixtures.ts";
import { outboxSnapshot, waitForMailTo } from "./outbox.ts";

// The refused changes (a wrong password, a spent link) are answered 403 and 400 on purpose.
test.use({ allowedConsoleErrors: ["status of 403", "status of 400"] });

const wrongPassword = "Das aktuelle Passwort ist nicht richtig. Es wurde nichts geändert.";

/** The card "Persönliche Daten" on /profile. */
const section = (page: Page) =>
  page.getByRole("heading", { level: 3, name: "Persönliche Daten", exact: true }).locator("xpath=../..");

function valueOf(page: Page, label: string) {
  return section(page).locator(`xpath=.//dl//dt[normalize-space()="${label}"]/following-sibling::dd`);
}

async function expectWithinWidth(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

for (const width of [375, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the name is changed with the current password; a wrong one stands at its field", async ({ page }) => {
      const user = await newUser();
      await loginAs(page, user);
      await page.goto("/profile");
      const opener = section(page).getByRole("button", { name: "Name ändern" });
      await opener.click();
      const form = page.getByRole("form", { name: "Name ändern" });
      const name = form.getByLabel("Neuer Name");
      await expect(name).toBeFocused();
      await expectWithinWidth(page, width);

      await name.fill("Erika Geändert");
      await form.getByLabel("Aktuelles Passwort").fill("falsches-pw");
      await form.getByRole("button", { name: "Speichern" }).click();
      const password = form.getByLabel("Aktuelles Passwort");
      await expect(password).toBeFocused();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(password).toHaveAccessibleDescription(new RegExp(wrongPassword.replace(/\./g, "\\.")));
      await expect(valueOf(page, "Name")).toHaveText(user.name);

      await name.fill("E");
      await password.fill(user.password);
      await form.getByRole("button", { name: "Speichern" }).click();
      await expect(name).toBeFocused();
      await expect(form.getByRole("alert")).toHaveText("Name muss mindestens 2 Zeichen lang sein.");

      await name.fill("Erika Geändert");
      await form.getByRole("button", { name: "Speichern" }).click();
      await expect(toastRegion(page).locator("li")).toContainText("Name geändert");
      await expect(valueOf(page, "Name")).toHaveText("Erika Geändert");
      await expect(form).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test("the open forms with their messages and the confirmation box pass axe (WCAG 2.2 AA)", async ({ page }) => {
      const user = await newUser();
      await loginAs(page, user);
      await page.goto("/profile?email-token=unbekannt");
      await section(page).getByRole("button", { name: "Neue E-Mail-Adresse bestätigen" }).click();
      await expect(section(page).getByRole("alert")).toBeVisible();
      for (const title of ["Name ändern", "Telefonnummer ändern", "E-Mail-Adresse ändern", "Passwort ändern"]) {
        await section(page).getByRole("button", { name: title }).click();
        const form = page.getByRole("form", { name: title });
        await form.getByRole("button", { name: "Speichern" }).click();
        await expect(form.getByRole("alert").first()).toBeVisible();
        const scan = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .include("main")
          .analyze();
        expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        await expectWithinWidth(page, width);
      }
    });

    test("the phone field says that the member line recognises members by it", async ({ page }) => {
      const user = await newUser();
      await loginAs(page, user);
      await page.goto("/profile");
      await expect(section(page).getByText("Die Mitgliedernummer erkennt Sie an dieser Telefonnummer")).toBeVisible();
    });

    test("the password is changed, other sessions end and the new one logs in", async ({ page, browser }) => {
      const user = await newUser();
      await loginAs(page, user);
      const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const otherPage = await other.newPage();
      await loginAs(otherPage, user);
      await page.goto("/profile");
      await section(page).getByRole("button", { name: "Passwort ändern" }).click();
      const form = page.getByRole("form", { name: "Passwort ändern" });
      await expect(form.getByLabel("Neues Passwort", { exact: true })).toBeFocused();
      await form.getByLabel("Neues Passwort", { exact: true }).fill("ganz-neu-77");
      await form.getByLabel("Neues Passwort wiederholen").fill("ganz-neu-78");
      await form.getByLabel("Aktuelles Passwort").fill(user.password);
      await form.getByRole("button", { name: "Speichern" }).click();
      await expect(form.getByLabel("Neues Passwort wiederholen")).toBeFocused();
      await expect(form.getByRole("alert")).toHaveText("Passwörter stimmen nicht überein");

      await form.getByLabel("Neues Passwort wiederholen").fill("ganz-neu-77");
      await form.getByRole("button", { name: "Speichern" }).click();
      await expect(toastRegion(page).locator("li")).toContainText("Passwort geändert");
      await expectWithinWidth(page, width);

      // This browser stays logged in; the other one is logged out.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
      expect((await otherPage.request.get("/api/auth/me")).status()).toBe(401);
      await loginAs(otherPage, { phone: user.phone, password: "ganz-neu-77" });
      await other.close();
    });

    test("a new e-mail address takes effect with the link mailed to it", async ({ page }) => {
      const user = await newUser();
      await loginAs(page, user);
      await page.goto("/profile");
      const newEmail = `neu-${width}-${user.phone.slice(-8)}@example.de`;
      const seen = await outboxSnapshot();
      await section(page).getByRole("button", { name: "E-Mail-Adresse ändern" }).click();
      const form = page.getByRole("form", { name: "E-Mail-Adresse ändern" });
      await form.getByLabel("Neue E-Mail-Adresse").fill(newEmail);
      await form.getByLabel("Aktuelles Passwort").fill(user.password);
      await form.getByRole("button", { name: "Speichern" }).click();
      await expect(toastRegion(page).locator("li")).toContainText("Bestätigungslink gesendet");
      await expect(section(page).getByText(`Wartet auf Bestätigung: ${newEmail}`)).toBeVisible();
      await expect(valueOf(page, "E-Mail")).toHaveText(user.email ?? "");

      const mail = await waitForMailTo(newEmail, seen);
      const link = /https?:\/\/[^\s/]+(\/profile\?email-token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
      expect(link).toBeTruthy();
      // Opened while logged out: the login keeps the link's token and brings the user back to it.
      await page.context().clearCookies();
      await page.goto(link ?? "/profile");
      await expect(page).toHaveURL(/\/login\?email-token=/);
      await page.getByLabel("Telefonnummer oder E-Mail").fill(user.phone);
      await page.getByLabel("Passwort", { exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Anmelden" }).click();
      await expect(page).toHaveURL(/\/profile\?email-token=/);
      const confirm = section(page).getByRole("button", { name: "Neue E-Mail-Adresse bestätigen" });
      await expectWithinWidth(page, width);
      await confirm.click();
      await expect(toastRegion(page).locator("li")).toContainText("E-Mail-Adresse geändert");
      await expect(valueOf(page, "E-Mail")).toHaveText(newEmail);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(confirm).toHaveCount(0);

      // The link is spent: opened again, it says so next to the button.
      await page.goto(link ?? "/profile");
      await section(page).getByRole("button", { name: "Neue E-Mail-Adresse bestätigen" }).click();
      await expect(section(page).getByRole("alert")).toContainText("ungültig, abgelaufen oder wurde schon verwendet");
    });
  });
}

import type { Page } from "@playwright/test";
import { loginAs, newMember, newUser } from "./accounts.ts";
import { giveCredits } from "./credits.ts";
import { expect, test } from "./fixtures.ts";
import { newMemberWith, toastItems } from "./payments.ts";

// "Konto löschen" on /profile at a phone's and a desktop's width: the first step says what
// happens (membership, credits, logout), the second asks for the password; afterwards the
// account is logged out and cannot log in again.

const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:4319";

// The wrong password is answered with 400, which the browser logs.
test.use({ allowedConsoleErrors: ["status of 400 (Bad Request)"] });

async function openDeletion(page: Page) {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Konto löschen", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Konto löschen …" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Konto löschen: Was geschieht" })).toBeVisible();
  return dialog;
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("says what happens, asks about the credits, then the password; afterwards no login works", async ({
      page,
    }) => {
      const user = await newUser();
      await giveCredits(user.id, 450);
      await loginAs(page, user);
      const dialog = await openDeletion(page);
      await expect(dialog.getByText("Ihr Konto wird sofort gelöscht.")).toBeVisible();
      await expect(dialog.getByText("auf allen Geräten abgemeldet", { exact: false })).toBeVisible();
      await expect(dialog.getByText("Sie haben noch 450 Cosmos Credits", { exact: false })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);

      await dialog.getByRole("button", { name: "Weiter" }).click();
      await expect(
        dialog.getByText("Bitte wählen Sie, ob Ihr Guthaben ausgezahlt werden oder verfallen soll."),
      ).toBeVisible();
      await dialog.getByLabel("auszahlen lassen").check();
      await dialog.getByRole("button", { name: "Weiter" }).click();

      await expect(dialog.getByRole("heading", { name: "Konto löschen: Mit Passwort bestätigen" })).toBeVisible();
      const password = dialog.getByLabel("Ihr Passwort");
      await expect(password).toBeFocused();
      await password.fill("ganz-falsch");
      await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
      await expect(dialog.getByText("Das Passwort ist nicht korrekt. Ihr Konto wurde nicht gelöscht.")).toBeVisible();
      await expect(password).toBeFocused();

      await password.fill(user.password);
      await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
      await expect(toastItems(page).filter({ hasText: "Konto gelöscht" })).toBeVisible();
      await expect(page).not.toHaveURL(/\/profile$/);

      const me = await page.request.get("/api/auth/me");
      expect(me.status()).toBe(401);
      const again = await page.request.post("/api/auth/login", {
        data: { identifier: user.phone, password: user.password },
        headers: { origin: baseURL },
      });
      expect(again.status()).toBe(401);
    });

    test("a member is told the day the membership ends and the account goes", async ({ page }) => {
      const member = await newMember();
      await loginAs(page, member);
      const dialog = await openDeletion(page);
      await expect(dialog.getByText("wird zum frühestmöglichen Termin gekündigt", { exact: false })).toBeVisible();
      await expect(dialog.getByText("Sie haben noch", { exact: false })).toHaveCount(0);
      await dialog.getByRole("button", { name: "Weiter" }).click();
      await expect(
        dialog.getByText("Ihre Mitgliedschaft wird gekündigt; Ihr Konto wird am", { exact: false }),
      ).toBeVisible();
      await dialog.getByRole("button", { name: "Zurück" }).click();
      await dialog.getByRole("button", { name: "Abbrechen" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "Konto löschen …" })).toBeFocused();
    });
  });
}

// An account waiting for its membership's end before the erasure (docs/decisions/0049): the
// dialog says what stays bound to the number and address, the login opens the restricted
// profile, and the deletion can be taken back there.
test("a member waiting for the erasure logs in to the restricted profile and takes the deletion back", async ({
  page,
}) => {
  const member = await newMemberWith({ provider: "manual", startedAt: new Date(Date.now() - 200 * 24 * 60 * 60_000) });
  await loginAs(page, member);
  const dialog = await openDeletion(page);
  await expect(
    dialog.getByText(
      "Eine laufende Pause und ein gesenktes Ausgabenlimit bleiben an Ihre Telefonnummer und E-Mail-Adresse gebunden",
      { exact: false },
    ),
  ).toBeVisible();
  await expect(dialog.getByText("Bis zur Löschung können Sie sich weiter anmelden", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Weiter" }).click();
  await expect(dialog.getByText("Bis dahin können Sie die Löschung zurücknehmen.", { exact: false })).toBeVisible();
  await dialog.getByLabel("Ihr Passwort").fill(member.password);
  await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(toastItems(page).filter({ hasText: "Löschung vorgemerkt" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Telefonnummer oder E-Mail").fill(member.phone);
  await page.getByLabel("Passwort").fill(member.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(toastItems(page).filter({ hasText: "Ihr Konto wird am" })).toBeVisible();
  const notice = page.getByRole("region", { name: /Ihr Konto wird am \d{2}\.\d{2}\.\d{4} gelöscht/ });
  await expect(notice).toBeVisible();
  await expect(page.getByRole("heading", { name: "Konto löschen", exact: true })).toHaveCount(0);
  const forbidden = await page.request.get("/api/credits/balance");
  expect(forbidden.status()).toBe(403);
  // A page the session may not use says why instead of showing its errors.
  await page.goto("/credits");
  await expect(page.getByRole("heading", { name: /Ihr Konto wird am \d{2}\.\d{2}\.\d{4} gelöscht/ })).toBeVisible();
  await page.getByRole("link", { name: "Zum Profil" }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await notice.getByRole("button", { name: "Löschung zurücknehmen" }).click();
  await expect(
    toastItems(page).filter({ hasText: "Die Kündigung Ihrer Mitgliedschaft bleibt bestehen" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Konto löschen", exact: true })).toBeVisible();
  expect((await page.request.get("/api/credits/balance")).status()).toBe(200);
});

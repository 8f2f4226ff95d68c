import type { Page } from "@playwright/test";
import { loginAs, newMember, newUser } from "./accounts.ts";
import { giveCredits } from "./credits.ts";
import { expect, test } from "./fixtures.ts";
import { toastItems } from "./payments.ts";

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

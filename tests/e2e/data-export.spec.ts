import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

// "Meine Daten herunterladen" on /profile: request with the password, wait for the export,
// confirm the download with the password again, save the ZIP and read it.

// The wrong password's refusal is a 400, which Chromium logs.
test.use({ allowedConsoleErrors: ["status of 400"] });

const exportCard = (page: Page) =>
  page.getByRole("heading", { level: 3, name: "Meine Daten herunterladen", exact: true }).locator("xpath=../..");

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a customer requests their data, waits for it and downloads the ZIP", async ({ page }) => {
      const user = await newUser();
      await loginAs(page, user);
      await page.goto("/profile");
      const card = exportCard(page);
      await card.scrollIntoViewIfNeeded();

      // A wrong password is refused at the field, and nothing is requested.
      await card.getByLabel("Passwort zur Bestätigung", { exact: true }).fill("falsch-falsch");
      await card.getByRole("button", { name: "Daten anfordern" }).click();
      await expect(card.getByRole("alert")).toHaveText(
        "Das Passwort ist nicht richtig. Bitte versuchen Sie es erneut.",
      );

      await card.getByLabel("Passwort zur Bestätigung", { exact: true }).fill(user.password);
      await card.getByRole("button", { name: "Daten anfordern" }).click();
      await expect(card.getByRole("status")).toContainText("Ihre Daten stehen bereit", { timeout: 20_000 });
      await expect(card.getByRole("status")).toContainText("zum Herunterladen bis zum");

      await card.getByLabel("Passwort zur Bestätigung des Downloads").fill(user.password);
      await card.getByRole("button", { name: "Download bestätigen" }).click();
      const waiting = page.waitForEvent("download");
      await card.getByRole("link", { name: "ZIP-Datei herunterladen" }).click();
      const download = await waiting;
      expect(download.suggestedFilename()).toMatch(/meine-daten-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(await readFile(await download.path())));
      const data = JSON.parse(strFromU8(files["daten.json"] ?? new Uint8Array())) as {
        tabellen: { users: { name: string; phone: string }[] };
      };
      expect(data.tabellen.users).toEqual([expect.objectContaining({ name: user.name, phone: user.phone })]);
      expect(files["LIESMICH.txt"]).toBeDefined();

      // The page does not scroll sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

import type { Page } from "@playwright/test";
import { createCall, createConsultant } from "../../src/server/db/seed/factories.ts";
import { consultantPagePath } from "../../src/shared/domain/page-paths.ts";
import { loginAs, newUser, withDatabase } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { toastRegion } from "./payments.ts";

const DAY_MS = 24 * 60 * 60_000;

/** A member-line call of the user with a new offline consultant (offline sorts last and disturbs no other test). */
async function recordedCall(userId: number, durationSeconds: number) {
  return withDatabase(async (db) => {
    const consultant = await createConsultant(db, { status: "offline" });
    await createCall(db, {
      userId,
      line: "member",
      consultant,
      durationSeconds,
      startedAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
    });
    return consultant;
  });
}

const historyRow = (page: Page, consultantName: string) =>
  page
    .getByRole("heading", { level: 3, name: "Anrufverlauf", exact: true })
    .locator("xpath=../..")
    .getByRole("tabpanel")
    .getByRole("row")
    .filter({ hasText: consultantName });

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a caller rates a 14-minute call, changes the review and deletes it", async ({ page }) => {
      const user = await newUser({ name: "Mia Mitglied" });
      const consultant = await recordedCall(user.id, 14 * 60);
      await loginAs(page, user);
      await page.goto("/profile");

      const row = historyRow(page, consultant.name);
      await row.getByRole("button", { name: "Bewerten" }).click();
      const dialog = page.getByRole("dialog", { name: "Anruf bewerten" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        "Ihre Bewertung erscheint mit Ihrem Vornamen und dem ersten Buchstaben Ihres Nachnamens (z. B. „Mia M.“) und dem Hinweis „Verifizierter Anruf“.",
      );
      await expect(dialog.getByRole("link", { name: "So prüfen wir Bewertungen" })).toHaveAttribute(
        "href",
        "/so-pruefen-wir-bewertungen",
      );
      // Keyboard: the arrows move through the stars.
      await dialog.getByRole("radio", { name: "3 Sterne" }).check();
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByRole("radio", { name: "4 Sterne" })).toBeChecked();
      await dialog.getByLabel("Ihr Text (freiwillig)").fill("Ein ruhiges, hilfreiches Gespräch über meinen Beruf.");
      await expect(dialog).toContainText("52 von 1.000 Zeichen");
      await dialog.getByRole("button", { name: "Bewertung speichern" }).click();
      await expect(dialog).toBeHidden();
      await expect(toastRegion(page).locator("li")).toContainText("Danke für Ihre Bewertung");

      await expect(row.getByRole("img", { name: "Bewertung: 4 von 5 Sternen" })).toBeVisible();

      // At once on the consultant's page, with its label, and in the average with count and period.
      await page.goto(consultantPagePath(consultant.slug));
      const published = page
        .getByRole("listitem")
        .filter({ hasText: "Ein ruhiges, hilfreiches Gespräch über meinen Beruf." });
      await expect(published).toContainText("Mia M.");
      await expect(published).toContainText("Verifizierter Anruf · 14 Min.");
      await expect(page.getByText("4,0 aus 1 Bewertung der letzten 12 Monate")).toBeVisible();
      await page.goto("/profile");

      await row.getByRole("button", { name: "Bewertung ändern" }).click();
      const change = page.getByRole("dialog", { name: "Ihre Bewertung" });
      await expect(change.getByRole("radio", { name: "4 Sterne" })).toBeChecked();
      await change.getByRole("radio", { name: "2 Sterne" }).check();
      await change.getByRole("button", { name: "Bewertung speichern" }).click();
      await expect(change).toBeHidden();
      await expect(row.getByRole("img", { name: "Bewertung: 2 von 5 Sternen" })).toBeVisible();

      await row.getByRole("button", { name: "Bewertung ändern" }).click();
      await change.getByRole("button", { name: "Bewertung löschen" }).click();
      await expect(change).toContainText("Möchten Sie Ihre Bewertung wirklich löschen?");
      await change.getByRole("button", { name: "Ja, Bewertung löschen" }).click();
      await expect(change).toBeHidden();
      await expect(toastRegion(page).locator("li").last()).toContainText("Bewertung gelöscht");
      await expect(row.getByRole("button", { name: "Bewerten" })).toBeVisible();
    });

    test("offers no rating for a call under 3 minutes", async ({ page }) => {
      const user = await newUser();
      const consultant = await recordedCall(user.id, 150);
      await loginAs(page, user);
      await page.goto("/profile");
      const row = historyRow(page, consultant.name);
      await expect(row).toContainText("2:30 Min.");
      await expect(row.getByRole("button", { name: "Bewerten" })).toHaveCount(0);
    });

    test("refuses a text with a phone number in German and keeps the dialog open", async ({ page }) => {
      const user = await newUser();
      const consultant = await recordedCall(user.id, 10 * 60);
      await loginAs(page, user);
      await page.goto("/profile");
      await historyRow(page, consultant.name).getByRole("button", { name: "Bewerten" }).click();
      const dialog = page.getByRole("dialog", { name: "Anruf bewerten" });
      await dialog.getByRole("radio", { name: "5 Sterne" }).check();
      await dialog.getByLabel("Ihr Text (freiwillig)").fill("Ruft sie direkt an unter 0171 1234567, viel günstiger.");
      await dialog.getByRole("button", { name: "Bewertung speichern" }).click();
      await expect(dialog.getByText("Bitte geben Sie in Bewertungen keine Telefonnummern an.")).toBeVisible();
      await expect(dialog.getByLabel("Ihr Text (freiwillig)")).toHaveAttribute("aria-invalid", "true");
      await expect(dialog).toBeVisible();
    });
  });
}

import { loginAs } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { outboxSnapshot, waitForMailTo } from "./outbox.ts";
import { admin, toastItems } from "./payments.ts";
import { reportedReview } from "./reported-review.ts";

// A review is reported, the administrator removes it in /admin with a ground and reasons, the
// reporter and the reviewer get the decision by mail, and the consultant's page no longer lists it.

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the administrator removes a reported review with a ground and reasons", async ({ page }) => {
      test.setTimeout(60_000);
      const { consultant, reviewId, reporterEmail, reviewerEmail } = await reportedReview(page);
      await waitForMailTo(reporterEmail, new Set());
      const seen = await outboxSnapshot();

      await loginAs(page, admin);
      await page.goto("/admin");
      await page.getByRole("tab", { name: "Bewertungen" }).click();
      const open = page.getByRole("region", { name: "Offene Meldungen" });
      const item = open.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: `Bewertung Nr. ${reviewId} über ${consultant.name}` }),
      });
      await expect(item).toContainText("Die Beraterin ist eine Betrügerin");
      await expect(item).toContainText("Mia M.");
      await expect(item).toContainText("Verifizierter Anruf · 14 Min.");
      await expect(item).toContainText("Beleidigend, bedrohend oder hasserfüllt");
      await expect(item).toContainText("Das ist eine Beleidigung, keine Meinung.");
      await expect(item).toContainText(reporterEmail);

      await item.getByRole("button", { name: "Entscheiden" }).click();
      const dialog = page.getByRole("dialog", { name: "Über die Bewertung entscheiden" });
      await expect(dialog.getByText("Negative Bewertungen sind kein Grund zur Entfernung.")).toBeVisible();
      await dialog.getByRole("radio", { name: "Entfernen" }).check();
      await dialog.getByRole("button", { name: "Entscheidung bestätigen" }).click();
      await expect(dialog.getByText("Bitte wählen Sie den Grund der Entfernung.")).toBeVisible();
      await dialog
        .getByLabel("Grund der Entfernung")
        .selectOption({ label: "Die Bewertung beleidigt, bedroht oder verbreitet Hass." });
      await dialog
        .getByLabel("Begründung")
        .fill("Die Bewertung beschimpft die Beraterin, statt das Gespräch zu bewerten.");
      await dialog.getByRole("button", { name: "Entscheidung bestätigen" }).click();
      await expect(toastItems(page).filter({ hasText: "Die Bewertung wurde entfernt." })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(item).toHaveCount(0);
      const decided = page.getByRole("region", { name: "Entschieden" });
      await expect(
        decided
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: `Bewertung Nr. ${reviewId} über` }) }),
      ).toContainText("Entfernt am");

      const toReporter = await waitForMailTo(reporterEmail, seen);
      expect(toReporter).toContain("Die Bewertung wurde entfernt.");
      expect(toReporter).toContain("Die Bewertung beschimpft die Beraterin, statt das Gespräch zu bewerten.");
      const toReviewer = await waitForMailTo(reviewerEmail, seen);
      expect(toReviewer).toContain("Grund der Entfernung: Die Bewertung beleidigt, bedroht oder verbreitet Hass.");

      const profile = (await (await page.request.get(`/api/consultants/${consultant.slug}`)).json()) as {
        consultant: { reviewCount: number };
        reviews: { reviews: Array<{ id: number }> };
      };
      expect(profile.consultant.reviewCount).toBe(0);
      expect(profile.reviews.reviews.map((r) => r.id)).not.toContain(reviewId);
    });
  });
}

import { consultantPagePath } from "../../src/shared/domain/page-paths.ts";
import { expect, test } from "./fixtures.ts";
import { outboxSnapshot, waitForMailTo } from "./outbox.ts";
import { consultantWithReviews, marker } from "./reviews.ts";

const goodFaithText = "Ich bestätige, dass meine Angaben nach bestem Wissen richtig und vollständig sind.";

// Anyone, without an account, reports a review from the consultant's page (Art. 16 DSA): a
// reason is required and so is the good-faith confirmation; a given address gets a receipt.

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a guest reports a review from the consultant's page and gets a receipt", async ({ page }) => {
      const word = marker();
      const { consultant } = await consultantWithReviews({ name: `Beraterin Melde ${word}` }, [
        { stars: 1, text: `Die Beraterin ist unmöglich ${word}`, daysAgo: 2 },
      ]);
      const seen = await outboxSnapshot();
      const email = `melder-${word}@example.com`;

      await page.goto(consultantPagePath(consultant.slug));
      const review = page.getByRole("listitem").filter({ hasText: `Die Beraterin ist unmöglich ${word}` });
      await expect(review).toContainText("Verifizierter Anruf · 14 Min.");
      await review.getByRole("button", { name: "Bewertung melden" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("Mia M.");
      await dialog.getByRole("button", { name: "Meldung senden" }).click();
      await expect(dialog.getByText("Bitte wählen Sie einen Grund.")).toBeVisible();

      await dialog.getByRole("radio", { name: "Beleidigend, bedrohend oder hasserfüllt" }).check();
      await dialog.getByLabel("Erläuterung (freiwillig)").fill("Das ist keine Bewertung des Gesprächs.");
      await dialog.getByLabel("Ihre E-Mail-Adresse (freiwillig)").fill(email);
      await dialog.getByRole("button", { name: "Meldung senden" }).click();
      await expect(
        dialog.getByText("Bitte bestätigen Sie, dass Ihre Angaben nach bestem Wissen richtig sind."),
      ).toBeVisible();
      await dialog.getByRole("checkbox", { name: goodFaithText }).check();
      await dialog.getByRole("button", { name: "Meldung senden" }).click();
      await expect(dialog).toContainText("Ihre Meldung ist eingegangen");

      const receipt = await waitForMailTo(email, seen);
      expect(receipt).toContain("Beleidigend, bedrohend oder hasserfüllt");
      expect(receipt).toContain(consultant.name);
    });
  });
}

import type { Page } from "@playwright/test";
import { consultantPagePath } from "../../src/shared/domain/page-paths.ts";
import { withDatabase } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { consultantWithReviews, marker } from "./reviews.ts";
import { openHome } from "./home-page.ts";

// What visitors see of the verified reviews: the card's average with its count and period, the
// consultant's own page with the spread of stars and the reviews, and the page that says how
// reviews are checked (docs/decisions/0040-verified-reviews.md).

const grid = (page: Page) => page.getByRole("list", { name: "Beraterinnen und Berater" });
const cards = (page: Page) => grid(page).getByRole("article");
const shownFace = (page: Page) => cards(page).locator('[aria-hidden="false"]');
const reviewItems = (page: Page) => page.getByRole("list", { name: "Bewertungen" }).getByRole("listitem");

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a card shows the average with count and period and the rules link, or says there are none", async ({
      page,
    }) => {
      const word = marker();
      const { consultant: rated } = await consultantWithReviews({ name: `Aurora Karten ${word}` }, [
        { stars: 5, daysAgo: 3 },
        { stars: 4, daysAgo: 2 },
      ]);
      const { consultant: unrated } = await consultantWithReviews({ name: `Bruno Neu ${word}` }, []);

      await page.goto(`/berater?suche=${word}`);
      await expect(cards(page)).toHaveCount(2);
      const ratedFront = shownFace(page).filter({ hasText: rated.name });
      await expect(ratedFront.getByText("4,5 aus 2 Bewertungen der letzten 12 Monate")).toBeVisible();
      await expect(ratedFront.getByRole("img", { name: "Bewertung: 4,5 von 5 Sternen" })).toBeVisible();
      await expect(ratedFront.getByRole("link", { name: "So prüfen wir Bewertungen" })).toHaveAttribute(
        "href",
        "/so-pruefen-wir-bewertungen",
      );
      const unratedFront = shownFace(page).filter({ hasText: unrated.name });
      await expect(unratedFront.getByText("Noch keine Bewertungen")).toBeVisible();
      await expect(unratedFront.getByRole("img", { name: /^Bewertung:/ })).toHaveCount(0);

      // The name leads to the consultant's own page.
      await ratedFront.getByRole("link", { name: rated.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${consultantPagePath(rated.slug)}$`));
      await expect(page.getByRole("heading", { level: 1, name: rated.name })).toBeVisible();
      await expect(page).toHaveTitle(`${rated.name} – Beratung am Telefon | Sternenruf`);
    });

    test("the consultant page shows the spread, the reviews newest first with their labels, and loads more after 20", async ({
      page,
    }) => {
      const word = marker();
      // 21 reviews, the newest one day ago; the oldest is on the second page.
      const specs = Array.from({ length: 21 }, (_, index) => ({
        stars: index % 5 === 0 ? 3 : 5,
        daysAgo: 30 - index,
        text: `Gespräch Nummer ${index + 1} war hilfreich.`,
      }));
      specs[20] = { stars: 4, daysAgo: 1, text: "<b>Nicht fett</b>\nZweite Zeile", minutes: 9 } as (typeof specs)[0];
      const { consultant, reviewIds } = await consultantWithReviews({ name: `Cassia Stern ${word}` }, specs);
      // The writer changed the newest one.
      await withDatabase((db) =>
        db
          .updateTable("reviews")
          .set({ updated_at: new Date().toISOString() })
          .where("id", "=", reviewIds[20] ?? 0)
          .execute(),
      );

      await page.goto(consultantPagePath(consultant.slug));
      await expect(page.getByRole("heading", { level: 1, name: consultant.name })).toBeVisible();
      await expect(page.getByText("4,6 aus 21 Bewertungen der letzten 12 Monate")).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("link", { name: "So prüfen wir Bewertungen" }).first(),
      ).toBeVisible();
      const spread = page.getByRole("list", { name: "Verteilung der Sterne" }).getByRole("listitem");
      await expect(spread).toHaveText([
        /^5 Sterne\s*76 %/,
        /^4 Sterne\s*5 %/,
        /^3 Sterne\s*19 %/,
        /^2 Sterne\s*0 %/,
        /^1 Stern\s*0 %/,
      ]);

      await expect(reviewItems(page)).toHaveCount(20);
      const newest = reviewItems(page).first();
      await expect(newest.getByRole("img", { name: "Bewertung: 4 von 5 Sternen" })).toBeVisible();
      await expect(newest.getByText("Mia M.")).toBeVisible();
      await expect(newest.getByText("Verifizierter Anruf · 9 Min.")).toBeVisible();
      await expect(newest.getByText("(bearbeitet)")).toBeVisible();
      await expect(newest.locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
      // Plain text as written: the markup shows as characters, the line break stays.
      await expect(newest.getByText("<b>Nicht fett</b>")).toBeVisible();
      await expect(newest.locator("b")).toHaveCount(0);
      await expect(reviewItems(page).nth(1)).toContainText("Gespräch Nummer 20 war hilfreich.");
      await expect(reviewItems(page).nth(1)).toContainText("Verifizierter Anruf · 14 Min.");
      await expect(reviewItems(page).nth(1).getByText("(bearbeitet)")).toHaveCount(0);

      await page.getByRole("button", { name: "Weitere Bewertungen anzeigen" }).click();
      await expect(reviewItems(page)).toHaveCount(21);
      await expect(reviewItems(page).last()).toContainText("Gespräch Nummer 1 war hilfreich.");
      await expect(page.getByRole("button", { name: "Weitere Bewertungen anzeigen" })).toHaveCount(0);

      await page.getByRole("link", { name: "Alle Berater" }).click();
      await expect(page).toHaveURL(/\/berater$/);
    });

    test("a consultant without reviews says so and who can rate", async ({ page }) => {
      const { consultant } = await consultantWithReviews({ name: `Dora Leer ${marker()}` }, []);
      await page.goto(consultantPagePath(consultant.slug));
      await expect(page.getByRole("heading", { level: 1, name: consultant.name })).toBeVisible();
      await expect(page.getByText("Noch keine Bewertungen")).toBeVisible();
      await expect(
        page.getByText(/Bewerten können nur Anruferinnen und Anrufer nach einem verifizierten Anruf/),
      ).toBeVisible();
      await expect(page.getByRole("list", { name: "Verteilung der Sterne" })).toHaveCount(0);
      // The call options are those of the card.
      await expect(page.getByRole("link", { name: "0,69€/ Minute für Mitglieder" })).toBeVisible();
    });

    test("the rules page says how reviews are checked and is linked from the footer and the home page", async ({
      page,
    }) => {
      await openHome(page);
      const note = page.getByText(/sie stammen nicht aus der geprüften Bewertung nach einem Anruf/);
      await expect(note).toBeVisible();
      await note.getByRole("link", { name: "So prüfen wir Bewertungen" }).click();
      await expect(page).toHaveURL(/\/so-pruefen-wir-bewertungen$/);
      await expect(page.getByRole("heading", { level: 1, name: "So prüfen wir Bewertungen" })).toBeVisible();
      await expect(page).toHaveTitle("So prüfen wir Bewertungen | Sternenruf");
      for (const text of [
        /mindestens 3 Minuten über die Mitgliederlinie oder mit Cosmos Credits/,
        /Premium-Rufnummer/,
        /„Verifizierter Anruf · 14 Min.“/,
        /letzten 12 Monate/,
        /positive wie negative/,
        /keine Belohnungen, Gutscheine oder Rabatte/,
        /„Bewertung melden“/,
        /Die Bewertung enthält Kontaktdaten oder Werbung\./,
      ]) {
        await expect(page.getByRole("main").getByText(text).first(), String(text)).toBeVisible();
      }
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "So prüfen wir Bewertungen" }),
      ).toHaveAttribute("href", "/so-pruefen-wir-bewertungen");
    });
  });
}

test.describe("an unknown consultant", () => {
  // The browser reports the 404 document and the API's 404 as failed resources.
  test.use({ allowedConsoleErrors: ["404"] });

  test("answers 404 and says that no one has that address", async ({ page }) => {
    const response = await page.goto("/berater/gibt-es-nicht-hier");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Diese Beraterin oder diesen Berater gibt es nicht.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Alle Berater" })).toHaveAttribute("href", "/berater");
  });
});

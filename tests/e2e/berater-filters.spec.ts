import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { openDatabase } from "../../src/server/db/database.ts";
import { createConsultant, type ConsultantRow } from "../../src/server/db/seed/factories.ts";
import { expect, test } from "./fixtures.ts";
import { consultantWithReviews, marker } from "./reviews.ts";

// /berater: a search by name and filters by specialty and status, kept in the address.

const grid = (page: Page) => page.getByRole("list", { name: "Beraterinnen und Berater" });
const cardNames = (page: Page) => grid(page).getByRole("article").getByRole("heading", { level: 2 });
const rank = (status: string | null) => (status === "busy" ? 0 : status === "available" ? 1 : 2);

async function newConsultant(overrides: Partial<ConsultantRow>): Promise<ConsultantRow> {
  const handle = openDatabase(process.env.E2E_DATABASE_URL ?? "");
  try {
    return await createConsultant(handle.db, overrides);
  } finally {
    await handle.close();
  }
}

/** The status of every listed card, in the order shown. */
function statusesShown(page: Page): Promise<Array<string | null>> {
  return grid(page)
    .locator('[aria-hidden="false"] [data-status]')
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-status")));
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("finds a name regardless of umlauts and keeps the search in the address", async ({ page }) => {
      const marker = randomUUID().slice(0, 6);
      const consultant = await newConsultant({ name: `Jörg Mühlenstein ${marker}`, status: "busy" });
      await page.goto("/berater");
      await expect(cardNames(page).first()).toBeVisible();
      const search = page.getByLabel("Name");
      await search.fill(`muehlenstein ${marker}`);
      await expect(cardNames(page)).toHaveText([consultant.name]);
      await expect(page).toHaveURL(new RegExp(`[?&]suche=muehlenstein(\\+|%20)${marker}`));
      await expect(page.getByRole("status").filter({ hasText: /^1 von \d+ Beraterinnen und Beratern$/ })).toBeVisible();

      await page.reload();
      await expect(page.getByLabel("Name")).toHaveValue(`muehlenstein ${marker}`);
      await expect(cardNames(page)).toHaveText([consultant.name]);

      // Back leads to the list before the search, forward to the search again.
      await page.goBack();
      await expect(page).toHaveURL(/\/berater$/);
      await expect(page.getByLabel("Name")).toHaveValue("");
      expect(await cardNames(page).count()).toBeGreaterThan(1);
      await page.goForward();
      await expect(page.getByLabel("Name")).toHaveValue(`muehlenstein ${marker}`);
      await expect(cardNames(page)).toHaveText([consultant.name]);
    });

    test("filters by specialty and status, sorted busy, available, offline, and back/forward steps through them", async ({
      page,
    }) => {
      await page.goto("/berater");
      await expect(cardNames(page).first()).toBeVisible();
      const all = await cardNames(page).count();

      // The page stays where the reader is; a change of the filters does not jump to the top.
      await page.getByLabel("Fachgebiet").evaluate((select) => select.scrollIntoView({ block: "start" }));
      await page.getByLabel("Fachgebiet").selectOption("Tarot");
      await expect(page).toHaveURL(/[?&]fachgebiet=Tarot(&|$)/);
      await expect(page.getByRole("status").filter({ hasText: / von \d+ Beraterinnen und Beratern$/ })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const tarot = await cardNames(page).allInnerTexts();
      expect(tarot.length).toBeGreaterThan(1);
      expect(tarot.length).toBeLessThan(all);
      for (const specialties of await grid(page)
        .locator('[aria-hidden="false"]')
        .getByRole("list", { name: "Schwerpunkte" })
        .allInnerTexts())
        expect(specialties).toContain("Tarot");
      const ranks = (await statusesShown(page)).map(rank);
      expect(new Set(ranks).size, "more than one status among the Tarot readers").toBeGreaterThan(1);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

      await page.getByLabel("Status").selectOption({ label: "Verfügbar" });
      await expect(page).toHaveURL(/[?&]status=verfuegbar(&|$)/);
      await expect.poll(() => statusesShown(page)).not.toContain("busy");
      const available = await cardNames(page).allInnerTexts();
      expect(new Set(await statusesShown(page))).toEqual(new Set(["available"]));

      // Back undoes the last filter, forward brings it back.
      await page.goBack();
      await expect(page).toHaveURL(/[?&]fachgebiet=Tarot$/);
      await expect(page.getByLabel("Status")).toHaveValue("");
      await expect(cardNames(page)).toHaveText(tarot);
      await page.goForward();
      await expect(page.getByLabel("Status")).toHaveValue("available");
      await expect(cardNames(page)).toHaveText(available);

      // The link reproduces the list, also in a new tab.
      const shared = await page.context().newPage();
      await shared.goto(page.url());
      await expect(shared.getByLabel("Fachgebiet")).toHaveValue("Tarot");
      await expect(shared.getByLabel("Status")).toHaveValue("available");
      await expect(cardNames(shared)).toHaveText(available);
      await shared.close();
    });

    test("a search that finds no one says so and offers the whole list again", async ({ page }) => {
      await page.goto("/berater?suche=niemand-heisst-so&status=besetzt");
      await expect(page.getByText("Keine Beraterin und kein Berater passt zu Ihrer Suche.")).toBeVisible();
      await expect(grid(page)).toHaveCount(0);
      await expect(page.getByText("Derzeit sind keine Berater verfügbar.")).toHaveCount(0);
      await page.getByRole("button", { name: "Alle Berater anzeigen" }).click();
      await expect(page).toHaveURL(/\/berater$/);
      await expect(page.getByLabel("Name")).toHaveValue("");
      await expect(page.getByLabel("Status")).toHaveValue("");
      expect(await cardNames(page).count()).toBeGreaterThan(1);
    });

    test("the fields are labelled and reached with the keyboard; 'Filter zurücksetzen' clears them", async ({
      page,
    }) => {
      await page.goto("/berater?status=offline");
      await expect(cardNames(page).first()).toBeVisible();
      expect(new Set(await statusesShown(page))).toEqual(new Set(["offline"]));
      await page.getByLabel("Name").focus();
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Fachgebiet")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Status")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Sortierung")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Ab 4 Sternen")).toBeFocused();
      await page.keyboard.press("Tab");
      const reset = page.getByRole("button", { name: "Filter zurücksetzen" });
      await expect(reset).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/berater$/);
      await expect(reset).toHaveCount(0);
      expect(new Set(await statusesShown(page)).size).toBe(3);
    });

    test("sorts by the best rating and filters from four stars, kept in the address through reload and back/forward", async ({
      page,
    }) => {
      const word = marker();
      const make = (name: string, stars: number[]) =>
        consultantWithReviews(
          { name: `${name} ${word}`, status: "available" },
          stars.map((value, index) => ({ stars: value, daysAgo: 5 + index })),
        );
      // Listed by status: all available, so the recommended order is the list's own.
      const fewer = (await make("Anna Gut", [5, 4])).consultant;
      const best = (await make("Berta Best", [5])).consultant;
      const more = (await make("Clara Mehr", [5, 4, 5, 4])).consultant;
      const none = (await make("Dana Ohne", [])).consultant;
      const low = (await make("Emil Drei", [3])).consultant;

      await page.goto(`/berater?suche=${word}`);
      await expect(cardNames(page)).toHaveCount(5);
      const recommended = await cardNames(page).allInnerTexts();
      await expect(page.getByLabel("Sortierung")).toHaveValue("recommended");

      await page.getByLabel("Sortierung").selectOption({ label: "Beste Bewertung" });
      await expect(page).toHaveURL(/[?&]sortierung=beste-bewertung(&|$)/);
      const byRating = [best.name, more.name, fewer.name, low.name, none.name];
      await expect(cardNames(page)).toHaveText(byRating);

      // A click rather than check(): the box follows the address, which the router updates a moment later.
      await page.getByLabel("Ab 4 Sternen").click();
      await expect(page.getByLabel("Ab 4 Sternen")).toBeChecked();
      await expect(page).toHaveURL(/[?&]bewertung=ab-4-sternen(&|$)/);
      await expect(cardNames(page)).toHaveText([best.name, more.name, fewer.name]);

      await page.reload();
      await expect(page.getByLabel("Ab 4 Sternen")).toBeChecked();
      await expect(page.getByLabel("Sortierung")).toHaveValue("rating");
      await expect(cardNames(page)).toHaveText([best.name, more.name, fewer.name]);

      await page.goBack();
      await expect(page.getByLabel("Ab 4 Sternen")).not.toBeChecked();
      await expect(cardNames(page)).toHaveText(byRating);
      await page.goBack();
      await expect(page.getByLabel("Sortierung")).toHaveValue("recommended");
      await expect(cardNames(page)).toHaveText(recommended);
      await page.goForward();
      await page.goForward();
      await expect(cardNames(page)).toHaveText([best.name, more.name, fewer.name]);

      // "Filter zurücksetzen" clears the filters and keeps the order.
      await page.getByRole("button", { name: "Filter zurücksetzen" }).click();
      await expect(page).toHaveURL(/\/berater\?sortierung=beste-bewertung$/);
      await expect(page.getByLabel("Ab 4 Sternen")).not.toBeChecked();
    });

    test("four stars and up that leaves no one says so", async ({ page }) => {
      const word = marker();
      await consultantWithReviews({ name: `Fritz Drei ${word}` }, [{ stars: 3, daysAgo: 2 }]);
      await page.goto(`/berater?suche=${word}&bewertung=ab-4-sternen`);
      await expect(
        page.getByText("Keine Beraterin und kein Berater mit mindestens 4 Sternen passt zu Ihrer Suche."),
      ).toBeVisible();
      await page.getByLabel("Ab 4 Sternen").click();
      await expect(page.getByLabel("Ab 4 Sternen")).not.toBeChecked();
      await expect(cardNames(page)).toHaveText([`Fritz Drei ${word}`]);
    });
  });
}

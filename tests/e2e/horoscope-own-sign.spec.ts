import { createHoroscopeMonth, createHoroscopeProfile, createMember } from "../../src/server/db/seed/factories.ts";
import { demoHoroscopes } from "../../src/server/db/seed/demo-horoscopes.ts";
import { berlinMonthOf, formatMonth } from "../../src/shared/domain/horoscope-month.ts";
import { loginAs, withDatabase } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";

// "Ihr Horoskop" opens on the member's own sign, computed from the birth date; a member
// without a sign reads the signs in the zodiac's order, Widder first.

const current = berlinMonthOf(new Date());

test.use({ viewport: { width: 375, height: 800 } });

test.beforeEach(async () => {
  await withDatabase(async (db) => {
    const exists = await db
      .selectFrom("horoscope_months")
      .select("month")
      .where("month", "=", current)
      .executeTakeFirst();
    if (!exists) await createHoroscopeMonth(db, current, demoHoroscopes(current)).catch(() => undefined);
  });
});

async function openFromMenu(page: Page): Promise<void> {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: `Ihr Horoskop für ${formatMonth(current)}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Monatshoroskope" })).toBeVisible();
}

const firstSign = (page: Page) => page.getByRole("main").getByRole("region").first();

test("a member with a birth date reads the own sign first, marked as such", async ({ page }) => {
  // 10 November is a Skorpion's birthday.
  await loginAs(page, await withDatabase((db) => createMember(db, { birthDate: "1990-11-10" })));
  await openFromMenu(page);
  await expect(firstSign(page)).toHaveAccessibleName("Skorpion");
  await expect(firstSign(page)).toContainText("Ihr Sternzeichen");
  await expect(page.getByRole("navigation", { name: "Sternzeichen" }).getByRole("link").first()).toHaveText(/Skorpion/);
});

test("a member without a sign reads Widder first", async ({ page }) => {
  const member = await withDatabase(async (db) => {
    const created = await createMember(db, { birthDate: "1990-11-10" });
    // The profile's choice wins over the birth date; here the member chose none.
    await createHoroscopeProfile(db, created.id, { sign: null });
    return created;
  });
  await loginAs(page, member);
  await openFromMenu(page);
  await expect(firstSign(page)).toHaveAccessibleName("Widder");
  await expect(page.getByText("Ihr Sternzeichen")).toHaveCount(0);
});

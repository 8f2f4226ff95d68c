import type { Page } from "@playwright/test";
import { loginAs, newMember } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

// The header bar at the three widths that matter: a phone (the account within reach, the
// theme in the menu, an opaque open menu), a tablet and a desktop (one line, members too).

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Hauptnavigation" });
const themeChoice = (page: Page) => mainNav(page).getByRole("radiogroup", { name: "Farbschema" });

/** The bar holds one line: every visible entry's box starts on the first row and nothing overflows. */
async function expectOneLine(page: Page): Promise<void> {
  const layout = await mainNav(page).evaluate((nav) => {
    const navTop = nav.getBoundingClientRect().top;
    const entries = Array.from(nav.querySelectorAll<HTMLElement>("a, button"))
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    return {
      overflow: nav.scrollWidth - nav.clientWidth,
      lowestTop: Math.max(...entries.map((box) => box.top - navTop)),
      height: nav.getBoundingClientRect().height,
    };
  });
  expect(layout.overflow, "nothing sticks out of the bar").toBeLessThanOrEqual(0);
  // A second row would start at least one entry height (about 36 px) further down.
  expect(layout.lowestTop, "every entry on the first row").toBeLessThan(24);
  expect(layout.height, "one row high").toBeLessThan(72);
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a guest finds Login in the bar itself; the theme choice is in the menu, which is opaque", async ({ page }) => {
    await page.goto("/pricing");
    const nav = mainNav(page);
    const login = nav.getByRole("link", { name: "Login", exact: true });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", "/login");
    await expect(themeChoice(page)).toBeHidden();
    await expectOneLine(page);

    // Scrolled, so that page content lies under the sticky header.
    await page.mouse.wheel(0, 600);
    await nav.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(themeChoice(page)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Preise", exact: true })).toBeVisible();
    // One Login at a time: the menu does not repeat it.
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveCount(1);
    const background = await page.locator("header").evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.backgroundColor, filter: style.backdropFilter };
    });
    // rgb(...) or an oklch/rgba colour with alpha 1: no transparency.
    expect(background.color).not.toMatch(/\/\s*0?\.\d+\)|rgba\(.*,\s*0?\.\d+\)/);
    expect(background.filter).toBe("none");

    await themeChoice(page).getByRole("radio", { name: "Dunkles Design" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });

  test("a member finds Mein Profil in the bar itself and the rest in the menu", async ({ page }) => {
    await loginAs(page, await newMember());
    await page.goto("/");
    const nav = mainNav(page);
    const profile = nav.getByRole("link", { name: "Mein Profil", exact: true });
    await expect(profile).toBeVisible();
    await expect(nav.getByRole("link", { name: "Credits", exact: true })).toBeHidden();
    await expectOneLine(page);

    await nav.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(nav.getByRole("link", { name: "Credits", exact: true })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Abmelden" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Mein Profil", exact: true })).toHaveCount(1);

    await profile.click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

for (const width of [768, 800, 1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("a member's bar holds every entry and the theme choice on one line", async ({ page }) => {
      await loginAs(page, await newMember());
      await page.goto("/");
      const nav = mainNav(page);
      for (const name of ["Berater", "Preise", "Kontakt", "Credits", "Mein Profil"]) {
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      // The spending limit: "Limit" where the bar is narrow, and below 1024 px only through the profile.
      await expect(nav.getByRole("link", { name: "Limit", exact: true })).toBeVisible({ visible: width >= 1024 });
      await expect(nav.getByRole("link", { name: /^Ihr Horoskop für / })).toBeVisible();
      await expect(nav.getByRole("button", { name: "Abmelden" })).toBeVisible();
      await expect(themeChoice(page)).toBeVisible();
      await expect(nav.getByRole("button", { name: "Menü öffnen" })).toBeHidden();
      await expectOneLine(page);
    });

    test("a guest's bar holds Login and the theme choice on one line", async ({ page }) => {
      await page.goto("/");
      const nav = mainNav(page);
      await expect(nav.getByRole("link", { name: "Login", exact: true })).toBeVisible();
      await expect(themeChoice(page)).toBeVisible();
      await expectOneLine(page);
    });
  });
}

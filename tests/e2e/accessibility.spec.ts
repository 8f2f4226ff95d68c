import type { Locator, Page } from "@playwright/test";
import { loginAs, newMember, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { openHome } from "./home-page.ts";

// Accessibility defects that automatic checkers do not find: where the focus goes, what
// Escape does, reflow at 320 px, and whether the sticky header hides the focused control.

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Hauptnavigation" });
const cards = (page: Page) => page.getByRole("list", { name: "Beraterinnen und Berater" }).getByRole("article");

/** Opens a dialog from the keyboard, as a keyboard user would. */
async function openWithKeyboard(control: Locator): Promise<void> {
  // A prerendered page's buttons react only once the script has taken the page over
  // (docs/decisions/0018); a key pressed before that would be lost.
  await expect(control.page().locator("#root:not([data-prerendered]), #root[data-hydrated]")).toBeAttached();
  await control.focus();
  await control.press("Enter");
}

/** The dialog closes by Escape and by its close button, and each time the focus is back on its opener. */
async function expectFocusBackAfterClosing(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await openWithKeyboard(opener);
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await openWithKeyboard(opener);
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test.describe("the focus returns to the control that opened a dialog", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the registration overlay on /berater", async ({ page }) => {
    await page.goto("/berater");
    const opener = page.getByRole("button", { name: "Jetzt registrieren" });
    const dialog = page.getByRole("dialog", { name: "Konto erstellen" });

    await expectFocusBackAfterClosing(page, opener, dialog);
  });

  test("the checkout dialog on /subscribe", async ({ page }) => {
    await loginAs(page, await newUser());
    await page.goto("/subscribe");
    const opener = page.getByRole("button", { name: "Premium wählen" });
    await expect(opener).toBeEnabled();
    const dialog = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });

    await expectFocusBackAfterClosing(page, opener, dialog);
  });

  test("the cancel confirmation on /profile", async ({ page }) => {
    await loginAs(page, await newMember());
    await page.goto("/profile");
    const opener = page.getByRole("button", { name: "Mitgliedschaft kündigen" });
    const dialog = page.getByRole("dialog", { name: "Mitgliedschaft kündigen?" });

    await openWithKeyboard(opener);
    await dialog.getByRole("button", { name: "Mitgliedschaft behalten" }).press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await openWithKeyboard(opener);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("Escape closes the mobile menu and the focus goes back to the menu button", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    const toggle = nav.getByRole("button", { name: "Menü öffnen" });
    await openWithKeyboard(toggle);
    const pricing = nav.getByRole("link", { name: "Preise", exact: true });
    await expect(pricing).toBeVisible();
    await pricing.focus();
    await page.keyboard.press("Escape");
    await expect(pricing).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the AGB heading reflows without horizontal scrolling", async ({ page }) => {
    await page.goto("/agb");
    const heading = page.getByRole("heading", { level: 1, name: "Allgemeine Geschäftsbedingungen" });
    await expect(heading).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

test.describe("the back of a consultant card", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shown on hover, it goes away with Escape while the pointer stays on the card", async ({ page }) => {
    await page.goto("/berater");
    // Hover only once the guest banner is there, or the grid moves away under the pointer.
    await expect(page.getByRole("heading", { name: "Jetzt 0,69 €/Min. freischalten" })).toBeVisible();
    const card = cards(page).first();
    await card.hover();
    await expect(card).toHaveAttribute("data-flipped", "true");
    await page.keyboard.press("Escape");
    await expect(card).toHaveAttribute("data-flipped", "false");
    // It stays dismissed while the pointer rests there, and comes back on the next visit.
    await page.mouse.move(1, 1);
    await card.hover();
    await expect(card).toHaveAttribute("data-flipped", "true");
  });

  test("keyboard focus on its controls keeps the front (docs/decisions/0043)", async ({ page }) => {
    await page.goto("/berater");
    const card = cards(page).first();
    await expect(card).toBeVisible();
    await card.getByRole("heading").getByRole("link").focus();
    await page.keyboard.press("Tab");
    await expect(card.locator(":focus")).toHaveCount(1);
    await expect(card).toHaveAttribute("data-flipped", "false");
  });
});

/**
 * A reader scrolls until the next control sits at the very edge of the window, under the
 * sticky header (top) or the cookie panel (bottom), and then presses Tab: the control that
 * gets the focus must be scrolled out from under it. Done for each control of the main
 * content in turn.
 */
async function expectNoFocusCovered(page: Page, edge: "top" | "bottom", limit: number): Promise<void> {
  const count = await page.evaluate((max) => {
    const selector = "a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex='0']";
    const controls = Array.from(document.querySelectorAll<HTMLElement>(`main ${selector}`)).filter(
      (el) => el.getClientRects().length > 0 && !el.closest("[inert]"),
    );
    controls.slice(0, max + 1).forEach((el, index) => el.setAttribute("data-focus-probe", String(index)));
    return Math.min(controls.length, max + 1);
  }, limit);
  expect(count, "the page has controls to tab through").toBeGreaterThan(5);
  const covered: string[] = [];
  for (let index = 1; index < count; index += 1) {
    await page.evaluate(
      ({ i, atTop }) => {
        const previous = document.querySelector<HTMLElement>(`[data-focus-probe="${i - 1}"]`);
        const next = document.querySelector<HTMLElement>(`[data-focus-probe="${i}"]`);
        previous?.focus({ preventScroll: true });
        if (!next) return;
        const rect = next.getBoundingClientRect();
        window.scrollBy(0, atTop ? rect.top - 4 : rect.bottom - window.innerHeight + 4);
      },
      { i: index, atTop: edge === "top" },
    );
    await page.keyboard.press("Tab");
    const problem = await page.evaluate((atTop) => {
      const active = document.activeElement;
      const cover = atTop
        ? document.querySelector("header")
        : document.querySelector('[role="dialog"][aria-labelledby="consent-title"]');
      if (!(active instanceof HTMLElement) || !cover || cover.contains(active)) return null;
      const rect = active.getBoundingClientRect();
      const coverRect = cover.getBoundingClientRect();
      const label = `${active.tagName} "${(active.textContent ?? "").trim().slice(0, 40)}"`;
      if (atTop && rect.top < coverRect.bottom - 1) return `${label}: top ${rect.top} < ${coverRect.bottom}`;
      if (!atTop && rect.bottom > coverRect.top + 1) return `${label}: bottom ${rect.bottom} > ${coverRect.top}`;
      return null;
    }, edge === "top");
    if (problem) covered.push(problem);
  }
  expect(covered, `focused controls covered at the ${edge}`).toEqual([]);
}

for (const viewport of [
  { width: 375, height: 700 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("no focused control of the home page ends up under the sticky header", async ({ page }) => {
      test.setTimeout(60_000);
      await openHome(page);
      await expect(cards(page).first()).toBeVisible();
      await expectNoFocusCovered(page, "top", 30);
    });

    for (const [path, name] of [
      ["/agb", "the AGB"],
      ["/datenschutz", "the privacy statement"],
      ["/barrierefreiheit", "the accessibility statement"],
    ] as const) {
      test(`no focused control of ${name} ends up under the sticky header`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoFocusCovered(page, "top", 30);
      });
    }
  });
}

test.describe("with the cookie panel open", () => {
  test.use({ consent: "undecided", viewport: { width: 1280, height: 800 } });

  test("no focused control of the AGB ends up under the panel at the foot of the screen", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/agb");
    await expect(page.getByRole("dialog", { name: "Cookie-Einstellungen" })).toBeVisible();
    await expectNoFocusCovered(page, "bottom", 30);
  });
});

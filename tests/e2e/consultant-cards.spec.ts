import type { Locator, Page } from "@playwright/test";
import { loginAs, newMember } from "./accounts.ts";
import { HOVER_INTENT_MS } from "../../src/client/features/consultants/hover-intent.ts";
import { demoConsultants } from "../../src/server/db/seed/demo-consultants.ts";
import { expect, test } from "./fixtures.ts";

// How the consultant cards behave under the pointer, the keyboard and a revealed number, and
// that every demo consultant shows a portrait.

const grid = (page: Page) => page.getByRole("list", { name: "Beraterinnen und Berater" });
const cards = (page: Page) => grid(page).getByRole("article");
const shownFace = (card: Locator) => card.locator('[aria-hidden="false"]');

/** Opens /berater as a guest once the unlock banner is in, since it moves the grid down when it appears. */
async function openList(page: Page): Promise<void> {
  await page.goto("/berater");
  await expect(page.getByRole("heading", { name: "Jetzt 0,69 €/Min. freischalten" })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

/** Records in the page every card that turns to its back from now on. */
async function recordFlips(page: Page): Promise<() => Promise<string[]>> {
  await grid(page).evaluate((list) => {
    const turned: string[] = [];
    (window as unknown as { turnedCards: string[] }).turnedCards = turned;
    new MutationObserver((records) => {
      for (const record of records) {
        const card = record.target as HTMLElement;
        if (card.dataset.flipped === "true") turned.push(card.querySelector("h2")?.textContent ?? "?");
      }
    }).observe(list, { attributes: true, subtree: true, attributeFilter: ["data-flipped"] });
  });
  return () => page.evaluate(() => [...(window as unknown as { turnedCards: string[] }).turnedCards]);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a pointer crossing the grid turns no card, and none turns once it has passed", async ({ page }) => {
    await openList(page);
    const [first, , third] = [
      await box(cards(page).nth(0)),
      await box(cards(page).nth(1)),
      await box(cards(page).nth(2)),
    ];
    const y = first.y + first.height / 2;
    await page.mouse.move(first.x - 20, y);
    const turned = await recordFlips(page);
    // Across the photos of a whole row, then back over the first card and off the grid upwards.
    await page.mouse.move(third.x + third.width + 20, y, { steps: 40 });
    await page.mouse.move(first.x + 40, first.y + 40, { steps: 25 });
    await page.mouse.move(first.x + 40, first.y - 30, { steps: 5 });
    expect(await turned()).toEqual([]);
    // Proves that nothing happens later either: a card whose turn was merely delayed would
    // turn within the intent delay, so this waits twice as long.
    await page.waitForTimeout(HOVER_INTENT_MS * 2);
    expect(await turned()).toEqual([]);
    for (const card of await cards(page).all()) await expect(card).toHaveAttribute("data-flipped", "false");
    await expect(shownFace(cards(page).first()).getByRole("img", { name: /^Porträt von / })).toBeVisible();
  });

  test("a pointer resting on a card turns it after a moment; Escape turns it back to its photo", async ({ page }) => {
    await openList(page);
    const card = cards(page).first();
    // Both moments are taken in the page: how long the test itself takes to look (a busy machine)
    // cannot make a card that turned on time look early.
    await card.evaluate((element) => {
      const moments = { enteredAt: 0, turnedAt: 0 };
      (window as unknown as { cardMoments: typeof moments }).cardMoments = moments;
      element.addEventListener("pointerenter", () => (moments.enteredAt ||= performance.now()));
      new MutationObserver(() => {
        if ((element as HTMLElement).dataset.flipped === "true") moments.turnedAt ||= performance.now();
      }).observe(element, { attributes: true, attributeFilter: ["data-flipped"] });
    });
    await card.hover();
    await expect(card).toHaveAttribute("data-flipped", "true");
    // The front stays while the pointer has not yet rested; the back follows once it has.
    const { enteredAt, turnedAt } = await page.evaluate(
      () => (window as unknown as { cardMoments: { enteredAt: number; turnedAt: number } }).cardMoments,
    );
    expect(enteredAt).toBeGreaterThan(0);
    expect(turnedAt - enteredAt).toBeGreaterThanOrEqual(HOVER_INTENT_MS - 10);
    await expect(shownFace(card).getByRole("list", { name: "Schwerpunkte" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card).toHaveAttribute("data-flipped", "false");
    await expect(shownFace(card).getByRole("img", { name: /^Porträt von / })).toBeVisible();
    // Leaving turns a card back as well.
    await card.hover();
    await page.mouse.move(1, 1);
    await expect(card).toHaveAttribute("data-flipped", "false");
  });

  test("the toggle says what it does: 'Mehr erfahren' turns the card, 'Zurück' turns it back", async ({ page }) => {
    await openList(page);
    const card = cards(page).first();
    const more = card.getByRole("button", { name: "Mehr erfahren" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    // Enter on the button (a screen reader's command reaches it; Tab does not, docs/decisions/0043).
    await more.press("Enter");
    await expect(card).toHaveAttribute("data-flipped", "true");
    const back = card.getByRole("button", { name: "Zurück" });
    await expect(back).toHaveAttribute("aria-expanded", "true");
    await expect(back).toBeFocused();
    await expect(shownFace(card).getByRole("button", { name: "Ohne Mitgliedschaft anrufen" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(card).toHaveAttribute("data-flipped", "false");
    await expect(card.getByRole("button", { name: "Mehr erfahren" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(card).toHaveAttribute("data-flipped", "true");
    await page.keyboard.press("Escape");
    await expect(card).toHaveAttribute("data-flipped", "false");
    await expect(card.getByRole("button", { name: "Mehr erfahren" })).toBeFocused();
  });

  test("revealing the number without membership keeps the card's and the grid's height, on the front and on the back", async ({
    page,
  }) => {
    await openList(page);
    const card = cards(page).first();
    const before = { card: await box(card), grid: await box(grid(page)) };

    // On the front, pressed without the pointer on the card: a pointer that rests on it for
    // longer than the hover delay turns the card (which a busy machine can make happen between
    // Playwright's move and its press), and this compares the front's heights.
    await shownFace(card).getByRole("button", { name: "Ohne Mitgliedschaft anrufen" }).dispatchEvent("click");
    await expect(shownFace(card).getByText(/^Ohne Mitgliedschaft: 0900/)).toBeVisible();
    expect((await box(card)).height).toBe(before.card.height);
    expect((await box(grid(page))).height).toBe(before.grid.height);
    await expect(card).toHaveAttribute("data-flipped", "false");

    const second = cards(page).nth(1);
    await second.hover();
    await expect(second).toHaveAttribute("data-flipped", "true");
    await second.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const beforeBack = await box(second);
    await shownFace(second).getByRole("button", { name: "Ohne Mitgliedschaft anrufen" }).click();
    await expect(shownFace(second).getByText(/^Ohne Mitgliedschaft: 0900/)).toBeVisible();
    expect((await box(second)).height).toBe(beforeBack.height);
    expect((await box(grid(page))).height).toBe(before.grid.height);
  });
});

test.describe("on a wide screen as a member", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("revealing the member number with 'Anrufen' keeps the card's height", async ({ page }) => {
    await loginAs(page, await newMember());
    await page.goto("/berater");
    const card = cards(page).first();
    const call = shownFace(card).getByRole("button", { name: "Anrufen" });
    await expect(call).toBeVisible();
    const before = { card: await box(card), grid: await box(grid(page)) };
    await call.click();
    await expect(shownFace(card).getByText(/^Mitgliedernummer 0900/)).toBeVisible();
    expect((await box(card)).height).toBe(before.card.height);
    expect((await box(grid(page))).height).toBe(before.grid.height);
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every demo consultant shows a portrait, none 'Kein Bild verfügbar'", async ({ page }) => {
      await openList(page);
      for (const { name } of demoConsultants) {
        const front = shownFace(page.getByRole("article", { name }));
        const portrait = front.getByRole("img", { name: `Porträt von ${name}` });
        await portrait.scrollIntoViewIfNeeded();
        await expect(portrait).toBeVisible();
        await expect
          .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            message: `${name}'s portrait loads`,
          })
          .toBe(true);
        await expect(front.getByText("Kein Bild verfügbar")).toHaveCount(0);
      }
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test("a tap on 'Mehr erfahren' turns the card and 'Zurück' turns it back", async ({ page }) => {
    await openList(page);
    const card = cards(page).first();
    await card.getByRole("button", { name: "Mehr erfahren" }).tap();
    await expect(card).toHaveAttribute("data-flipped", "true");
    await expect(shownFace(card).getByRole("link", { name: "Ohne Mitgliedschaft anrufen" })).toBeVisible();
    await card.getByRole("button", { name: "Zurück" }).tap();
    await expect(card).toHaveAttribute("data-flipped", "false");
    await expect(shownFace(card).getByRole("img", { name: /^Porträt von / })).toBeVisible();
  });
});

for (const { width, call } of [
  { width: 375, call: "link" },
  { width: 1280, call: "button" },
] as const) {
  test.describe(`with the keyboard at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("Tab stops twice on each card, at its name and its call, and no card turns", async ({ page }) => {
      await openList(page);
      const turned = await recordFlips(page);
      const count = Math.min(4, await cards(page).count());
      await cards(page).first().getByRole("heading").getByRole("link").focus();
      for (let i = 0; i < count; i += 1) {
        const card = cards(page).nth(i);
        const name = await card.getByRole("heading").first().innerText();
        await expect(shownFace(card).getByRole("link", { name, exact: true })).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(
          shownFace(card).getByRole(call, { name: /Ohne Mitgliedschaft anrufen/ }),
          `the second stop on ${name}`,
        ).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(card).toHaveAttribute("data-flipped", "false");
      }
      expect(await turned()).toEqual([]);
    });
  });
}

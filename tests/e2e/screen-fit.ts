import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";

// Checks that a page or dialog fits the screen it is shown on and passes axe (WCAG 2.2 A/AA).

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function expectNoViolations(page: Page, what: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  const found = result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
  expect(found, `axe on ${what}`).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page, width: number, what: string): Promise<void> {
  const overflow = await page.evaluate(
    (limit) => ({
      width: document.documentElement.scrollWidth,
      wide: Array.from(document.querySelectorAll<HTMLElement>("body *"))
        .filter((el) => el.getBoundingClientRect().right > limit + 1 && el.getClientRects().length > 0)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}`),
    }),
    width,
  );
  expect(overflow.width, `${what} wider than the screen: ${overflow.wide.join(", ")}`).toBeLessThanOrEqual(width);
}

/** The dialog lies inside the screen and its button can be clicked where it is (nothing covers it). */
export async function expectInsideScreen(page: Page, dialog: Locator, button: Locator, width: number): Promise<void> {
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error("the dialog has no box");
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  // A trial click fails when another element would receive it.
  await button.click({ trial: true, timeout: 2_000 });
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Both elements' boxes, read in one frame: between two separate reads the page may still move
 * (a list or notice above them arriving), which would compare positions from different layouts.
 */
export async function boxesInOneFrame(first: Locator, second: Locator): Promise<[Box, Box]> {
  const other = await second.elementHandle();
  try {
    return await first.evaluate((a, b) => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      if (!b) throw new Error("the second element is gone");
      return [box(a), box(b)] as [Box, Box];
    }, other);
  } finally {
    await other?.dispose();
  }
}

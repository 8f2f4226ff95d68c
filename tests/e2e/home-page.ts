import { expect, type Page } from "@playwright/test";

/** The home page's prerendered skeleton, until the page's sections replace it. */
export const homeSkeleton = (page: Page) => page.locator('main [aria-busy="true"]');

/**
 * Opens the home page and waits until its sections are drawn. The page keeps its skeleton for
 * 800 ms and then draws every section at once; with two browsers and the server sharing two
 * cores, that ended more than 10 s after the load event (the default wait of an expectation)
 * once in a full run, while the same steps take under 2 s on a quiet machine.
 */
export async function openHome(page: Page): Promise<void> {
  await page.goto("/");
  await expect(homeSkeleton(page), "the home page's sections replace its skeleton").toHaveCount(0, {
    timeout: 25_000,
  });
}

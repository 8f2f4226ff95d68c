import { expect, type Page } from "@playwright/test";

// The page's own clock (Playwright's clock, installed by the test), stopped so that a busy
// machine cannot make a timer look sooner or later: it moves only when a test moves it.

/** The page's time, in milliseconds since 1970. */
export const pageNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * Stops the page's clock a moment ahead of its time. The time is read first and runs on
 * meanwhile; on a busy machine it can pass that moment, and the page is asked again.
 */
export async function stopClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(new Date((await pageNow(page)) + 250 * attempt));
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes("to the past")) throw error;
    }
  }
}

/**
 * Moves the stopped clock on in steps of `stepMs` until `done` holds, with a quarter of a second
 * of real time between the steps for the page to do what the step set off.
 */
export async function runClockUntil(page: Page, stepMs: number, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.runFor(stepMs);
        return false;
      },
      { intervals: [250], timeout: 30_000 },
    )
    .toBe(true);
}

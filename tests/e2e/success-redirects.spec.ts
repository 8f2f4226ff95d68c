import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { runClockUntil, stopClock } from "./page-clock.ts";
import { fillSignup, signupForm, toastItems, uniqueSignup, paypalAfterOrder } from "./payments.ts";

// The success page's timed redirects, checked on the page's own clock: it stands still while the
// page works towards its result, and is moved on in small steps until the result shows. From
// then on it moves only as far as the test says, so a busy machine cannot shift the redirect.

interface Timeline {
  headings: Array<{ at: number; text: string }>;
}

/** Records when each heading of the page first showed (page clock, milliseconds). */
async function recordTimeline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timeline: Timeline = { headings: [] };
    Object.assign(window, { __timeline: timeline });
    new MutationObserver(() => {
      const text = document.querySelector("main h1")?.textContent?.trim() ?? "";
      if (text && timeline.headings.at(-1)?.text !== text) timeline.headings.push({ at: performance.now(), text });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Moves the stopped clock on in 10 ms steps until `locator` is on the page. */
async function showsOnClock(page: Page, locator: Locator): Promise<void> {
  await runClockUntil(page, 10, async () => (await locator.count()) > 0);
  await expect(locator.first()).toBeVisible();
}

const heading = (page: Page, title: string) => page.getByRole("heading", { level: 1, name: title });

/**
 * The page leaves for `path` `delay` ms after the heading `title` appeared: still there 100 ms
 * before, gone 100 ms after.
 */
async function expectRedirect(page: Page, title: string, path: string, delay: number): Promise<void> {
  const timeline = await page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline);
  const shownAt = timeline.headings.find((h) => h.text === title)?.at;
  if (shownAt === undefined) throw new Error(`heading missing: ${JSON.stringify(timeline)}`);
  const shownFor = (await page.evaluate(() => performance.now())) - shownAt;
  await page.clock.runFor(delay - 100 - shownFor);
  await expect(page).not.toHaveURL(new RegExp(`${path}$`));
  await page.clock.runFor(200);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("no user id but a registration under way: a toast, then /register after 2 s", async ({ page }) => {
  await recordTimeline(page);
  await page.clock.install();
  // Entering the registration page starts the registration flow of this tab.
  await page.goto("/register");
  await expect(signupForm(page).form).toBeVisible();
  await stopClock(page);
  await page.goto("/subscription/success?subscription_id=I-E2EREDIRECT");
  await showsOnClock(page, heading(page, "Registrierung abschließen"));
  await showsOnClock(page, toastItems(page).filter({ hasText: "Benutzerfehler" }));

  await expectRedirect(page, "Registrierung abschließen", "/register", 2000);
  await expect(heading(page, "Registrierung")).toBeVisible();
});

test.describe("when the automatic login after paying fails", () => {
  // The blocked automatic login is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleErrors: ["net::ERR_FAILED"] });

  test("the buyer is asked to log in and goes to /login after 3 s", async ({ page }) => {
    test.setTimeout(45_000);
    await recordTimeline(page);
    await page.clock.install();
    // Popups blocked: the whole page goes to PayPal and comes back to the success page.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto("/register");
    await fillSignup(page, uniqueSignup());
    const form = signupForm(page);
    await form.submit.click();
    await (await paypalAfterOrder(form.payment)).click();
    await expect(page.getByRole("heading", { name: "Abonnement genehmigen" })).toBeVisible();
    // The session is gone by the return, and the automatic login does not get through.
    await page.context().clearCookies({ name: "sid" });
    await page.route("**/api/auth/auto-login", (route) => route.abort("failed"));
    await stopClock(page);
    await page.getByRole("button", { name: "Zahlung genehmigen" }).click();

    await showsOnClock(page, heading(page, "Willkommen bei Premium!"));
    await showsOnClock(page, page.getByText("Sie werden gleich zur Anmeldung weitergeleitet."));
    await expectRedirect(page, "Willkommen bei Premium!", "/login", 3000);
    await expect(heading(page, "Login")).toBeVisible();
  });
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillSignup, signupForm, toastItems, uniqueSignup, paypalAfterOrder } from "./payments.ts";

// The success page's timed redirects, measured on the page's own clock: from the moment it
// shows its result to the moment it changes the address.

interface Timeline {
  headings: Array<{ at: number; text: string }>;
  navigations: Array<{ at: number; path: string }>;
}

async function recordTimeline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timeline: Timeline = { headings: [], navigations: [] };
    Object.assign(window, { __timeline: timeline });
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        timeline.navigations.push({ at: performance.now(), path: window.location.pathname });
      };
    }
    new MutationObserver(() => {
      const text = document.querySelector("main h1")?.textContent?.trim() ?? "";
      if (text && timeline.headings.at(-1)?.text !== text) timeline.headings.push({ at: performance.now(), text });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** How long after the heading `title` appeared the page went to `path`. */
async function delayBetween(page: Page, title: string, path: string): Promise<number> {
  const timeline = await page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline);
  const shown = timeline.headings.find((h) => h.text === title);
  const left = timeline.navigations.find((n) => n.path === path);
  if (!shown || !left) throw new Error(`timeline incomplete: ${JSON.stringify(timeline)}`);
  return left.at - shown.at;
}

test("no user id but a registration under way: a toast, then /register after 2 s", async ({ page }) => {
  await recordTimeline(page);
  // Entering the registration page starts the registration flow of this tab.
  await page.goto("/register");
  await expect(signupForm(page).form).toBeVisible();
  await page.goto("/subscription/success?subscription_id=I-E2EREDIRECT");
  await expect(page.getByRole("heading", { level: 1, name: "Registrierung abschließen" })).toBeVisible();
  await expect(toastItems(page)).toContainText("Benutzerfehler");

  await expect(page).toHaveURL(/\/register$/, { timeout: 5000 });
  const delay = await delayBetween(page, "Registrierung abschließen", "/register");
  expect(delay, "not before about 1.5 s").toBeGreaterThanOrEqual(1500);
  expect(delay, "by about 3 s").toBeLessThanOrEqual(3000);
  await expect(page.getByRole("heading", { level: 1, name: "Registrierung" })).toBeVisible();
});

test.describe("when the automatic login after paying fails", () => {
  // The blocked automatic login is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleErrors: ["net::ERR_FAILED"] });

  test("the buyer is asked to log in and goes to /login after 3 s", async ({ page }) => {
    test.setTimeout(45_000);
    await recordTimeline(page);
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
    await page.getByRole("button", { name: "Zahlung genehmigen" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Willkommen bei Premium!" })).toBeVisible();
    await expect(page.getByText("Sie werden gleich zur Anmeldung weitergeleitet.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
    const delay = await delayBetween(page, "Willkommen bei Premium!", "/login");
    expect(delay, "not before about 2.5 s").toBeGreaterThanOrEqual(2500);
    expect(delay, "by about 4 s").toBeLessThanOrEqual(4000);
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  });
});

import type { Page } from "@playwright/test";
import { contactForm, fillContactForm, toastRegion, uniqueContact } from "./contact-form.ts";
import { expect, test } from "./fixtures.ts";
import { runClockUntil, stopClock } from "./page-clock.ts";

/** Sends a valid contact message, the simplest way to raise a toast through the interface. */
async function sendContactMessage(page: Page): Promise<void> {
  await fillContactForm(page, uniqueContact());
  await contactForm(page).submit.click();
}

/**
 * Watches the toast list from inside the page: the most toasts ever shown at once, and
 * when the last toast was added and removed (page clock, milliseconds).
 */
async function watchToasts(page: Page): Promise<void> {
  await expect(toastRegion(page).locator("ol")).toBeAttached();
  await page.evaluate(() => {
    const list = document.querySelector('[role="region"][aria-label="Notifications (F8)"] ol');
    if (!list) throw new Error("toast viewport missing");
    const record = document.body.dataset;
    record.maxToasts = String(list.querySelectorAll("li").length);
    new MutationObserver((mutations) => {
      const count = list.querySelectorAll("li").length;
      record.maxToasts = String(Math.max(Number(record.maxToasts), count));
      for (const mutation of mutations) {
        if (mutation.addedNodes.length > 0) record.toastAddedAt = String(performance.now());
        if (mutation.removedNodes.length > 0 && count === 0) record.toastRemovedAt = String(performance.now());
      }
    }).observe(list, { childList: true });
  });
}

const recorded = (page: Page, key: "maxToasts" | "toastAddedAt" | "toastRemovedAt") =>
  page.evaluate((name) => Number(document.body.dataset[name] ?? Number.NaN), key);

test("the contact form success raises the toast 'Nachricht gesendet', announced as a Notification", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.evaluate(() => {
    const heard: string[] = [];
    document.body.dataset.announced = "";
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent?.trim() ?? "";
        if (text && !heard.includes(text)) heard.push(text);
      }
      document.body.dataset.announced = heard.join("\n");
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await sendContactMessage(page);

  const toast = toastRegion(page).locator("li");
  await expect(toast).toBeVisible();
  await expect(toast.getByText("Nachricht gesendet", { exact: true })).toBeVisible();
  await expect(toast.getByRole("button", { name: "Schließen" })).toBeVisible();
  // Screen readers hear the toast with the provider's label in front ('Notification', set in toaster.tsx).
  await expect
    .poll(() => page.evaluate(() => document.body.dataset.announced ?? ""))
    .toMatch(/^Notification\s+Nachricht gesendet/m);
});

test.describe("with a failing first send", () => {
  test.use({ allowedConsoleErrors: ["500"] });

  test("only one toast is on screen at a time: the success replaces the error", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/contact", async (route) => {
      calls += 1;
      if (calls === 1) {
        await route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ message: "Testfehler" }),
        });
      } else {
        await route.continue();
      }
    });
    await page.goto("/contact");
    await watchToasts(page);
    await sendContactMessage(page);
    const toasts = toastRegion(page).locator("li");
    await expect(toasts).toContainText("Fehler beim Senden");

    // The typed text is kept after the failure, so sending again needs no typing.
    const form = contactForm(page);
    await expect(form.submit).toBeEnabled();
    await form.submit.click();
    await expect(toasts.filter({ hasText: "Nachricht gesendet" })).toBeVisible();
    await expect(toasts).toHaveCount(1);
    await expect(toasts.filter({ hasText: "Fehler beim Senden" })).toHaveCount(0);
    expect(await recorded(page, "maxToasts")).toBe(1);
    expect(calls).toBe(2);
  });
});

test("a toast closes by itself after about 5 seconds", async ({ page }) => {
  await page.clock.install();
  await page.goto("/contact");
  await watchToasts(page);
  await fillContactForm(page, uniqueContact());
  // From here on the page's clock moves only when told, so a busy machine can neither close the
  // toast before it is looked at nor keep it longer.
  await stopClock(page);
  await contactForm(page).submit.click();
  // Keep the pointer away from the toast: hovering it pauses the timer.
  await page.mouse.move(5, 5);
  const toast = toastRegion(page).locator("li");
  await runClockUntil(page, 10, async () => (await toast.count()) > 0);
  await expect(toast).toContainText("Nachricht gesendet");
  const addedAt = await recorded(page, "toastAddedAt");
  const shownSoFar = (await page.evaluate(() => performance.now())) - addedAt;

  await page.clock.runFor(4900 - shownSoFar);
  await expect(toast, "still shown at 4,9 s").toBeVisible();
  await page.clock.runFor(200);
  await expect(toast, "gone by 5,1 s").toHaveCount(0);
  const shownFor = (await recorded(page, "toastRemovedAt")) - addedAt;
  expect(shownFor).toBeGreaterThanOrEqual(4900);
  expect(shownFor).toBeLessThanOrEqual(5100);
});

test("F8 moves the keyboard focus into the notification area", async ({ page }) => {
  await page.goto("/contact");
  await sendContactMessage(page);
  const region = toastRegion(page);
  await expect(region.locator("li")).toContainText("Nachricht gesendet");
  await expect(region.locator("ol")).not.toBeFocused();

  await page.keyboard.press("F8");
  await expect(region.locator("ol")).toBeFocused();
  // From there the toast itself is the next stop for the keyboard.
  await page.keyboard.press("Tab");
  await expect(region.locator("li")).toBeFocused();
});

/** Drags the toast to the right by `distance` px with the mouse, starting on its text. */
async function swipeToast(page: Page, distance: number): Promise<void> {
  const box = await toastRegion(page).locator("li").boundingBox();
  if (!box) throw new Error("no toast on screen");
  const x = box.x + 24;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance / 2, y, { steps: 4 });
  await page.mouse.move(x + distance, y, { steps: 4 });
  await page.mouse.up();
}

test("a swipe to the right shorter than 50 px keeps the toast, a longer one dismisses and removes it", async ({
  page,
}) => {
  await page.goto("/contact");
  await sendContactMessage(page);
  const toast = toastRegion(page).locator("li");
  await expect(toast).toContainText("Nachricht gesendet");

  await swipeToast(page, 40);
  await expect(toast).toHaveAttribute("data-swipe", "cancel");
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS("transform", "none");

  await swipeToast(page, 60);
  // Gone from the page, not only hidden.
  await expect(toast).toHaveCount(0);
});

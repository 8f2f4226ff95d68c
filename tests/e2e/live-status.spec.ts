import { consultantPagePath } from "../../src/shared/domain/page-paths.ts";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import {
  badgeOf,
  hours,
  cardOf,
  expectNoAxeViolation,
  liveConsultant,
  placeOf,
  pushStatus,
  setVisibility,
  streamOpen,
  watchStreams,
} from "./live-status-page.ts";
import { toastRegion } from "./payments.ts";

// These tests are about the live status: its stream may connect (fixtures.ts).
test.use({ liveStatus: true });

// The live consultant status in the browser (docs/decisions/0042): a second browser context
// pushes a status the way the carrier does, and the first sees it without a reload. How fast it
// arrives (under 2 s) is measured by `npm run bench:live` (docs/benchmarks.md), not here, where
// the time depends on how busy the machine is.

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`live status at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a pushed status changes the badge on /berater, the home grid and the consultant page without a reload", async ({
      page,
      browser,
    }) => {
      test.slow(); // three pages and two accessibility scans
      const consultant = await liveConsultant("available");
      await watchStreams(page);

      await page.goto("/berater");
      const card = cardOf(page, consultant.name);
      await expect(badgeOf(card)).toHaveAttribute("data-status", "available");
      await streamOpen(page);
      await pushStatus(browser, consultant.extension, "busy");
      await expect(badgeOf(card)).toHaveAttribute("data-status", "busy");
      await expect(badgeOf(card)).toHaveText("Besetzt");
      await expectNoAxeViolation(page);

      await page.goto("/#berater");
      await expect(badgeOf(cardOf(page, consultant.name))).toHaveAttribute("data-status", "busy");
      await streamOpen(page);
      await pushStatus(browser, consultant.extension, "available");
      await expect(badgeOf(cardOf(page, consultant.name))).toHaveAttribute("data-status", "available");

      await page.goto(consultantPagePath(consultant.slug));
      const heading = page.getByRole("heading", { level: 1, name: consultant.name });
      await expect(heading).toBeVisible();
      await streamOpen(page);
      await pushStatus(browser, consultant.extension, "offline");
      await expect(page.locator("main [data-status]").first()).toHaveAttribute("data-status", "offline");
      await expect(page.getByText(`Sprechzeiten: ${hours}`)).toBeVisible();
      await expectNoAxeViolation(page);
      // Every page opened one stream, and none was left open behind it.
      expect(await page.evaluate(() => window.liveStreams?.filter((s) => s.readyState !== 2).length)).toBe(1);
    });

    test("the card under the pointer keeps its place until the pointer leaves it", async ({ page, browser }) => {
      // Busy sorts first; going offline moves it behind every available consultant.
      const consultant = await liveConsultant("busy");
      await watchStreams(page);
      await page.goto("/berater");
      const card = cardOf(page, consultant.name);
      await expect(badgeOf(card)).toHaveAttribute("data-status", "busy");
      await streamOpen(page);
      await card.scrollIntoViewIfNeeded();
      const before = await placeOf(page, consultant.id);
      await card.getByRole("heading").hover();

      await pushStatus(browser, consultant.extension, "offline");
      // The badge and the call options change at once; the card stays where it is.
      await expect(badgeOf(card)).toHaveAttribute("data-status", "offline");
      expect(await placeOf(page, consultant.id)).toBe(before);
      await page.waitForTimeout(300);
      expect(await placeOf(page, consultant.id)).toBe(before);

      await page.mouse.move(1, 1);
      await expect.poll(() => placeOf(page, consultant.id)).toBeGreaterThan(before);
    });

    test("a hidden tab closes its stream and catches up when it is shown again", async ({ page, browser }) => {
      const consultant = await liveConsultant("available");
      await watchStreams(page);
      await page.goto("/berater");
      const card = cardOf(page, consultant.name);
      await streamOpen(page);
      await pushStatus(browser, consultant.extension, "busy");
      await expect(badgeOf(card)).toHaveAttribute("data-status", "busy");

      await setVisibility(page, "hidden");
      await expect
        .poll(() => page.evaluate(() => window.liveStreams?.every((s) => s.readyState === EventSource.CLOSED)))
        .toBe(true);
      await pushStatus(browser, consultant.extension, "offline");
      await page.waitForTimeout(1500);
      // Silent while hidden.
      await expect(badgeOf(card)).toHaveAttribute("data-status", "busy");

      await setVisibility(page, "visible");
      await expect(badgeOf(card)).toHaveAttribute("data-status", "offline");
      const urls = await page.evaluate(() => window.liveStreams?.map((s) => s.url) ?? []);
      expect(urls.length).toBe(2);
      expect(urls[1]).toMatch(/\?lastEventId=\d+$/);
    });

    test("a logged-in user with an alert gets a toast when the consultant becomes available", async ({
      page,
      browser,
    }) => {
      const consultant = await liveConsultant("busy");
      await loginAs(page, await newUser());
      await page.route("**/api/favourites", (route) =>
        route.fulfill({
          json: { favourites: [{ consultantId: consultant.id, alert: { anyHour: false } }] },
        }),
      );
      await watchStreams(page);
      await page.goto("/berater");
      await expect(badgeOf(cardOf(page, consultant.name))).toHaveAttribute("data-status", "busy");
      await streamOpen(page);
      await pushStatus(browser, consultant.extension, "available");
      const toasts = toastRegion(page);
      await expect(toasts.getByText(`${consultant.name} ist jetzt verfügbar`)).toBeVisible();
      await toasts.getByRole("link", { name: "Jetzt anrufen" }).click();
      await expect(page).toHaveURL(new RegExp(`${consultantPagePath(consultant.slug)}$`));
    });
  });
}

test.describe("a list read while a status changes", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an answer read before the change does not put the old status back", async ({ page, browser }) => {
    const consultant = await liveConsultant("available");
    await watchStreams(page);
    // The page reads the list once. That answer is read from the server at once but handed to
    // the page only after the push: the stream, which waits for it, resumes from the status
    // event the answer names and sends the change, without a second read.
    let reads = 0;
    let releaseStale = () => {};
    const staleHeld = new Promise<void>((resolve) => (releaseStale = resolve));
    let staleRead = false;
    await page.route(
      (url) => url.pathname === "/api/consultants",
      async (route) => {
        reads += 1;
        if (reads !== 1) return route.continue();
        const stale = await route.fetch();
        staleRead = true;
        await staleHeld;
        await route.fulfill({ response: stale });
      },
    );
    await page.goto("/berater");
    // The stale answer is in the test's hands before the change is made.
    await expect.poll(() => staleRead).toBe(true);
    await pushStatus(browser, consultant.extension, "busy");
    releaseStale();

    const card = cardOf(page, consultant.name);
    await expect(badgeOf(card)).toHaveAttribute("data-status", "busy");
    await streamOpen(page);
    await page.waitForTimeout(500);
    await expect(badgeOf(card)).toHaveAttribute("data-status", "busy", { timeout: 0 });
    expect(reads).toBe(1);
    expect(await page.evaluate(() => window.liveStreams?.map((s) => s.url) ?? [])).toEqual([
      expect.stringMatching(/\?lastEventId=\d+$/),
    ]);
  });

  test("an answer read before the change does not put the old status back after a reload event", async ({
    page,
    browser,
  }) => {
    const consultant = await liveConsultant("available");
    await watchStreams(page);
    // The first answer names a status event the server never gave: the stream answers `reload`
    // and the list is read again. That second answer is read from the server at once but handed
    // to the page only after the push has arrived.
    let reads = 0;
    let releaseStale = () => {};
    const staleHeld = new Promise<void>((resolve) => (releaseStale = resolve));
    let staleDelivered: Promise<void> | undefined;
    await page.route(
      (url) => url.pathname === "/api/consultants",
      async (route) => {
        reads += 1;
        const answer = await route.fetch();
        if (reads === 1) {
          const headers = Object.fromEntries(
            Object.entries(answer.headers()).filter(([name]) => !/^(content-(encoding|length)|vary)$/i.test(name)),
          );
          return route.fulfill({
            status: answer.status(),
            headers: { ...headers, "x-status-event-id": "999999999999" },
            body: await answer.body(),
          });
        }
        if (reads !== 2) return route.fulfill({ response: answer });
        staleDelivered = staleHeld.then(() => route.fulfill({ response: answer }));
        await staleDelivered;
      },
    );
    await page.goto("/berater");
    const card = cardOf(page, consultant.name);
    await expect(badgeOf(card)).toHaveAttribute("data-status", "available");
    await streamOpen(page);
    await expect.poll(() => reads).toBe(2);
    // The stale answer is in the test's hands before the change is made.
    await expect.poll(() => staleDelivered !== undefined).toBe(true);

    await pushStatus(browser, consultant.extension, "busy");
    await expect(badgeOf(card)).toHaveAttribute("data-status", "busy");
    releaseStale();
    await staleDelivered;
    await page.waitForTimeout(500);
    await expect(badgeOf(card)).toHaveAttribute("data-status", "busy", { timeout: 0 });
  });
});

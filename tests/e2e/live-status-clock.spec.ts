import type { Locator, Page } from "@playwright/test";
import { consultantPagePath } from "../../src/shared/domain/page-paths.ts";
import { expect, test } from "./fixtures.ts";
import {
  cardOf,
  expectNoAxeViolation,
  hours,
  liveConsultant,
  pushStatus,
  streamOpen,
  watchStreams,
} from "./live-status-page.ts";

// These tests are about the live status: its stream may connect (fixtures.ts).
test.use({ liveStatus: true });

// The live status's timing on the page's own clock (docs/decisions/0042): the tab's pauses
// between failed connections, the list it reads meanwhile, and "heute ab 18 Uhr" read anew as
// the time passes. The page's clock is stopped and moved by the test, so nothing here waits
// for real seconds.

/** Monday, 30 November 2026, 17:58 in Berlin (CET, UTC+1). */
const mondayBeforeSix = new Date("2026-11-30T16:58:00Z");
/** Saturday, 28 November 2026, 13:00 in Berlin. */
const saturdayAtOne = new Date("2026-11-28T12:00:00Z");

/** The note's height, and how many lines of text it holds (each of its spans is one line). */
function lineHeights(note: Locator): Promise<{ height: number; lines: number }> {
  return note.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    const height = element.getBoundingClientRect().height;
    return { height, lines: Math.round(height / lineHeight) };
  });
}

const pageNow = (page: Page) => page.evaluate(() => Date.now());
const streamsOpened = (page: Page) => page.evaluate(() => window.liveStreams?.length ?? 0);

/** Until the page has handled its newest stream's failure (it closes it itself). */
async function newestClosed(page: Page): Promise<void> {
  await page.waitForFunction(
    () => window.liveStreams?.length === window.liveStreamsClosedAt?.length && window.liveStreamsClosedAt?.at(-1),
  );
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`working hours at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an offline consultant's card and page say when they are next there, and follow the clock", async ({
      page,
    }) => {
      const consultant = await liveConsultant("offline");
      // The page's clock starts at this moment and runs; the test moves it on.
      await page.clock.install({ time: mondayBeforeSix });
      await page.goto("/berater");
      const card = cardOf(page, consultant.name);
      await card.scrollIntoViewIfNeeded();
      await card.getByRole("button", { name: "Mehr erfahren" }).click();
      await expect(card.getByText(`Sprechzeiten: ${hours}`)).toBeVisible();
      await expect(card.getByText("Erreichbar heute ab 18 Uhr")).toBeVisible();
      await expectNoAxeViolation(page);

      await page.goto(consultantPagePath(consultant.slug));
      await expect(page.getByText("Erreichbar heute ab 18 Uhr")).toBeVisible();
      // 18 Uhr passes on the open page: the hours run, the consultant is still offline.
      await page.clock.runFor(2 * 60_000);
      await expect(page.getByText("Erreichbar", { exact: false })).toHaveCount(0);
      await expect(page.getByText(`Sprechzeiten: ${hours}`)).toBeVisible();
      // 23 Uhr: over for today.
      await page.clock.fastForward("05:00:00");
      await page.clock.runFor(60_000);
      await expect(page.getByText("Erreichbar morgen ab 18 Uhr")).toBeVisible();
    });

    test("a card's hours keep their two lines whatever the status and the hour, so the cards keep their height", async ({
      page,
      browser,
    }) => {
      // Offline within the hours, offline before them, and available: only the second says when.
      // The cards themselves move when a status changes (available first), so their notes are
      // compared: a note is the only part of a card that changes with the status or the hour.
      const within = await liveConsultant("offline", { working_hours: "täglich 10–20 Uhr" });
      const later = await liveConsultant("offline", { working_hours: "täglich 18–23 Uhr" });
      const online = await liveConsultant("available", { working_hours: "täglich 18–23 Uhr" });
      await watchStreams(page);
      await page.clock.install({ time: saturdayAtOne });
      await page.goto("/berater");
      await streamOpen(page);
      const note = (consultant: { name: string }) =>
        cardOf(page, consultant.name).locator("p", { hasText: "Sprechzeiten:" });
      await expect(note(later)).toContainText("Erreichbar heute ab 18 Uhr");
      const twoLines = await lineHeights(note(later));
      expect(twoLines.lines).toBe(2);
      for (const consultant of [within, online]) {
        await expect(note(consultant)).not.toContainText("Erreichbar");
        expect(await lineHeights(note(consultant))).toEqual(twoLines);
      }
      // The status changes live: the line's text comes and goes, its place stays.
      await pushStatus(browser, online.extension, "offline");
      await expect(note(online)).toContainText("Erreichbar heute ab 18 Uhr");
      await pushStatus(browser, later.extension, "available");
      await expect(note(later)).not.toContainText("Erreichbar");
      expect(await lineHeights(note(online))).toEqual(twoLines);
      expect(await lineHeights(note(later))).toEqual(twoLines);
    });
  });
}

test.describe("a stream that cannot be opened", () => {
  test.use({ viewport: { width: 1280, height: 900 }, allowedConsoleErrors: ["503 (Service Unavailable)"] });

  test("is tried again after 2, 4, 8 s …, the list is read every 60 s meanwhile, and a stream that opens ends it", async ({
    page,
  }) => {
    let failing = true;
    // The first attempt is held until the page's clock stands still, so that its retry cannot
    // come on the running clock while a busy machine is slow to stop it.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let attempts = 0;
    await page.route("**/api/consultants/status-events**", async (route) => {
      attempts += 1;
      if (attempts === 1) await firstHeld;
      if (failing) await route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Wartung"}' });
      else await route.continue();
    });
    let listReads = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/consultants") listReads += 1;
    });
    await watchStreams(page);
    await page.clock.install({ time: mondayBeforeSix });
    await page.goto("/berater");
    await expect(page.getByRole("article").first()).toBeVisible();
    // The first attempt, once the page is idle; it fails once the clock stands still.
    await expect.poll(() => streamsOpened(page)).toBe(1);
    // A second ahead: the clock runs on while the test asks for its time.
    await page.clock.pauseAt(new Date((await pageNow(page)) + 1000));
    releaseFirst();
    await newestClosed(page);
    const readsBefore = listReads;

    // The pauses grow from 2 s, doubling up to 60 s, each within ±20 % of the moment the page
    // closed the failed stream. From the second failure on, the list is read at once and then
    // every 60 s.
    let fallbackFrom = 0;
    for (const [attempt, pause] of [2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000].entries()) {
      const closedAt = await page.evaluate(() => window.liveStreamsClosedAt?.at(-1) ?? 0);
      const now = await pageNow(page);
      await page.clock.runFor(Math.max(0, closedAt + pause * 0.8 - 20 - now));
      expect(await streamsOpened(page)).toBe(attempt + 1);
      await page.clock.runFor(pause * 0.4 + 40);
      expect(await streamsOpened(page)).toBe(attempt + 2);
      await newestClosed(page);
      if (attempt === 0) {
        fallbackFrom = await pageNow(page);
        await expect.poll(() => listReads).toBe(readsBefore + 1);
      }
    }
    const timedReads = (now: number) => Math.floor((now - fallbackFrom) / 60_000);
    expect(timedReads(await pageNow(page))).toBeGreaterThanOrEqual(2);
    await expect.poll(() => listReads).toBe(readsBefore + 1 + timedReads(await pageNow(page)));

    // The stream opens again, from the status event the list was read at: what changed meanwhile
    // comes on it, the list is not read once more, and no more on a timer.
    failing = false;
    await page.clock.runFor(75_000);
    const openedAt = await pageNow(page);
    await page.waitForFunction(() => window.liveStreams?.at(-1)?.readyState === EventSource.OPEN);
    expect(await page.evaluate(() => window.liveStreams?.at(-1)?.url)).toMatch(/\?lastEventId=\d+$/);
    const readsOpen = readsBefore + 1 + timedReads(openedAt);
    await expect.poll(() => listReads).toBe(readsOpen);
    await page.clock.runFor(3 * 60_000);
    await page.waitForTimeout(300);
    expect(listReads).toBe(readsOpen);
    expect(await page.evaluate(() => window.liveStreams?.filter((s) => s.readyState !== 2).length)).toBe(1);
  });
});

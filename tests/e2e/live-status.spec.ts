import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import { createConsultant, type ConsultantRow } from "../../src/server/db/seed/factories.ts";
import { nextOpeningText, parseWorkingHours } from "../../src/shared/domain/working-hours.ts";
import { signBody } from "../../src/server/modules/telephony/signature.ts";
import { consultantPagePath } from "../../src/shared/domain/page-paths.ts";
import { loginAs, newUser, withDatabase } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

// The live consultant status in the browser (docs/decisions/0042): a second browser context
// pushes a status the way the carrier does, and the first sees it without a reload.

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const hours = "Mo–Fr 18–23 Uhr, Sa 10–14 Uhr";

declare global {
  interface Window {
    liveStreams?: EventSource[];
  }
}

/** Keeps every EventSource the page opens, so that a test can see it open, close and resume. */
async function watchStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Original = window.EventSource;
    window.liveStreams = [];
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        window.liveStreams?.push(this);
      }
    };
  });
}

async function streamOpen(page: Page): Promise<void> {
  await page.waitForFunction(() => window.liveStreams?.some((s) => s.readyState === EventSource.OPEN) === true);
}

async function liveConsultant(
  status: string,
  overrides: { working_hours?: string | null } = {},
): Promise<ConsultantRow> {
  return withDatabase((db) =>
    createConsultant(db, {
      name: `Vega Morgenlicht ${randomUUID().slice(0, 6)}`,
      status,
      working_hours: hours,
      ...overrides,
    }),
  );
}

/** The carrier's signed status push, sent from a second browser context. */
async function pushStatus(browser: Browser, extension: string, status: string): Promise<void> {
  const secret = process.env.E2E_TELEPHONY_SECRET;
  if (!secret) throw new Error("The telephony secret is not set; run the browser tests through scripts/e2e.ts");
  const carrier = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:4319" });
  try {
    const body = JSON.stringify({ extension, status });
    const res = await carrier.request.post("/api/telephony/consultant-status", {
      headers: { "content-type": "application/json", "x-signature": signBody(body, secret) },
      data: body,
    });
    expect(res.ok(), await res.text()).toBe(true);
  } finally {
    await carrier.close();
  }
}

const grid = (page: Page) => page.getByRole("list", { name: "Beraterinnen und Berater" });
const cardOf = (page: Page, name: string) => page.getByRole("article", { name });
const badgeOf = (card: Locator) => card.locator("[data-status]").first();

/** The card's place among the grid's items. */
function placeOf(page: Page, id: number): Promise<number> {
  return grid(page)
    .locator(":scope > li")
    .evaluateAll(
      (items, wanted) => items.findIndex((li) => li.getAttribute("data-consultant-id") === wanted),
      String(id),
    );
}

async function setVisibility(page: Page, state: "hidden" | "visible"): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { value, configurable: true });
    Object.defineProperty(document, "hidden", { value: value === "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

async function expectNoAxeViolation(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`live status at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a pushed status changes the badge on /berater, the home grid and the consultant page within 2 s", async ({
      page,
      browser,
    }) => {
      const consultant = await liveConsultant("available");
      await watchStreams(page);

      await page.goto("/berater");
      const card = cardOf(page, consultant.name);
      await expect(badgeOf(card)).toHaveAttribute("data-status", "available");
      await streamOpen(page);
      await pushStatus(browser, consultant.extension, "busy");
      await expect(badgeOf(card)).toHaveAttribute("data-status", "busy", { timeout: 2000 });
      await expect(badgeOf(card)).toHaveText("Besetzt");
      await expectNoAxeViolation(page);

      await page.goto("/#berater");
      await expect(badgeOf(cardOf(page, consultant.name))).toHaveAttribute("data-status", "busy");
      await streamOpen(page);
      await pushStatus(browser, consultant.extension, "available");
      await expect(badgeOf(cardOf(page, consultant.name))).toHaveAttribute("data-status", "available", {
        timeout: 2000,
      });

      await page.goto(consultantPagePath(consultant.slug));
      const heading = page.getByRole("heading", { level: 1, name: consultant.name });
      await expect(heading).toBeVisible();
      await streamOpen(page);
      await pushStatus(browser, consultant.extension, "offline");
      await expect(page.locator("main [data-status]").first()).toHaveAttribute("data-status", "offline", {
        timeout: 2000,
      });
      await expect(page.getByText(`Sprechzeiten: ${hours}`)).toBeVisible();
      const next = nextOpeningText(spansOf(hours), new Date());
      if (next) await expect(page.getByText(`Erreichbar ${next}`)).toBeVisible();
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
      await expect(badgeOf(card)).toHaveAttribute("data-status", "offline", { timeout: 2000 });
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
      await expect(badgeOf(card)).toHaveAttribute("data-status", "busy", { timeout: 2000 });

      await setVisibility(page, "hidden");
      await expect
        .poll(() => page.evaluate(() => window.liveStreams?.every((s) => s.readyState === EventSource.CLOSED)))
        .toBe(true);
      await pushStatus(browser, consultant.extension, "offline");
      await page.waitForTimeout(1500);
      // Silent while hidden.
      await expect(badgeOf(card)).toHaveAttribute("data-status", "busy");

      await setVisibility(page, "visible");
      await expect(badgeOf(card)).toHaveAttribute("data-status", "offline", { timeout: 3000 });
      const urls = await page.evaluate(() => window.liveStreams?.map((s) => s.url) ?? []);
      expect(urls.length).toBe(2);
      expect(urls[1]).toMatch(/\?lastEventId=\d+$/);
    });

    test("the card's back shows the working hours and when an offline consultant is next there", async ({ page }) => {
      const consultant = await liveConsultant("offline");
      await page.goto("/berater");
      const card = cardOf(page, consultant.name);
      await card.scrollIntoViewIfNeeded();
      await card.getByRole("button", { name: "Mehr erfahren" }).click();
      await expect(card.getByText(`Sprechzeiten: ${hours}`)).toBeVisible();
      const next = nextOpeningText(spansOf(hours), new Date());
      if (next) await expect(card.getByText(`Erreichbar ${next}`)).toBeVisible();
      await expectNoAxeViolation(page);
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
      const toasts = page.getByRole("region", { name: "Notifications (F8)" });
      await expect(toasts.getByText(`${consultant.name} ist jetzt verfügbar`)).toBeVisible({ timeout: 3000 });
      await toasts.getByRole("link", { name: "Jetzt anrufen" }).click();
      await expect(page).toHaveURL(new RegExp(`${consultantPagePath(consultant.slug)}$`));
    });
  });
}

function spansOf(text: string) {
  const read = parseWorkingHours(text);
  return read.ok ? read.spans : [];
}

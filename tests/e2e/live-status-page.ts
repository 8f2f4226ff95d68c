import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import { createConsultant, type ConsultantRow } from "../../src/server/db/seed/factories.ts";
import { signBody } from "../../src/server/modules/telephony/signature.ts";
import { withDatabase } from "./accounts.ts";
import { expect } from "./fixtures.ts";

// What the browser tests of the live consultant status share (docs/decisions/0042): a consultant
// of their own, the carrier's signed push from a second browser context, and a record of the
// page's EventSources.

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const hours = "Mo–Fr 18–23 Uhr, Sa 10–14 Uhr";

declare global {
  interface Window {
    liveStreams?: EventSource[];
    /** When each of `liveStreams` was closed by the page (its Date.now()), by the same index. */
    liveStreamsClosedAt?: number[];
  }
}

/** Keeps every EventSource the page opens, so that a test can see it open, close and resume. */
export async function watchStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Original = window.EventSource;
    window.liveStreams = [];
    window.liveStreamsClosedAt = [];
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        window.liveStreams?.push(this);
      }
      override close(): void {
        const at = window.liveStreams?.indexOf(this) ?? -1;
        if (at >= 0 && window.liveStreamsClosedAt) window.liveStreamsClosedAt[at] ??= Date.now();
        super.close();
      }
    };
  });
}

export async function streamOpen(page: Page): Promise<void> {
  await page.waitForFunction(() => window.liveStreams?.some((s) => s.readyState === EventSource.OPEN) === true);
}

export async function liveConsultant(
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
export async function pushStatus(browser: Browser, extension: string, status: string): Promise<void> {
  const secret = process.env.E2E_TELEPHONY_SECRET;
  if (!secret) throw new Error("The telephony secret is not set; run the browser tests through scripts/e2e.ts");
  const carrier = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:4319" });
  try {
    // Its own pushId: the same status twice within a second is two pushes (docs/telephony.md).
    const body = JSON.stringify({ extension, status, pushId: randomUUID() });
    const res = await carrier.request.post("/api/telephony/consultant-status", {
      headers: { "content-type": "application/json", "x-signature": signBody(body, secret) },
      data: body,
    });
    expect(res.ok(), await res.text()).toBe(true);
  } finally {
    await carrier.close();
  }
}

export const grid = (page: Page) => page.getByRole("list", { name: "Beraterinnen und Berater" });
export const cardOf = (page: Page, name: string) => page.getByRole("article", { name });
export const badgeOf = (card: Locator) => card.locator("[data-status]").first();

/** The card's place among the grid's items. */
export function placeOf(page: Page, id: number): Promise<number> {
  return grid(page)
    .locator(":scope > li")
    .evaluateAll(
      (items, wanted) => items.findIndex((li) => li.getAttribute("data-consultant-id") === wanted),
      String(id),
    );
}

export async function setVisibility(page: Page, state: "hidden" | "visible"): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { value, configurable: true });
    Object.defineProperty(document, "hidden", { value: value === "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

export async function expectNoAxeViolation(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

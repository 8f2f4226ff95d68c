import type { Page } from "@playwright/test";
import { loginAs, newMember } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

// How the client reads data: nothing refetches on focus, a failed read is not retried,
// except the extensions, which are tried three more times a second apart.

test.use({ allowedConsoleErrors: ["status of 500"] });

const cards = (page: Page) => page.getByRole("list", { name: "Beraterinnen und Berater" }).getByRole("article");

/** Times (ms since the test started) of the requests to one path. */
function recordRequests(page: Page, path: string): number[] {
  const started = Date.now();
  const times: number[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) times.push(Date.now() - started);
  });
  return times;
}

/** Sends a request of its own and waits until it is seen: any request the page made before it has been seen too. */
async function settle(page: Page, seen: string[]): Promise<void> {
  const marker = `/api/health?marker=${seen.length}`;
  await page.evaluate((url) => fetch(url).then(() => undefined), marker);
  await expect.poll(() => seen.includes(marker)).toBe(true);
}

test("a failing read is not retried: the error shows after the first answer", async ({ page }) => {
  const requests = recordRequests(page, "/api/consultants");
  const consultantsList = (url: URL) => url.pathname === "/api/consultants";
  await page.route(consultantsList, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "x" }) }),
  );
  await page.goto("/berater");
  // With retries the error would only show after the last of them.
  await expect(page.getByRole("alert")).toContainText("Die Berater konnten nicht geladen werden.");
  expect(requests).toHaveLength(1);

  // Only the button asks again, once.
  await page.unroute(consultantsList);
  await page.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(cards(page).first()).toBeVisible();
  expect(requests).toHaveLength(2);
});

test("returning to the window does not fetch again", async ({ page }) => {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    seen.push(url.pathname + url.search);
  });
  await page.goto("/berater");
  await expect(cards(page).first()).toBeVisible();
  await settle(page, seen);
  const before = seen.filter((path) => path.startsWith("/api/") && !path.startsWith("/api/health")).sort();

  // What a browser does when the visitor comes back from another tab or window.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
    window.dispatchEvent(new Event("visibilitychange"));
    window.dispatchEvent(new Event("blur"));
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    document.dispatchEvent(new Event("visibilitychange"));
    window.dispatchEvent(new Event("visibilitychange"));
    window.dispatchEvent(new Event("focus"));
    window.dispatchEvent(new Event("online"));
  });
  await settle(page, seen);
  const after = seen.filter((path) => path.startsWith("/api/") && !path.startsWith("/api/health")).sort();
  // The live status's stream closes with the hidden tab and opens again (docs/decisions/0042);
  // nothing else is read again.
  const withoutStream = (paths: string[]) => paths.filter((path) => !path.startsWith("/api/consultants/status-events"));
  expect(withoutStream(after)).toEqual(withoutStream(before));
});

test.describe("on a phone as a member", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the extensions are tried 3 more times about a second apart, then the call uses 000", async ({ page }) => {
    test.setTimeout(45_000);
    const member = await newMember();
    await loginAs(page, member);
    const requests = recordRequests(page, "/api/extensions");
    await page.route(
      (url) => url.pathname === "/api/extensions",
      (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' }),
    );
    const config = (await (await page.request.get("/api/config")).json()) as { memberPhoneNumber: string };
    await page.goto("/berater");
    await expect.poll(() => requests.length, { timeout: 15_000 }).toBe(4);
    const gaps = requests.slice(1).map((time, index) => time - (requests[index] ?? 0));
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(900);
      expect(gap).toBeLessThan(3000);
    }
    // Proving that a fifth try does not come needs some waiting; longer than one retry delay.
    await page.waitForTimeout(2000);
    expect(requests).toHaveLength(4);

    const call = cards(page).first().locator('[aria-hidden="false"]').getByRole("link", { name: "Anrufen" });
    await expect(call).toHaveAttribute("href", `tel:${config.memberPhoneNumber.replace(/[^\d+]/g, "")}000`);
  });
});

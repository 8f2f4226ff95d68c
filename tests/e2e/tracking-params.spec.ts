import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const storedClickIds = (page: Page) =>
  page.evaluate(() =>
    ["gclid", "msclkid", "fbclid"].map((key) => ({
      key,
      local: window.localStorage.getItem(key),
      session: window.sessionStorage.getItem(key),
    })),
  );

const nothingStored = [
  { key: "gclid", local: null, session: null },
  { key: "msclkid", local: null, session: null },
  { key: "fbclid", local: null, session: null },
];

test.describe("with marketing consent", () => {
  test.use({ consent: "all" });

  test("ad click ids are stored and removed from the address bar; other parameters and the hash stay", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/?gclid=abc&msclkid=def&fbclid=ghi&utm_source=x#berater");
    await expect(page.getByRole("heading", { level: 1, name: /69 Cent pro Minute/ })).toBeVisible();

    await expect(page).toHaveURL(`${baseURL}/?utm_source=x#berater`);
    const url = new URL(page.url());
    expect(url.searchParams.has("gclid")).toBe(false);
    expect(url.searchParams.has("msclkid")).toBe(false);
    expect(url.searchParams.has("fbclid")).toBe(false);
    expect(url.searchParams.get("utm_source")).toBe("x");
    expect(url.hash).toBe("#berater");

    expect(await storedClickIds(page)).toEqual([
      { key: "gclid", local: "abc", session: "abc" },
      { key: "msclkid", local: "def", session: "def" },
      { key: "fbclid", local: "ghi", session: "ghi" },
    ]);

    // Cleaning the address must not break the anchor.
    await expect(page.locator("section#berater")).toBeInViewport();
  });

  test("a page without click ids keeps its address and stores nothing", async ({ page, baseURL }) => {
    await page.goto("/pricing?utm_campaign=herbst");
    await expect(page.getByRole("heading", { level: 1, name: "Preise" })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/pricing?utm_campaign=herbst`);
    expect(await storedClickIds(page)).toEqual(nothingStored);
  });
});

test("with only the necessary storage allowed, click ids leave the address bar and are not stored", async ({
  page,
  baseURL,
}) => {
  await page.goto("/pricing?gclid=abc&msclkid=def");
  await expect(page.getByRole("heading", { level: 1, name: "Preise" })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/pricing`);
  expect(await storedClickIds(page)).toEqual(nothingStored);
});

test.describe("before the cookie choice", () => {
  test.use({ consent: "undecided" });

  test("click ids are stored only once marketing is allowed, and deleted when it is withdrawn", async ({ page }) => {
    await page.goto("/pricing?gclid=abc");
    const banner = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await expect(banner).toBeVisible();
    expect(await storedClickIds(page)).toEqual(nothingStored);

    await banner.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(banner).toHaveCount(0);
    expect((await storedClickIds(page))[0]).toEqual({ key: "gclid", local: "abc", session: "abc" });

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await page.getByRole("button", { name: "Nur notwendige" }).click();
    await expect(banner).toHaveCount(0);
    expect(await storedClickIds(page)).toEqual(nothingStored);
  });
});

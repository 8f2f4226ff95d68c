import { expect, test } from "./fixtures.ts";

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

  const stored = await page.evaluate(() =>
    ["gclid", "msclkid", "fbclid"].map((key) => ({
      key,
      local: window.localStorage.getItem(key),
      session: window.sessionStorage.getItem(key),
    })),
  );
  expect(stored).toEqual([
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
  const stored = await page.evaluate(() =>
    ["gclid", "msclkid", "fbclid"].flatMap((key) => [
      window.localStorage.getItem(key),
      window.sessionStorage.getItem(key),
    ]),
  );
  expect(stored).toEqual([null, null, null, null, null, null]);
});

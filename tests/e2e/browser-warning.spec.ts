import { expect, test } from "./fixtures.ts";
import { openHome } from "./home-page.ts";

const warningTitle = "Browser-Kompatibilitätswarnung";
const recommendation =
  "Ihr Browser wird nicht vollständig unterstützt. Für die beste Erfahrung empfehlen wir einen aktuellen Browser wie Chrome, Firefox, Safari oder Edge.";

test.describe("on an outdated browser", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0.3497.100 Safari/537.36",
  });

  test("the warning shows, can be dismissed and stays dismissed", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("complementary", { name: warningTitle });
    await expect(banner.getByRole("heading", { name: warningTitle })).toBeVisible();
    await expect(banner).toContainText(recommendation);

    await banner.getByRole("button", { name: "Hinweis schließen" }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem("browser-warning-dismissed"))).toBe("true");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: /69 Cent pro Minute/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: warningTitle })).toHaveCount(0);
  });

  test("the warning shows on every page, not only the home page", async ({ page }) => {
    await page.goto("/impressum");
    await expect(page.getByRole("heading", { name: warningTitle })).toBeVisible();
  });
});

test("a current browser sees no warning", async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole("heading", { level: 1, name: /69 Cent pro Minute/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: warningTitle })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem("browser-warning-dismissed"))).toBeNull();
});

test.describe("on a browser that cannot run the app (Internet Explorer)", () => {
  test("the classic fallback script shows the same warning and remembers its dismissal", async ({ page }) => {
    // Chromium runs modules, so it skips the `nomodule` fallback; the test runs it by hand on a
    // page of the portal's origin, as IE would on its own.
    await page.goto("/api/health");
    await page.addScriptTag({ url: "/legacy-browser-warning.js" });
    const banner = page.getByRole("region", { name: warningTitle });
    await expect(banner).toContainText(recommendation);
    await banner.getByRole("button", { name: "Hinweis schließen" }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("browser-warning-dismissed"))).toBe("true");

    await page.addScriptTag({ url: "/legacy-browser-warning.js" });
    await expect(page.getByRole("region", { name: warningTitle })).toHaveCount(0);
  });

  test("the app's page loads the fallback only for browsers without module support", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<script nomodule src="\/legacy-browser-warning\.js"><\/script>/);
  });
});

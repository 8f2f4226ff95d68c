import { expect, test } from "./fixtures.ts";

test.describe("an unknown address", () => {
  // The browser reports the 404 document itself as a failed resource.
  test.use({ allowedConsoleErrors: ["404"] });

  test("answers 404 and shows the not-found page with a way home", async ({ page }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
    await expect(page).toHaveTitle("Seite nicht gefunden | Sternenruf");
    // The frame around the page stays usable.
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();

    const home = page.getByRole("main").getByRole("link", { name: "Zur Startseite" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /69 Cent pro Minute/ })).toBeVisible();
  });

  test("a deeper unknown path and an unknown API path are 404 too", async ({ page, request }) => {
    const response = await page.goto("/impressum/alt/seite");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();

    const api = await request.get("/api/gibt-es-nicht");
    expect(api.status()).toBe(404);
    expect(api.headers()["content-type"]).toContain("application/json");
  });
});

test("known pages answer 200", async ({ page }) => {
  for (const [path, heading] of [
    ["/", /69 Cent pro Minute/],
    ["/impressum", "Impressum"],
    ["/contact", "Kontakt"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toHaveCount(0);
  }
});

import type { Page } from "@playwright/test";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { toastItems } from "./payments.ts";

// While the data export is prepared, /profile asks for its state every 3 s. Logging out or
// deleting the account ends the session, and a read of that timer reaching the server after
// the end comes back 401 (which the browser logs, and the fixture fails a test on). Here the
// server's answer to the ending request is held back for longer than the timer's 3 s, so the
// timer fires while the session has already ended on the server: no read may leave from the
// moment the ending request is sent.

const heldFor = 4_000;

/**
 * Every read of the export's state reaches the server; an answer of 200 is turned into "being
 * prepared", so the page keeps asking. Anything else (a 401) passes through as the server sent
 * it. Returns the moments the reads left the page.
 */
async function keepExportPreparing(page: Page): Promise<number[]> {
  const sent: number[] = [];
  await page.route("**/api/data-export", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    sent.push(Date.now());
    const response = await route.fetch();
    if (response.status() !== 200) return route.fulfill({ response });
    return route.fulfill({ response, json: { state: "preparing", requestedAt: new Date().toISOString() } });
  });
  return sent;
}

/** The server handles the request at once; its answer reaches the page `heldFor` ms later. Returns when it was sent. */
async function holdAnswerOf(page: Page, method: string, path: string): Promise<() => number> {
  let sentAt = Number.POSITIVE_INFINITY;
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    sentAt = Date.now();
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, heldFor));
    return route.fulfill({ response });
  });
  return () => sentAt;
}

/** A new customer on /profile whose export is being prepared; the page has asked for its state twice. */
async function profileAskingForTheExport(page: Page) {
  const user = await newUser();
  await loginAs(page, user);
  const reads = await keepExportPreparing(page);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 3, name: "Meine Daten herunterladen", exact: true })).toBeVisible();
  await expect.poll(() => reads.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  return { user, reads };
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("deleting the account sends none of the export's timed reads once the deletion is on its way", async ({
    page,
  }) => {
    const { user, reads } = await profileAskingForTheExport(page);
    const deletionSent = await holdAnswerOf(page, "POST", "/api/account/deletion");

    await page.getByRole("button", { name: "Konto löschen …" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Weiter" }).click();
    await dialog.getByLabel("Ihr Passwort").fill(user.password);
    await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(toastItems(page).filter({ hasText: "Konto gelöscht" })).toBeVisible({ timeout: heldFor + 10_000 });
    await expect(page).not.toHaveURL(/\/profile$/);
    // One more period of the timer, for a read that would still follow.
    await page.waitForTimeout(3_500);

    expect(
      reads.filter((at) => at >= deletionSent()),
      "reads after the deletion was sent",
    ).toEqual([]);
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  test("logging out sends none of the export's timed reads once the logout is on its way", async ({ page }) => {
    const { reads } = await profileAskingForTheExport(page);
    const logoutSent = await holdAnswerOf(page, "POST", "/api/auth/logout");

    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.getByRole("button", { name: "Menü öffnen" }).click();
    await nav.getByRole("button", { name: "Abmelden" }).click();
    await expect(toastItems(page).filter({ hasText: "Erfolgreich abgemeldet" })).toBeVisible({
      timeout: heldFor + 10_000,
    });
    await page.waitForTimeout(3_500);

    expect(
      reads.filter((at) => at >= logoutSent()),
      "reads after the logout was sent",
    ).toEqual([]);
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });
});

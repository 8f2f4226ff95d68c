import type { Page } from "@playwright/test";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { admin } from "./payments.ts";

// The administrator's way into /admin from the navigation, and the navigation while the
// administrator's second factor is still pending (docs/decisions/0014).

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Hauptnavigation" });

/** Below 768 px the entries sit in the menu: it is opened first. */
async function openMenuIfNarrow(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) >= 768) return;
  await mainNav(page).getByRole("button", { name: "Menü öffnen" }).click();
}

/**
 * The administrator's own account as a session that has passed the password but not yet the
 * code: what GET /api/auth/me answers then. The factor itself cannot be switched on here,
 * since other tests log in as the administrator at the same time (tests/e2e/admin-second-factor.spec.ts).
 */
async function secondFactorPending(page: Page): Promise<void> {
  await loginAs(page, admin);
  await page.route(
    (url) => url.pathname === "/api/auth/me",
    async (route) => {
      const response = await route.fetch();
      const user = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...user, secondFactorRequired: true } });
    },
  );
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the administrator finds 'Admin' in the navigation, leading to /admin", async ({ page }) => {
      await loginAs(page, admin);
      await page.goto("/profile");
      await openMenuIfNarrow(page);
      const link = mainNav(page).getByRole("link", { name: "Admin", exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", "/admin");
      await link.click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("heading", { level: 1, name: "Adminbereich" })).toBeVisible();
    });

    test("another user's navigation has no 'Admin'", async ({ page }) => {
      await loginAs(page, await newUser());
      await page.goto("/profile");
      await openMenuIfNarrow(page);
      await expect(mainNav(page).getByRole("button", { name: "Abmelden" })).toBeVisible();
      await expect(mainNav(page).getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
    });

    test("while the second factor is pending the navigation offers no account or admin entries, only 'Abmelden'", async ({
      page,
    }) => {
      await secondFactorPending(page);
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1, name: "Anmeldung bestätigen" })).toBeVisible();
      await openMenuIfNarrow(page);
      const nav = mainNav(page);
      await expect(nav.getByRole("button", { name: "Abmelden" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: "Mein Profil" })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: "Credits", exact: true })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    });
  });
}

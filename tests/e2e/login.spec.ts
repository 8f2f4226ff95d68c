import type { Page } from "@playwright/test";
import { loginAs, newUser } from "./accounts.ts";
import { toastRegion } from "./contact-form.ts";
import { expect, test } from "./fixtures.ts";

const identifierError = "Telefonnummer oder E-Mail-Adresse ist erforderlich.";
const passwordError = "Passwort muss mindestens 6 Zeichen lang sein.";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Hauptnavigation" });

function loginForm(page: Page) {
  const form = page.locator("form").filter({ has: page.getByLabel("Telefonnummer oder E-Mail") });
  return {
    form,
    identifier: form.getByLabel("Telefonnummer oder E-Mail", { exact: true }),
    password: form.getByLabel("Passwort", { exact: true }),
    // The only button of the form; its label changes while submitting.
    submit: form.getByRole("button"),
  };
}

async function openLogin(page: Page) {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  return loginForm(page);
}

test.describe("the login page", () => {
  test("shows the heading, the two labelled fields and the links to password reset and signup", async ({ page }) => {
    const form = await openLogin(page);
    await expect(page).toHaveTitle("Login | Sternenruf");
    await expect(form.identifier).toBeVisible();
    await expect(form.identifier).toBeEditable();
    await expect(form.password).toHaveAttribute("type", "password");
    await expect(form.submit).toHaveText("Anmelden");
    await expect(page.getByRole("link", { name: "Passwort vergessen?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: "Noch kein Konto? Jetzt registrieren" })).toHaveAttribute(
      "href",
      "/signup",
    );

    await page.getByRole("link", { name: "Passwort vergessen?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goBack();
    await page.getByRole("link", { name: "Noch kein Konto? Jetzt registrieren" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("heading", { level: 1, name: "Registrierung" })).toBeVisible();
  });

  test("an empty submit shows both field messages and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith("/api/auth/login")) posts.push(req.method());
    });
    const form = await openLogin(page);
    await form.submit.click();
    await expect(form.form.getByRole("alert")).toHaveText([identifierError, passwordError]);
    await expect(form.identifier).toHaveAttribute("aria-invalid", "true");
    await expect(form.identifier).toHaveAccessibleDescription(identifierError);
    await expect(form.password).toHaveAccessibleDescription(passwordError);

    // A five-character password is still too short.
    await form.identifier.fill("+49 151 0000000");
    await form.password.fill("12345");
    await form.submit.click();
    await expect(form.form.getByRole("alert")).toHaveText([passwordError]);
    await expect(form.identifier).toHaveAttribute("aria-invalid", "false");
    expect(posts).toEqual([]);
  });

  test("a login by phone number says 'Wird angemeldet...' while it runs, then opens the profile with a welcome", async ({
    page,
  }) => {
    const user = await newUser();
    await page.route("**/api/auth/login", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const form = await openLogin(page);
    await form.identifier.fill(user.phone);
    await form.password.fill(user.password);
    const answered = page.waitForResponse((res) => res.url().endsWith("/api/auth/login"));
    await form.submit.click();
    await expect(form.submit).toHaveText("Wird angemeldet...");
    await expect(form.submit).toBeDisabled();

    expect((await answered).status()).toBe(200);
    const answeredAt = Date.now();
    // The button stays busy during the short pause before the redirect.
    await expect(form.submit).toHaveText("Wird angemeldet...");
    await page.waitForURL(/\/profile$/);
    expect(Date.now() - answeredAt, "the redirect waits about 300 ms").toBeGreaterThanOrEqual(250);

    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
    const toast = toastRegion(page).locator("li");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Willkommen zurück!");
    await expect(toast).toContainText(user.name);
    await expect(toast).not.toHaveClass(/\bbg-destructive\b/);
    await expect(mainNav(page).getByRole("link", { name: "Mein Profil" })).toBeVisible();
  });

  test("a login by e-mail address works too", async ({ page }) => {
    const user = await newUser();
    const form = await openLogin(page);
    await form.identifier.fill(user.email ?? "");
    await form.password.fill(user.password);
    await form.submit.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(user.name, { exact: true })).toBeVisible();
    await expect(toastRegion(page).locator("li")).toContainText("Willkommen zurück!");
  });

  test("a visitor who is already logged in is sent on to the profile", async ({ page }) => {
    const user = await newUser();
    await loginAs(page, user);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
  });

  test.describe("with a wrong password", () => {
    // Chromium logs the 401 answer of the login call as a console error.
    test.use({ allowedConsoleErrors: ["status of 401"] });

    test("shows 'Ungültige Anmeldedaten.' inline and in a destructive toast, and the button works again", async ({
      page,
    }) => {
      const user = await newUser();
      const form = await openLogin(page);
      await form.identifier.fill(user.phone);
      await form.password.fill("falsches-passwort");
      await form.submit.click();

      await expect(form.form.getByRole("alert")).toHaveText("Ungültige Anmeldedaten.");
      const toast = toastRegion(page).locator("li");
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText("Anmeldung fehlgeschlagen");
      await expect(toast).toContainText("Ungültige Anmeldedaten.");
      await expect(toast).toHaveClass(/\bbg-destructive\b/);
      await expect(page).toHaveURL(/\/login$/);
      await expect(form.submit).toHaveText("Anmelden");
      await expect(form.submit).toBeEnabled();
      await expect(mainNav(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();

      // The same form accepts the correct password right away.
      await form.password.fill(user.password);
      await form.submit.click();
      await expect(page).toHaveURL(/\/profile$/);
    });
  });
});

test.describe("without an answer from the server", () => {
  // The aborted request is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleErrors: ["net::ERR_FAILED"] });

  test("says 'Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.' inline and 'try later' in the toast", async ({
    page,
  }) => {
    const user = await newUser();
    await page.route("**/api/auth/login", (route) => route.abort("failed"));
    const form = await openLogin(page);
    await form.identifier.fill(user.phone);
    await form.password.fill(user.password);
    await form.submit.click();

    await expect(form.form.getByRole("alert")).toHaveText("Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.");
    const toast = toastRegion(page).locator("li");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Anmeldung fehlgeschlagen");
    await expect(toast).toContainText("Bitte versuchen Sie es später erneut.");
    await expect(toast).not.toContainText("Failed to fetch");
    await expect(toast).toHaveClass(/\bbg-destructive\b/);
    await expect(form.submit).toHaveText("Anmelden");
    await expect(form.submit).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("navigation of a logged-in user", () => {
  test("shows Credits, Mein Profil and Abmelden instead of Login", async ({ page }) => {
    await loginAs(page, await newUser());
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Credits", exact: true })).toHaveAttribute("href", "/credits");
    await expect(nav.getByRole("link", { name: "Mein Profil", exact: true })).toHaveAttribute("href", "/profile");
    await expect(nav.getByRole("button", { name: "Abmelden" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);

    await nav.getByRole("link", { name: "Mein Profil", exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
  });

  test("'Abmelden' ends the session with the toast 'Erfolgreich abgemeldet' and brings the Login button back", async ({
    page,
  }) => {
    await loginAs(page, await newUser());
    await page.goto("/profile");
    const nav = mainNav(page);
    await nav.getByRole("button", { name: "Abmelden" }).click();

    const toast = toastRegion(page).locator("li");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Erfolgreich abgemeldet");
    await expect(toast).toContainText("Sie wurden erfolgreich abgemeldet.");
    await expect(toast).not.toHaveClass(/\bbg-destructive\b/);
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Mein Profil" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Abmelden" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    // The session is gone on the server too, not only in the page.
    await page.reload();
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  test.describe("when the logout fails", () => {
    test.use({ allowedConsoleErrors: ["status of 500"] });

    test("shows the destructive toast 'Fehler beim Abmelden' and the user stays logged in", async ({ page }) => {
      await loginAs(page, await newUser());
      await page.route("**/api/auth/logout", (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ message: "Testfehler" }),
        }),
      );
      await page.goto("/");
      const nav = mainNav(page);
      await nav.getByRole("button", { name: "Abmelden" }).click();

      const toast = toastRegion(page).locator("li");
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText("Fehler beim Abmelden");
      await expect(toast).toContainText("Bitte versuchen Sie es später erneut.");
      await expect(toast).toHaveClass(/\bbg-destructive\b/);
      await expect(nav.getByRole("link", { name: "Mein Profil", exact: true })).toBeVisible();
      await expect(nav.getByRole("button", { name: "Abmelden" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    });
  });
});

test.describe("on a 375 px wide screen", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu holds Credits, Mein Profil and Abmelden for a logged-in user, and Abmelden works", async ({
    page,
  }) => {
    await loginAs(page, await newUser());
    await page.goto("/");
    const nav = mainNav(page);
    // The profile is in the bar itself, the other entries in the menu.
    await expect(nav.getByRole("link", { name: "Mein Profil", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Credits", exact: true })).toBeHidden();
    await nav.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(nav.getByRole("link", { name: "Credits", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Mein Profil", exact: true })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Abmelden" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);

    // The home page's lazily loaded sections read the account's data; on a busy machine that
    // read could still be under way after the logout and be refused. Let it finish first.
    await page.waitForLoadState("networkidle");
    await nav.getByRole("button", { name: "Abmelden" }).click();
    await expect(toastRegion(page).locator("li")).toContainText("Erfolgreich abgemeldet");
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Mein Profil" })).toHaveCount(0);
  });

  test("the login form fits the screen and logs in", async ({ page }) => {
    const user = await newUser();
    const form = await openLogin(page);
    for (const control of [form.identifier, form.password, form.submit]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await form.submit.click();
    await expect(form.form.getByRole("alert")).toHaveText([identifierError, passwordError]);
    await form.identifier.fill(user.phone);
    await form.password.fill(user.password);
    await form.submit.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toastRegion(page).locator("li")).toContainText("Willkommen zurück!");
  });
});

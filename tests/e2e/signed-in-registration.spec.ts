import type { Locator, Page } from "@playwright/test";
import type { SiteConfig } from "../../src/shared/schemas/site.ts";
import { loginAs, newMember, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { fillSignup, signupForm, toastItems, uniqueSignup, paypalAfterOrder } from "./payments.ts";

// A logged-in visitor never gets a registration form: creating an account would log the new
// account in and silently replace the session. Members see how to call, everyone else the
// payment for their own account, and both an explicit way to log out for a new account.

const alreadySignedIn =
  "Sie sind bereits angemeldet. Bitte melden Sie sich zuerst ab, wenn Sie ein weiteres Konto anlegen möchten.";
const signOutLabel = "Abmelden und neues Konto anlegen";
const registrationPages = ["/", "/register", "/signup", "/registrieren"] as const;

/** The part of the page where the registration form would be. */
function registrationArea(page: Page, path: string): Locator {
  return path === "/registrieren" ? page.getByRole("main") : page.locator("section#register");
}

const anyRegistrationForm = (page: Page) =>
  page.locator('form[aria-label="Registrierung"], form[aria-label="Registrieren"]');

/** Counts the calls that create an account. */
function watchAccountCreation(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (req.method() === "POST" && (path === "/api/users" || path === "/api/register")) calls.push(path);
  });
  return calls;
}

async function siteConfig(page: Page): Promise<SiteConfig> {
  return (await (await page.request.get("/api/config")).json()) as SiteConfig;
}

for (const path of registrationPages) {
  test.describe(`${path} logged in`, () => {
    test("a member sees the member number with its price and how to call, and no form", async ({ page }) => {
      const member = await newMember();
      await loginAs(page, member);
      const config = await siteConfig(page);
      await page.goto(path);
      const area = registrationArea(page, path);
      if (path === "/") {
        // The home page shows members the call guide above; the member number appears once.
        await expect(page.locator("section#so-rufen-sie-an")).toContainText(config.memberPhoneNumber);
        await expect(area).not.toContainText(config.memberPhoneNumber);
        await expect(page.getByText(config.memberPhoneNumber, { exact: true })).toHaveCount(1);
      } else {
        await expect(area.getByText(config.memberPhoneNumber, { exact: true })).toBeVisible();
        await expect(area.getByText("0,69 €/Min. inkl. MwSt., ab 18")).toBeVisible();
        await expect(area).toContainText("dreistellige Durchwahl");
        await expect(area.getByRole("link", { name: "Zu den Beratern" })).toHaveAttribute("href", "/berater");
      }
      await expect(area).toContainText(`Sie sind als ${member.name} angemeldet`);
      await expect(area.getByRole("button", { name: signOutLabel })).toBeVisible();
      await expect(anyRegistrationForm(page)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "PayPal" })).toHaveCount(0);
    });

    test("a user without membership gets the payment choices for this account, and no form", async ({ page }) => {
      const user = await newUser();
      await loginAs(page, user);
      await page.goto(path);
      const area = registrationArea(page, path);
      await expect(area).toContainText(`Sie sind als ${user.name} angemeldet`);
      await expect(area.getByRole("group", { name: "Preisübersicht" })).toBeVisible();
      await expect(await paypalAfterOrder(area)).toBeVisible();
      await expect(area.getByRole("button", { name: signOutLabel })).toBeVisible();
      await expect(anyRegistrationForm(page)).toHaveCount(0);
    });

    test("'Abmelden und neues Konto anlegen' logs out and puts the form in place, focused", async ({ page }) => {
      const user = await newUser();
      await loginAs(page, user);
      await page.goto(path);
      await page.getByRole("button", { name: signOutLabel }).click();
      await expect(toastItems(page)).toContainText("Erfolgreich abgemeldet");
      const form = anyRegistrationForm(page);
      await expect(form).toBeVisible();
      await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}$`));
      expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    });
  });

  test(`${path} as a guest still shows the form`, async ({ page }) => {
    await page.goto(path);
    await expect(anyRegistrationForm(page)).toBeAttached();
    await expect(page.getByRole("button", { name: signOutLabel })).toHaveCount(0);
  });
}

/** Opens /registrieren and fills its form for a new account, without sending it. */
async function fillSimpleRegistration(page: Page): Promise<Locator> {
  await page.goto("/registrieren");
  const form = page.getByRole("form", { name: "Registrieren" });
  await form.getByLabel("Name", { exact: true }).fill("Jonas Mondlicht");
  await form.getByLabel("Telefonnummer", { exact: true }).fill(uniqueSignup().phone);
  await form.getByLabel("Geburtsdatum", { exact: true }).fill("1980-05-17");
  await form.getByLabel("Passwort", { exact: true }).fill("sternschnuppe9");
  await form.getByLabel("Passwort bestätigen", { exact: true }).fill("sternschnuppe9");
  return form;
}

/** The server refuses the creation at `path` as it does while a session exists (403). */
async function refuseAsSignedIn(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({ message: alreadySignedIn }),
      }),
  );
}

test("a logged-in user pays for their own account in the home page's section and no account is created", async ({
  page,
}) => {
  const created = watchAccountCreation(page);
  const user = await newUser();
  await loginAs(page, user);
  await page.goto("/#register");
  const area = page.locator("section#register");
  await expect(area.getByRole("heading", { level: 2, name: "Premium-Mitgliedschaft abschließen" })).toBeVisible();
  const popupOpened = page.waitForEvent("popup");
  await (await paypalAfterOrder(area)).click();
  const popup = await popupOpened;
  await popup.getByRole("button", { name: "Zahlung genehmigen" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(toastItems(page)).toContainText("Ihr Premium-Abonnement wurde erfolgreich aktiviert.");
  const card = page.getByRole("heading", { level: 3, name: "Mitgliedschaft", exact: true }).locator("xpath=../..");
  await expect(card.getByText("Aktiv", { exact: true })).toBeVisible();
  await expect(page.getByText(user.name, { exact: true })).toBeVisible();
  expect(created).toEqual([]);
});

test.describe("a session that starts in another tab after the form appeared", () => {
  test.use({ allowedConsoleErrors: ["status of 403"] });

  test("the signup form refuses to create an account and shows the logged-in view", async ({ page }) => {
    const created = watchAccountCreation(page);
    await page.goto("/signup");
    const form = signupForm(page);
    await fillSignup(page, uniqueSignup());
    const user = await newUser();
    await loginAs(page, user);
    await form.submit.click();
    await expect(toastItems(page)).toContainText("Fehler bei der Registrierung");
    await expect(toastItems(page)).toContainText(alreadySignedIn);
    await expect(page.getByRole("button", { name: signOutLabel })).toBeVisible();
    await expect(form.form).toHaveCount(0);
    expect(created).toEqual([]);
    // The session is still the one from the other tab.
    expect(((await (await page.request.get("/api/auth/me")).json()) as { id: number }).id).toBe(user.id);
  });

  test("the overlay on /berater does the same", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const created = watchAccountCreation(page);
    await page.goto("/berater");
    await page.getByRole("button", { name: "Jetzt registrieren" }).click();
    const dialog = page.getByRole("dialog", { name: "Konto erstellen" });
    await fillSignup(dialog, uniqueSignup());
    const member = await newMember();
    await loginAs(page, member);
    await signupForm(dialog).submit.click();
    await expect(toastItems(page)).toContainText(alreadySignedIn);
    const signedIn = page.getByRole("dialog", { name: "Sie sind bereits Mitglied" });
    await expect(signedIn.getByRole("link", { name: "Zu den Beratern" })).toBeVisible();
    await expect(signedIn.getByRole("button", { name: signOutLabel })).toBeVisible();
    expect(created).toEqual([]);
  });

  test("the simple registration refuses too", async ({ page }) => {
    const created = watchAccountCreation(page);
    const form = await fillSimpleRegistration(page);
    await loginAs(page, await newUser());
    await form.getByRole("button", { name: "Registrieren" }).click();
    await expect(toastItems(page)).toContainText("Registrierung fehlgeschlagen");
    await expect(toastItems(page)).toContainText(alreadySignedIn);
    await expect(page.getByRole("button", { name: signOutLabel })).toBeVisible();
    expect(created).toEqual([]);
  });

  test("a 403 refusal of the server shows its message as the signup error", async ({ page }) => {
    // The server refuses a creation while a session exists; the session check of the page
    // missed it (it is answered as a guest's here).
    await refuseAsSignedIn(page, "/api/users");
    await page.goto("/signup");
    const form = signupForm(page);
    await fillSignup(page, uniqueSignup());
    await form.submit.click();
    await expect(toastItems(page)).toContainText("Fehler bei der Registrierung");
    await expect(toastItems(page)).toContainText(alreadySignedIn);
    await expect(form.submit).toBeEnabled();
  });

  test("a 403 refusal of the simple registration shows its message", async ({ page }) => {
    await refuseAsSignedIn(page, "/api/register");
    const form = await fillSimpleRegistration(page);
    await form.getByRole("button", { name: "Registrieren" }).click();
    await expect(toastItems(page)).toContainText("Registrierung fehlgeschlagen");
    await expect(toastItems(page)).toContainText(alreadySignedIn);
  });
});

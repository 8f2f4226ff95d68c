import type { Locator, Page } from "@playwright/test";
import { randomInt, randomUUID } from "node:crypto";
import { birthDateMessages } from "../../src/shared/schemas/fields.ts";
import { birthDayYearsAgo } from "../support/registration.ts";
import { loginAs, newMember, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { fillSignup, signupForm, uniqueSignup } from "./payments.ts";
import { openHome } from "./home-page.ts";

// Adults only (docs/decisions/0033): every registration form asks for the date of birth and
// refuses a minor at the field; older accounts give it once after login.

// The operator's default (SPENDING_DEFAULT_MONTHLY_EUROS) is 150 € in the test server.
const limitSentence =
  /Jedes Konto startet mit einem monatlichen Ausgabenlimit von 150\s€, das Sie jederzeit ändern können\./;
const minorDate = () => birthDayYearsAgo(18, 1);
const eighteenToday = () => birthDayYearsAgo(18);

/** Fills the simple registration's form in `scope` for a new account, with `birthDate`. */
async function fillSimpleRegistration(form: Locator, birthDate: string): Promise<void> {
  const digits = String(randomInt(0, 1_000_000_000)).padStart(9, "0");
  await form.getByLabel("Name", { exact: true }).fill(`Jonas Mondlicht ${randomUUID().slice(0, 8)}`);
  await form.getByLabel("Telefonnummer", { exact: true }).fill(`+49160${digits}`);
  await form.getByLabel("Geburtsdatum", { exact: true }).fill(birthDate);
  await form.getByLabel("Passwort", { exact: true }).fill("sternschnuppe9");
  await form.getByLabel("Passwort bestätigen", { exact: true }).fill("sternschnuppe9");
}

interface RegistrationForm {
  name: string;
  /** Opens the form's page; answers where the form is (the page, a section or a dialog). */
  open(page: Page): Promise<Page | Locator>;
  form(scope: Page | Locator): Locator;
  fill(scope: Page | Locator, birthDate: string): Promise<void>;
}

const signup = {
  form: (scope: Page | Locator) => signupForm(scope).form,
  fill: (scope: Page | Locator, birthDate: string) => fillSignup(scope, { ...uniqueSignup(), birthDate }),
};
const simpleForm = (scope: Page | Locator) => scope.getByRole("form", { name: "Registrieren" });

const registrationForms: RegistrationForm[] = [
  {
    name: "/signup",
    async open(page) {
      await page.goto("/signup");
      return page;
    },
    ...signup,
  },
  {
    name: "/register",
    async open(page) {
      await page.goto("/register");
      return page;
    },
    ...signup,
  },
  {
    name: "the home page's registration section",
    async open(page) {
      await openHome(page);
      // The section loads as the visitor heads for it.
      await page
        .getByRole("region", { name: /69 Cent pro Minute/ })
        .getByRole("link", { name: "Jetzt registrieren" })
        .click();
      return page.locator("section#register");
    },
    ...signup,
  },
  {
    name: "the registration overlay on /berater",
    async open(page) {
      await page.goto("/berater");
      await page.getByRole("button", { name: "Jetzt registrieren" }).first().click();
      return page.getByRole("dialog", { name: "Konto erstellen" });
    },
    ...signup,
  },
  {
    name: "the simple registration /registrieren",
    async open(page) {
      await page.goto("/registrieren");
      return page;
    },
    form: simpleForm,
    fill: (scope, birthDate) => fillSimpleRegistration(simpleForm(scope), birthDate),
  },
];

/** Counts the registration requests the page sends. */
function watchRegistrations(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (req.method() === "POST" && (path === "/api/users" || path === "/api/register")) sent.push(path);
  });
  return sent;
}

for (const width of [375, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const registration of registrationForms) {
      test(`${registration.name} asks for the date of birth and refuses a minor at the field`, async ({ page }) => {
        const sent = watchRegistrations(page);
        const scope = await registration.open(page);
        const form = registration.form(scope);
        const field = form.getByLabel("Geburtsdatum", { exact: true });
        await expect(field).toHaveAttribute("type", "date");
        await expect(field).toHaveAccessibleDescription(/TT\.MM\.JJJJ/);
        await expect(form.getByText(limitSentence)).toBeVisible();

        await registration.fill(scope, minorDate());
        await form.getByRole("button", { name: /Premium-Test|Registrieren/ }).click();
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(new RegExp(birthDateMessages.underage.replace(/\./g, "\\.")));
        await expect(form.getByRole("alert").filter({ hasText: birthDateMessages.underage })).toBeVisible();
        await field.scrollIntoViewIfNeeded();
        const box = await field.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(100);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);

        // Someone who turns 18 today may register: the message goes as the date is corrected.
        await field.fill(eighteenToday());
        await expect(form.getByRole("alert").filter({ hasText: birthDateMessages.underage })).toHaveCount(0);
        expect(sent).toEqual([]);
      });
    }

    test("an account without a date of birth is asked after login, before anything else", async ({ page }) => {
      const user = await newUser({ birthDate: null });
      await page.goto("/login");
      const login = page.locator("form").filter({ has: page.getByLabel("Telefonnummer oder E-Mail") });
      await login.getByLabel("Telefonnummer oder E-Mail", { exact: true }).fill(user.phone);
      await login.getByLabel("Passwort", { exact: true }).fill(user.password);
      await login.getByRole("button").click();
      await expect(page).toHaveURL(/\/geburtsdatum$/);
      await expect(page.getByRole("heading", { level: 1, name: "Ihr Geburtsdatum" })).toBeVisible();
      await expect(page.getByText(/nur für Erwachsene/)).toBeVisible();

      // Every account page leads back here until the date is given.
      await page.goto("/profile");
      await expect(page).toHaveURL(/\/geburtsdatum$/);

      const form = page.getByRole("form", { name: "Ihr Geburtsdatum" });
      const field = form.getByLabel("Geburtsdatum", { exact: true });
      await field.fill("2999-01-01");
      await form.getByRole("button", { name: "Geburtsdatum speichern" }).click();
      await expect(field).toHaveAccessibleDescription(new RegExp(birthDateMessages.future));

      await field.fill("1975-01-20");
      await form.getByRole("button", { name: "Geburtsdatum speichern" }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
      await page.reload();
      await expect(page).toHaveURL(/\/profile$/);
    });

    test("under 18 at the prompt: the page says what the account can no longer do", async ({ page }) => {
      const user = await newUser({ birthDate: null });
      await loginAs(page, user);
      await page.goto("/profile");
      await expect(page).toHaveURL(/\/geburtsdatum$/);
      const form = page.getByRole("form", { name: "Ihr Geburtsdatum" });
      await form.getByLabel("Geburtsdatum", { exact: true }).fill(birthDayYearsAgo(16));
      await form.getByRole("button", { name: "Geburtsdatum speichern" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Unsere Beratungen sind nur für Erwachsene" }),
      ).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "noch nicht 18 Jahre alt" })).toContainText(
        "keine Mitgliedschaft und keine Credits bestellen",
      );
      await expect(page.getByRole("link", { name: "Mitgliedschaft kündigen" })).toHaveAttribute("href", "/kuendigen");
      await page.getByRole("link", { name: "Zu meinem Profil" }).click();
      await expect(page).toHaveURL(/\/profile$/);
    });
  });
}

test.describe("when the server refuses the date", () => {
  // The refused request is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleErrors: ["status of 400"] });

  test("a refusal of the server (its clock is a day on) stands at the field too", async ({ page }) => {
    await page.route(
      (url) => url.pathname === "/api/users",
      (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ message: birthDateMessages.underage }),
        }),
    );
    await page.goto("/signup");
    const form = signupForm(page);
    await fillSignup(page, { ...uniqueSignup(), birthDate: eighteenToday() });
    await form.submit.click();
    await expect(form.birthDate).toHaveAttribute("aria-invalid", "true");
    await expect(form.birthDate).toHaveAccessibleDescription(
      new RegExp(birthDateMessages.underage.replace(/\./g, "\\.")),
    );
    await expect(form.payment).toHaveCount(0);
  });
});

test("the date of birth preselects the member's sign on the profile, which the member can change", async ({ page }) => {
  // Factory accounts are born on 17 May: a Stier.
  const member = await newMember();
  await loginAs(page, member);
  await page.goto("/profile");
  const sign = page.getByLabel("Sternzeichen", { exact: true });
  await expect(sign).toHaveValue("stier");
  await sign.selectOption("loewe");
  await page.getByRole("button", { name: "Einstellungen speichern" }).click();
  await page.reload();
  await expect(page.getByLabel("Sternzeichen", { exact: true })).toHaveValue("loewe");
});

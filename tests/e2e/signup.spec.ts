import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { newUser } from "./accounts.ts";
import { toastRegion } from "./contact-form.ts";
import { expect, test } from "./fixtures.ts";
import { paypalAfterOrder, signupForm } from "./payments.ts";
import { openHome } from "./home-page.ts";

const messages = {
  name: "Name muss mindestens 2 Zeichen lang sein.",
  phone: "Telefonnummer muss im internationalen Format sein (z.B. +49...).",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  password: "Passwort muss mindestens 6 Zeichen lang sein.",
  birthDate: "Bitte geben Sie Ihr Geburtsdatum an.",
  agreed: "Sie müssen den Nutzungsbedingungen zustimmen.",
  phoneTaken: "Diese Telefonnummer ist bereits registriert.",
};
/** The messages of an empty form, in the order of its fields: the five input fields, then the terms box. */
const textFieldMessages = [messages.name, messages.phone, messages.email, messages.password, messages.birthDate];
const everyFieldMessage = [...textFieldMessages, messages.agreed];
const submitLabel = "Premium-Test für nur €1 starten";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Hauptnavigation" });

/** A number no factory account uses (they all start with +4915). */
function uniqueSignup() {
  const token = randomUUID().slice(0, 8);
  const digits = String(randomInt(0, 1_000_000_000)).padStart(9, "0");
  return {
    name: `Marie Sonnenschein ${token}`,
    phone: `+4917${digits}`,
    email: `marie-${token}@example.org`,
    password: "sternenhimmel7",
    birthDate: "1980-05-17",
  };
}

type Values = ReturnType<typeof uniqueSignup>;

async function fillSignup(form: ReturnType<typeof signupForm>, values: Values): Promise<void> {
  await form.name.fill(values.name);
  await form.phone.fill(values.phone);
  await form.email.fill(values.email);
  await form.password.fill(values.password);
  await form.birthDate.fill(values.birthDate);
  await form.agreed.check();
}

/** Opens /signup, fills the form with `values` and sends it; returns the form and the toasts shown. */
async function submitSignup(page: Page, values: Values) {
  await page.goto("/signup");
  const form = signupForm(page);
  await fillSignup(form, values);
  await form.submit.click();
  return { form, toast: toastRegion(page).locator("li") };
}

/** The server answers the account creation with `status` and `message` instead of creating it. */
async function answerAccountCreation(page: Page, status: number, message: string): Promise<void> {
  await page.route(
    (url) => url.pathname === "/api/users",
    (route) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ message }) }),
  );
}

/** Counts the account calls the page makes, by path. */
function watchAccountCalls(page: Page): Record<string, number> {
  const calls: Record<string, number> = {};
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (req.method() === "POST" && /^\/api\/(users|check-phone-exists|auth\/login)$/.test(path)) {
      calls[path] = (calls[path] ?? 0) + 1;
    }
  });
  return calls;
}

for (const route of ["/signup", "/register"]) {
  test(`${route} shows the title Registrierung, the two links and then the signup form`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1, name: "Registrierung" })).toBeVisible();
    await expect(page).toHaveTitle("Registrierung | Sternenruf");
    await expect(page.getByRole("link", { name: "Zurück zur Tarifauswahl" })).toHaveAttribute("href", "/subscribe");
    await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");

    const form = signupForm(page);
    await expect(form.form).toBeVisible();
    await expect(page.getByRole("status", { name: "Wird geladen..." })).toHaveCount(0);
    for (const field of [form.name, form.phone, form.email, form.password]) await expect(field).toBeEditable();
    await expect(form.agreed).not.toBeChecked();
    await expect(form.submit).toBeEnabled();
    await expect(form.form.getByRole("heading", { name: "Premium" })).toBeVisible();
    await expect(form.form.getByRole("link", { name: "AGB" })).toHaveAttribute("href", "/agb");
    await expect(form.form.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/datenschutz");

    await page.getByRole("link", { name: "Zur Startseite" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("an empty submit shows every signup message of the validation table and sends nothing", async ({ page }) => {
  const calls = watchAccountCalls(page);
  await page.goto("/signup");
  const form = signupForm(page);
  await form.submit.click();
  await expect(form.form.getByRole("alert")).toHaveText(everyFieldMessage);
  await expect(form.name).toHaveAccessibleDescription(messages.name);
  await expect(form.phone).toHaveAccessibleDescription(
    `Im internationalen Format, z. B. +49 170 1234567. ${messages.phone}`,
  );
  await expect(form.email).toHaveAccessibleDescription(messages.email);
  await expect(form.password).toHaveAccessibleDescription(messages.password);
  await expect(form.birthDate).toHaveAccessibleDescription(new RegExp(`${messages.birthDate}$`));
  await expect(form.agreed).toHaveAccessibleDescription(messages.agreed);

  // Near misses of each rule: one letter, no plus sign, no domain, five characters.
  await form.name.fill("A");
  await form.phone.fill("0151 23456789");
  await form.email.fill("marie@");
  await form.password.fill("12345");
  await form.submit.click();
  await expect(form.form.getByRole("alert")).toHaveText(everyFieldMessage);
  await form.agreed.check();
  await expect(form.form.getByRole("alert")).toHaveText(textFieldMessages);
  expect(calls).toEqual({});
});

test("a registered phone number is refused with 'Diese Telefonnummer ist bereits registriert.' and nothing is created", async ({
  page,
}) => {
  const existing = await newUser();
  const values = { ...uniqueSignup(), phone: existing.phone.replace(/^\+49(\d{3})/, "+49 $1 ") };
  const calls = watchAccountCalls(page);
  const { form, toast } = await submitSignup(page, values);
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("Fehler bei der Registrierung");
  await expect(toast).toContainText(messages.phoneTaken);
  await expect(toast).toHaveClass(/\bbg-destructive\b/);
  await expect(form.phone).toHaveAccessibleDescription(
    `Im internationalen Format, z. B. +49 170 1234567. ${messages.phoneTaken}`,
  );
  await expect(form.submit).toBeEnabled();
  await expect(page.getByText("Ihr Konto ist angelegt.")).toHaveCount(0);
  await expect(mainNav(page).getByRole("link", { name: "Login", exact: true })).toBeVisible();

  // Checked before creation: the account call was never made, and the new e-mail has no account.
  expect(calls).toEqual({ "/api/check-phone-exists": 1 });
  const login = await page.request.post("/api/auth/login", {
    data: { identifier: values.email, password: values.password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(login.status()).toBe(401);
});

test("a valid signup replaces the button by the payment area and logs the new user in", async ({ page }) => {
  const values = uniqueSignup();
  const calls = watchAccountCalls(page);
  await page.goto("/signup");
  const form = signupForm(page);
  await fillSignup(form, values);
  const created = page.waitForResponse((res) => res.url().endsWith("/api/users") && res.request().method() === "POST");
  await form.submit.click();
  expect((await created).status()).toBe(201);

  await expect(form.submit).toHaveCount(0);
  const payment = form.form.locator('[aria-live="polite"]');
  await expect(payment).toContainText("Ihr Konto ist angelegt.");
  // The payment choices with the price terms above the button (tests/e2e/membership.spec.ts buys).
  await expect(payment).toContainText("Mindestlaufzeit 3 Monate nach dem Testmonat");
  await expect(await paypalAfterOrder(payment)).toBeVisible();
  // The entered data can no longer be changed.
  await expect(form.name).toBeDisabled();
  await expect(form.agreed).toBeDisabled();

  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "Mein Profil", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  await expect(page.getByText("Sie sind bereits angemeldet.")).toHaveCount(0);
  expect(calls).toEqual({ "/api/check-phone-exists": 1, "/api/users": 1, "/api/auth/login": 1 });

  await nav.getByRole("link", { name: "Mein Profil", exact: true }).click();
  await expect(page.getByText(values.name, { exact: true })).toBeVisible();
  await expect(page.getByText(values.phone, { exact: true })).toBeVisible();
  // The address also stands in the notice that it waits for its confirmation link.
  await expect(page.getByRole("definition").filter({ hasText: values.email })).toBeVisible();
});

test("entering /register removes a leftover fixed overlay with z-index 9999 and leaves other fixed elements", async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const blocker = document.createElement("div");
      blocker.id = "leftover-payment-overlay";
      blocker.textContent = "Verbindung zu PayPal wird hergestellt...";
      blocker.style.cssText = "position:fixed;inset:0;z-index:9999;background:rgba(0,0,0,0.6);color:#fff";
      document.body.append(blocker);
      const badge = document.createElement("div");
      badge.id = "harmless-fixed-badge";
      badge.style.cssText = "position:fixed;right:0;bottom:0;width:8px;height:8px;z-index:10;background:#000";
      document.body.append(badge);
    });
  });

  // On another page the overlay stays and covers everything.
  await page.goto("/login");
  await expect(page.locator("#leftover-payment-overlay")).toBeVisible();

  await page.goto("/register");
  const form = signupForm(page);
  await expect(form.form).toBeVisible();
  await expect(page.locator("#leftover-payment-overlay")).toHaveCount(0);
  await expect(page.locator("#harmless-fixed-badge")).toBeAttached();
  // Nothing covers the form any more: a normal click reaches the field.
  await form.name.click();
  await expect(form.name).toBeFocused();
});

test("the home page has the registration section at #register and the hero's 'Jetzt registrieren' leads there", async ({
  page,
}) => {
  await openHome(page);
  const section = page.locator("section#register");
  await expect(section.getByRole("heading", { level: 2, name: "Konto erstellen" })).toBeAttached();
  const form = signupForm(section);
  await expect(form.submit).toHaveText(submitLabel);
  await expect(form.form.getByRole("link", { name: "AGB" })).toHaveAttribute("href", "/agb");
  await expect(section.getByRole("heading", { name: "Konto erstellen" })).not.toBeInViewport();

  const cta = page
    .getByRole("region", { name: /69 Cent pro Minute/ })
    .getByRole("link", { name: "Jetzt registrieren" });
  await cta.click();
  await expect(page).toHaveURL(/\/#register$/);
  await expect(section.getByRole("heading", { name: "Konto erstellen" })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // The form of the section works like the one on /signup.
  await form.submit.click();
  await expect(form.form.getByRole("alert")).toHaveText(everyFieldMessage);
});

test.describe("on a 375 px wide screen", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the signup form fits the width, stacks its fields and shows its messages", async ({ page }) => {
    await page.goto("/signup");
    const form = signupForm(page);
    await expect(form.form).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const nameBox = await form.name.boundingBox();
    const phoneBox = await form.phone.boundingBox();
    expect(phoneBox?.y ?? 0, "fields stack on phones").toBeGreaterThan((nameBox?.y ?? 0) + (nameBox?.height ?? 0));
    expect((nameBox?.x ?? -1) >= 0 && (nameBox?.x ?? 0) + (nameBox?.width ?? 0) <= 375).toBe(true);

    await form.submit.click();
    await expect(form.form.getByRole("alert")).toHaveCount(everyFieldMessage.length);
    await expect(form.form.getByRole("alert").last()).toHaveText(messages.agreed);
  });
});

test.describe("when the account cannot be created", () => {
  // The refused request is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleErrors: ["status of 409", "status of 500"] });

  test("a number registered meanwhile (409) gets 'Diese Telefonnummer ist bereits registriert.'", async ({ page }) => {
    await answerAccountCreation(page, 409, "Telefonnummer vergeben");
    const { form, toast } = await submitSignup(page, uniqueSignup());
    await expect(toast).toContainText("Fehler bei der Registrierung");
    await expect(toast).toContainText(messages.phoneTaken);
    await expect(form.phone).toHaveAccessibleDescription(
      `Im internationalen Format, z. B. +49 170 1234567. ${messages.phoneTaken}`,
    );
    await expect(form.submit).toBeEnabled();
  });

  test("any other failure gets 'Ein unerwarteter Fehler ist aufgetreten. ...'", async ({ page }) => {
    await answerAccountCreation(page, 500, "Datenbankfehler");
    const { form, toast } = await submitSignup(page, uniqueSignup());
    await expect(toast).toContainText("Fehler bei der Registrierung");
    await expect(toast).toContainText("Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.");
    await expect(toast).toHaveClass(/\bbg-destructive\b/);
    await expect(form.submit).toBeEnabled();
    await expect(page.getByText("Ihr Konto ist angelegt.")).toHaveCount(0);
  });
});

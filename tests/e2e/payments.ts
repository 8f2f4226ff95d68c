import { randomInt, randomUUID } from "node:crypto";
import { expect, request, type Locator, type Page } from "@playwright/test";
import { cancellationTermText } from "../../src/shared/domain/membership-texts.ts";
import { withDatabase } from "./accounts.ts";
import { boxesInOneFrame } from "./screen-fit.ts";
import { createMember, type CreatedUser, type MemberOverrides } from "../../src/server/db/seed/factories.ts";

// Helpers of the purchase tests: accounts, the registration form, the sandbox payment pages
// and the administrator's card switch.

export const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:4319";

// scripts/e2e.ts seeds the administrator (user id 1) with these credentials.
export const admin = {
  phone: "+4915100000001",
  password: "admin-e2e-passwort",
};

export const germanDate = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Berlin",
});

export function newMemberWith(overrides: MemberOverrides): Promise<CreatedUser> {
  return withDatabase((db) => createMember(db, overrides));
}

/** A number no factory account uses (they all start with +4915). */
export function uniqueSignup() {
  const token = randomUUID().slice(0, 8);
  const digits = String(randomInt(0, 1_000_000_000)).padStart(9, "0");
  return {
    name: `Stella Nachtblau ${token}`,
    phone: `+4917${digits}`,
    email: `stella-${token}@example.org`,
    password: "sternenhimmel7",
    birthDate: "1980-05-17",
  };
}

export type SignupValues = ReturnType<typeof uniqueSignup>;

export function signupForm(scope: Page | Locator) {
  const form = scope.getByRole("form", { name: "Registrierung" });
  return {
    form,
    name: form.getByLabel("Name", { exact: true }),
    phone: form.getByLabel("Handynummer", { exact: true }),
    email: form.getByLabel("E-Mail", { exact: true }),
    password: form.getByLabel("Passwort", { exact: true }),
    birthDate: form.getByLabel("Geburtsdatum", { exact: true }),
    // The terms tick; the payment step below brings its own (the early-start consent).
    agreed: form.getByRole("checkbox", { name: /Ich akzeptiere die Nutzungsbedingungen \(AGB\)/ }),
    submit: form.getByRole("button", {
      name: "Premium-Test für nur €1 starten",
    }),
    payment: form.getByRole("region", { name: "Ihr Konto ist angelegt." }),
  };
}

export async function fillSignup(scope: Page | Locator, values: SignupValues): Promise<void> {
  const form = signupForm(scope);
  await form.name.fill(values.name);
  await form.phone.fill(values.phone);
  await form.email.fill(values.email);
  await form.password.fill(values.password);
  await form.birthDate.fill(values.birthDate);
  await form.agreed.check();
}

/** A new visitor signs up on /register: the form, its payment step shown. */
export async function signUpToPaymentStep(page: Page) {
  await page.goto("/register");
  await fillSignup(page, uniqueSignup());
  const form = signupForm(page);
  await form.submit.click();
  await expect(form.payment).toBeVisible();
  return form;
}

/** The § 312j summary that must stand above each payment button. */
export const priceSummaryTexts = [
  /1,00\s€ für den ersten Monat, danach 4,99\s€ pro Woche/,
  "Mindestlaufzeit 3 Monate nach dem Testmonat",
  cancellationTermText,
];

/** The order button (§ 312j Abs. 3 BGB) that comes before PayPal's button and is the card payment's. */
export const orderButtonName = "Zahlungspflichtig bestellen";

/** The early-start consent above every order button (docs/decisions/0022): both sentences say this. */
export const earlyStartConsentName = /sofort und damit vor Ablauf der Widerrufsfrist/;

/** Ticks the early-start consent in `scope`, as the buyer must before ordering. */
export async function tickEarlyStart(scope: Page | Locator): Promise<void> {
  await scope.getByRole("checkbox", { name: earlyStartConsentName }).check();
}

/** `lower` starts below the end of `upper` on the page. */
export async function expectBelow(upper: Locator, lower: Locator): Promise<void> {
  await expect(upper, "upper element is shown").toBeVisible();
  await expect(lower, "lower element is shown").toBeVisible();
  const [upperBox, lowerBox] = await boxesInOneFrame(upper, lower);
  expect(lowerBox.y).toBeGreaterThan(upperBox.y + upperBox.height - 1);
}

/**
 * Ticks the early-start consent, presses the order button in `scope` and answers PayPal's
 * button, which appears only after it (docs/decisions/0019-order-button-before-paypal.md, 0022).
 */
export async function paypalAfterOrder(scope: Page | Locator): Promise<Locator> {
  const paypal = scope.getByRole("button", { name: "PayPal" });
  await expect(paypal).toHaveCount(0);
  await tickEarlyStart(scope);
  await scope.getByRole("button", { name: orderButtonName, exact: true }).click();
  return paypal;
}

export function priceSummary(scope: Page | Locator): Locator {
  return scope.getByRole("group", { name: "Preisübersicht" });
}

/** The Radix toast viewport: a region named after its hotkey, holding one `li` per toast. */
export function toastRegion(page: Page): Locator {
  return page.getByRole("region", { name: "Notifications (F8)" });
}

/**
 * The toasts, found by attribute rather than role: while a modal dialog is open, Radix hides
 * everything outside it (the toast region included) from the accessibility tree.
 */
export function toastItems(page: Page): Locator {
  return page.locator('[role="region"][aria-label="Notifications (F8)"] li');
}

/** Switches card payments on or off through the admin API, as the administrator would. */
export async function setCardPayments(enabled: boolean): Promise<void> {
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  try {
    const login = await context.post("/api/auth/login", {
      data: { identifier: admin.phone, password: admin.password },
    });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
    const saved = await context.post("/api/admin/settings/maxpay", {
      data: { enabled },
    });
    if (!saved.ok()) throw new Error(`card switch failed: ${saved.status()} ${await saved.text()}`);
  } finally {
    await context.dispose();
  }
}

/**
 * Presses a button of the PayPal popup that ends it, and waits until the popup has closed. The
 * wait starts before the click: a popup that closes while its click is still being confirmed
 * (a busy machine) would otherwise have closed before anyone listened, and the wait would hang.
 */
export async function pressAndAwaitClose(popup: Page, button: string): Promise<void> {
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: button }).click();
  await closed;
}

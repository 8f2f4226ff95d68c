import type { Page } from "@playwright/test";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import {
  expectBelow,
  fillSignup,
  orderButtonName,
  priceSummary,
  priceSummaryTexts,
  signupForm,
  toastItems,
  uniqueSignup,
  paypalAfterOrder,
  pressAndAwaitClose,
  signUpToPaymentStep,
} from "./payments.ts";
import { openHome } from "./home-page.ts";

// The purchase of the membership right after signing up, through the PayPal sandbox: its SDK
// stand-in opens the approval page in a popup, or, when the browser blocks popups, sends the
// whole page there and back to /subscription/success.

const readStorage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

/** Chromium's popup blocker, as a browser with strict settings has it. */
async function blockPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null;
  });
}

async function signUpOnHomePage(page: Page) {
  const values = uniqueSignup();
  await openHome(page);
  await page
    .getByRole("region", { name: /69 Cent pro Minute/ })
    .getByRole("link", { name: "Jetzt registrieren" })
    .click();
  const section = page.locator("section#register");
  await fillSignup(section, values);
  const form = signupForm(section);
  await form.submit.click();
  await expect(form.payment).toBeVisible();
  return { values, form };
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width} px wide, with popups blocked`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => blockPopups(page));

    test("a guest signs up on the home page, approves at PayPal, is logged in on return and calls as a member", async ({
      page,
    }) => {
      const { form } = await signUpOnHomePage(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // § 312j BGB: the price terms stand above the button that starts the payment.
      const summary = priceSummary(form.payment);
      for (const text of priceSummaryTexts) await expect(summary).toContainText(text);
      // The order button 'Zahlungspflichtig bestellen' follows the summary; PayPal's button comes after it.
      await expectBelow(summary, form.payment.getByRole("button", { name: orderButtonName, exact: true }));
      const paypalButton = await paypalAfterOrder(form.payment);
      await expectBelow(summary, paypalButton);

      await paypalButton.click();
      await expect(page).toHaveURL(/\/__sandbox\/paypal\/approve\?/);
      await expect(page.getByRole("heading", { name: "Abonnement genehmigen" })).toBeVisible();
      const pending = JSON.parse((await readStorage(page, "pendingSubscription")) ?? "null") as Record<string, string>;
      expect(pending.planId).toBe("premium");
      expect(pending.redirectedTo).toContain("/__sandbox/paypal/approve?ba_token=");
      // The session is gone by the time the buyer returns (it may expire at PayPal); the
      // registration cookie of this browser still allows the automatic login.
      await page.context().clearCookies({ name: "sid" });

      await page.getByRole("button", { name: "Zahlung genehmigen" }).click();
      await expect(page).toHaveURL(/\/subscription\/success\?.*subscription_id=I-/);
      await expect(page.getByRole("heading", { name: "Willkommen bei Premium!" })).toBeVisible();
      await expect(page.getByText("Sie werden gleich zu unseren Beratern weitergeleitet.")).toBeVisible();
      await expect(toastItems(page)).toContainText("Erfolgreich angemeldet");
      await expect(page.getByRole("link", { name: "Zu meinem Profil" })).toHaveAttribute("href", "/profile");
      await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
      expect(await readStorage(page, "pendingSubscription")).toBeNull();

      await expect(page).toHaveURL(/\/berater$/);
      const cards = page.getByRole("list", { name: "Beraterinnen und Berater" }).getByRole("article");
      const call =
        viewport.width < 768
          ? cards.first().getByRole("link", { name: "Anrufen" })
          : cards.first().getByRole("button", { name: "Anrufen" });
      await expect(call).toBeVisible();
      await expect(page.getByRole("heading", { name: "Jetzt 0,69 €/Min. freischalten" })).toHaveCount(0);
      expect(await page.evaluate(() => window.sessionStorage.getItem("registrationFlow"))).toBeNull();
    });
  });
}

test.describe("with popups blocked", () => {
  test.beforeEach(async ({ page }) => blockPopups(page));

  test("'Abbrechen' at PayPal leads to /subscription/cancel with the missed benefits", async ({ page }) => {
    const { form } = await signUpOnHomePage(page);
    await (await paypalAfterOrder(form.payment)).click();
    await expect(page.getByRole("heading", { name: "Abonnement genehmigen" })).toBeVisible();
    expect(await readStorage(page, "pendingSubscription")).not.toBeNull();
    await page.getByRole("button", { name: "Abbrechen" }).click();

    await expect(page).toHaveURL(/\/subscription\/cancel/);
    await expect(page.getByRole("heading", { level: 1, name: "Mitgliedschaft abgebrochen" })).toBeVisible();
    const missed = page.getByRole("region", { name: "Diese Vorteile entgehen Ihnen:" });
    await expect(missed.getByRole("listitem")).toHaveText([
      "Unbegrenzter Zugang zu allen Beratern",
      "Reduzierter Minutenpreis von 0,69 €",
      "Prioritäts-Support",
      "Exklusive monatliche Horoskope",
    ]);
    expect(await readStorage(page, "pendingSubscription")).toBeNull();
    await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
    await page.getByRole("link", { name: "Erneut versuchen" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });
});

test("in the PayPal popup: approving ends on /profile as a member with the signup's success message", async ({
  page,
}) => {
  test.slow(); // a second window and the sandbox: many round trips, which a busy machine stretches
  const form = await signUpToPaymentStep(page);

  const popupOpened = page.waitForEvent("popup");
  await (await paypalAfterOrder(form.payment)).click();
  const popup = await popupOpened;
  // While the popup is open the page is covered and says what happens.
  const overlay = page.getByRole("status").filter({ hasText: "Verbindung zu PayPal wird hergestellt..." });
  await expect(overlay).toBeVisible();
  await pressAndAwaitClose(popup, "Zahlung genehmigen");

  await expect(overlay).toHaveCount(0);
  await expect(toastItems(page)).toContainText(
    "Ihr Premium-Abonnement wurde aktiviert. Sie können jetzt unsere 0900-Nummern nutzen.",
  );
  await expect(page).toHaveURL(/\/profile$/);
  const card = page.getByRole("heading", { level: 3, name: "Mitgliedschaft", exact: true }).locator("xpath=../..");
  await expect(card.getByText("Aktiv", { exact: true })).toBeVisible();
});

test("in the PayPal popup: 'Abbrechen' returns to the submit button, which brings the choices back without a second account", async ({
  page,
}) => {
  test.slow(); // a second window and the sandbox: many round trips, which a busy machine stretches
  const accountCalls: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/users") accountCalls.push(req.url());
  });
  const form = await signUpToPaymentStep(page);

  const popupOpened = page.waitForEvent("popup");
  await (await paypalAfterOrder(form.payment)).click();
  const popup = await popupOpened;
  await pressAndAwaitClose(popup, "Abbrechen");

  await expect(toastItems(page)).toContainText("Mitgliedschaft abgebrochen");
  await expect(toastItems(page)).toContainText("Der Vorgang wurde abgebrochen.");
  await expect(page.getByText("Verbindung zu PayPal wird hergestellt...")).toHaveCount(0);
  await expect(form.payment).toHaveCount(0);
  await expect(form.submit).toBeEnabled();
  await expect(form.name).toBeDisabled();

  await form.submit.click();
  await expect(form.payment).toBeVisible();
  await expect(await paypalAfterOrder(form.payment)).toBeVisible();
  expect(accountCalls).toHaveLength(1);
});

test.describe("the success page checks what comes back", () => {
  // The refused activation is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleErrors: ["status of 400"] });

  for (const { query, title } of [
    { query: "", title: "Fehlende Daten" },
    { query: "?subscription_id=%3Cscript%3E&user_id=5", title: "Ungültiges Abonnement" },
    { query: "?subscription_id=I-ABC&user_id=abc", title: "Benutzerfehler" },
  ]) {
    test(`/subscription/success${query} shows '${title}' and records nothing`, async ({ page }) => {
      const recorded: string[] = [];
      page.on("request", (req) => {
        if (req.url().includes("/api/subscriptions/callback")) recorded.push(req.url());
      });
      await page.goto(`/subscription/success${query}`);
      await expect(toastItems(page)).toContainText(title);
      await expect(page.getByRole("heading", { level: 1, name: "Aktivierung nicht möglich" })).toBeVisible();
      expect(recorded).toEqual([]);
    });
  }

  test("an id PayPal does not know ends in 'Fehler bei der Abonnement-Aktivierung' with the way to support", async ({
    page,
  }) => {
    const user = await newUser();
    await loginAs(page, user);
    await page.goto(`/subscription/success?subscription_id=I-UNKNOWN123&user_id=${user.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Fehler bei der Abonnement-Aktivierung" })).toBeVisible();
    await expect(toastItems(page)).toContainText("Bitte wenden Sie sich an unseren Support.");
    await expect(page.getByRole("link", { name: "Support kontaktieren" })).toHaveAttribute("href", "/contact");
  });
});

test("in the registration overlay on /berater: paying closes the overlay and the cards offer the member call", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/berater");
  await page.getByRole("button", { name: "Jetzt registrieren" }).click();
  const dialog = page.getByRole("dialog", { name: "Konto erstellen" });
  await fillSignup(dialog, uniqueSignup());
  const form = signupForm(dialog);
  await form.submit.click();
  await expect(form.payment).toBeVisible();

  const popupOpened = page.waitForEvent("popup");
  await (await paypalAfterOrder(form.payment)).click();
  const popup = await popupOpened;
  await pressAndAwaitClose(popup, "Zahlung genehmigen");

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/berater$/);
  await expect(page.getByRole("heading", { name: "Jetzt 0,69 €/Min. freischalten" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Anrufen" }).first()).toBeVisible();
});

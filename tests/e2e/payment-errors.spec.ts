import type { Locator, Page, Route } from "@playwright/test";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import {
  admin,
  fillSignup,
  orderButtonName,
  paypalAfterOrder,
  signupForm,
  tickEarlyStart,
  toastItems,
  uniqueSignup,
} from "./payments.ts";

// Every PayPal and card error toast, each forced by a failing answer of the server or of
// PayPal. Failed answers are logged by Chromium as failed resource loads.
test.use({ allowedConsoleErrors: ["status of", "net::ERR_FAILED"] });

// The card tab's order button leads straight to the card payment.
const cardButton = orderButtonName;

const isPath = (path: string) => (url: URL) => url.pathname === path;

function json(route: Route, status: number, body: unknown) {
  return route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
}

/** A proxy's error page: an answer, but nothing the portal said. */
function gatewayPage(route: Route) {
  return route.fulfill({ status: 502, contentType: "text/html", body: "<html><h1>502 Bad Gateway</h1></html>" });
}

async function openCheckout(page: Page) {
  await loginAs(page, await newUser());
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Premium wählen" }).click();
  const dialog = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });
  await expect(await paypalAfterOrder(dialog)).toBeVisible();
  return dialog;
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = toastItems(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(title);
  await expect(toast).toContainText(description);
  await expect(toast).toHaveClass(/\bbg-destructive\b/);
}

/** Clicks PayPal's button; the popup opens at once and closes by itself when the creation fails. */
async function payWithPaypalExpectingFailure(page: Page, button: Locator): Promise<void> {
  const popupOpened = page.waitForEvent("popup");
  await button.click();
  const popup = await popupOpened;
  // It may already be gone by now, so its "close" event cannot be awaited.
  await expect.poll(() => popup.isClosed()).toBe(true);
}

const overlay = (page: Page) => page.getByText("Verbindung zu PayPal wird hergestellt...");

test.describe("PayPal in the checkout dialog", () => {
  test("PayPal's own error after the popup opened ends in 'Mitgliedschaft-Fehler', try later", async ({ page }) => {
    // PayPal's checkout reports a state the SDK cannot handle; the SDK gives up with onError.
    await page.route("**/__sandbox/paypal/checkout/status**", (route) => json(route, 200, { state: "unknown" }));
    const dialog = await openCheckout(page);
    await payWithPaypalExpectingFailure(page, dialog.getByRole("button", { name: "PayPal" }));
    await expectToast(page, "Mitgliedschaft-Fehler", "Bitte versuchen Sie es später erneut.");
    await expect(overlay(page)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("pendingSubscription"))).toBeNull();
  });

  test("an unexplained answer to the creation ends in 'Mitgliedschaft-Fehler' too", async ({ page }) => {
    await page.route(isPath("/paypal/subscription"), gatewayPage);
    const dialog = await openCheckout(page);
    await payWithPaypalExpectingFailure(page, dialog.getByRole("button", { name: "PayPal" }));
    await expectToast(page, "Mitgliedschaft-Fehler", "Bitte versuchen Sie es später erneut.");
    await expect(toastItems(page)).not.toContainText("Bad Gateway");
    await expect(overlay(page)).toHaveCount(0);
  });

  test("a refusal with the server's reason shows 'Fehler bei der Abonnement-Erstellung' with it", async ({ page }) => {
    await page.route(isPath("/paypal/subscription"), (route) =>
      json(route, 422, { message: "PayPal hat den Tarif abgelehnt." }),
    );
    const dialog = await openCheckout(page);
    await payWithPaypalExpectingFailure(page, dialog.getByRole("button", { name: "PayPal" }));
    await expectToast(page, "Fehler bei der Abonnement-Erstellung", "PayPal hat den Tarif abgelehnt.");
  });

  test("no connection to the server: 'Die Verbindung zu PayPal konnte nicht hergestellt werden.'", async ({ page }) => {
    await page.route(isPath("/paypal/subscription"), (route) => route.abort("failed"));
    const dialog = await openCheckout(page);
    await payWithPaypalExpectingFailure(page, dialog.getByRole("button", { name: "PayPal" }));
    await expectToast(page, "Fehler", "Die Verbindung zu PayPal konnte nicht hergestellt werden.");
  });

  test("an answer without subscription id and approval link: 'Bei der Erstellung des Abonnements ...'", async ({
    page,
  }) => {
    await page.route(isPath("/paypal/subscription"), (route) => json(route, 200, { links: [] }));
    const dialog = await openCheckout(page);
    await payWithPaypalExpectingFailure(page, dialog.getByRole("button", { name: "PayPal" }));
    await expectToast(page, "Fehler", "Bei der Erstellung des Abonnements ist ein Fehler aufgetreten.");
  });

  test("an approval that cannot be recorded: 'Bei der Verarbeitung ist ein Fehler aufgetreten.'", async ({ page }) => {
    await page.route(isPath("/api/subscription"), (route) =>
      route.request().method() === "POST" ? json(route, 500, { message: "Testfehler" }) : route.continue(),
    );
    const dialog = await openCheckout(page);
    const popupOpened = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "PayPal" }).click();
    const popup = await popupOpened;
    await popup.getByRole("button", { name: "Zahlung genehmigen" }).click();
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expectToast(page, "Fehler", "Bei der Verarbeitung ist ein Fehler aufgetreten.");
    await expect(page).toHaveURL(/\/subscribe$/);
  });
});

test.describe("PayPal in the registration section", () => {
  async function signUp(page: Page) {
    await page.goto("/register");
    await fillSignup(page, uniqueSignup());
    const form = signupForm(page);
    await form.submit.click();
    await expect(await paypalAfterOrder(form.payment)).toBeVisible();
    return form;
  }

  test("an answer without subscription id: 'Mitgliedschafts-Fehler', and the choices give way to the button", async ({
    page,
  }) => {
    await page.route(isPath("/paypal/subscription"), (route) => json(route, 200, {}));
    const form = await signUp(page);
    await payWithPaypalExpectingFailure(page, form.payment.getByRole("button", { name: "PayPal" }));
    await expectToast(page, "Mitgliedschafts-Fehler", "Bei der Erstellung des Abonnements ist ein Fehler aufgetreten.");
    await expect(form.payment).toHaveCount(0);
    await expect(form.submit).toBeEnabled();
  });

  test("an approval that cannot be recorded: 'Abonnement-Fehler'", async ({ page }) => {
    await page.route(isPath("/api/subscription"), (route) =>
      route.request().method() === "POST" ? json(route, 500, { message: "Testfehler" }) : route.continue(),
    );
    const form = await signUp(page);
    const popupOpened = page.waitForEvent("popup");
    await form.payment.getByRole("button", { name: "PayPal" }).click();
    const popup = await popupOpened;
    await popup.getByRole("button", { name: "Zahlung genehmigen" }).click();
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expectToast(page, "Abonnement-Fehler", "Bei der Verarbeitung ist ein Fehler aufgetreten.");
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe("card payments", () => {
  // Card payments are offered; the administrator's real switch is left alone, because other
  // test files running meanwhile depend on it.
  test.beforeEach(async ({ page }) => {
    await page.route(isPath("/api/payment-methods"), (route) => json(route, 200, { paypal: true, maxpay: true }));
    await page.route(isPath("/api/maxpay/enabled"), (route) => json(route, 200, { enabled: true }));
  });

  const cases: Array<{ name: string; answer: (route: Route) => Promise<void>; title: string; description: string }> = [
    {
      name: "a refusal with the server's reason",
      answer: (route) => json(route, 422, { message: "Die Karte wird nicht akzeptiert." }),
      title: "Zahlungsfehler",
      description: "Die Karte wird nicht akzeptiert.",
    },
    {
      name: "an error answer without a reason",
      answer: gatewayPage,
      title: "Zahlungsfehler",
      description: "Fehler bei der Zahlungsverarbeitung",
    },
    {
      name: "no connection",
      answer: (route) => route.abort("failed"),
      title: "Fehler bei der Zahlungserstellung",
      description: "Bitte versuchen Sie es später erneut.",
    },
    {
      name: "a session without payment address",
      answer: (route) => json(route, 200, { sessionData: { key: "value" } }),
      title: "Zahlungsfehler",
      description: "Keine Zahlungs-URL erhalten.",
    },
    {
      name: "a session without form fields",
      answer: (route) => json(route, 200, { paymentUrl: "https://hpp.example/pay", sessionData: {} }),
      title: "Zahlungsfehler",
      description: "Keine Zahlungsdaten zurückgegeben",
    },
  ];

  for (const { name, answer, title, description } of cases) {
    test(`${name}: '${title}' / '${description}', and the button works again`, async ({ page }) => {
      await page.route(isPath("/api/maxpay/create"), answer);
      const dialog = await openCheckout(page);
      await dialog.getByRole("tab", { name: "Kreditkarte" }).click();
      await tickEarlyStart(dialog);
      await dialog.getByRole("button", { name: cardButton }).click();
      await expectToast(page, title, description);
      await expect(dialog.getByRole("button", { name: cardButton })).toBeEnabled();
      await expect(page).toHaveURL(/\/subscribe$/);
      expect(await page.evaluate(() => window.localStorage.getItem("maxpay_session"))).toBeNull();
    });
  }
});

test.describe("the administrator's card test page", () => {
  test.beforeEach(async ({ page }) => loginAs(page, admin));

  test("a status that cannot be read says 'Der Status konnte nicht geladen werden.' for switch and keys", async ({
    page,
  }) => {
    await page.route(isPath("/api/admin/settings/maxpay"), (route) => json(route, 500, { message: "Testfehler" }));
    await page.route(isPath("/api/admin/settings/maxpay/secrets"), (route) => route.abort("failed"));
    await page.goto("/admin-maxpay-test");
    await expect(page.getByRole("alert")).toHaveText([
      "Der Status konnte nicht geladen werden.",
      "Der Status konnte nicht geladen werden.",
    ]);
    await expect(page.getByRole("switch")).toHaveCount(0);
  });

  test("a switch that cannot be saved says so and keeps its state", async ({ page }) => {
    // Answered here, so the real setting that other tests rely on never changes.
    await page.route(isPath("/api/admin/settings/maxpay"), (route) =>
      route.request().method() === "POST" ? gatewayPage(route) : route.continue(),
    );
    await page.goto("/admin-maxpay-test");
    const cardSwitch = page.getByRole("switch", { name: "Kreditkartenzahlung für Kunden" });
    const before = await cardSwitch.getAttribute("aria-checked");
    await cardSwitch.click();
    await expectToast(page, "Fehler", "Die Einstellung konnte nicht gespeichert werden.");
    await expect(cardSwitch).toHaveAttribute("aria-checked", before ?? "");
    await expect(cardSwitch).toBeEnabled();
  });

  const paymentCases: Array<{ answer: (route: Route) => Promise<void>; title: string; description: string }> = [
    {
      answer: (route) => json(route, 400, { message: "Betrag zu klein für diesen Anbieter." }),
      title: "Zahlungsfehler",
      description: "Betrag zu klein für diesen Anbieter.",
    },
    { answer: gatewayPage, title: "Zahlungsfehler", description: "Fehler bei der Zahlungsverarbeitung" },
    {
      answer: (route) => route.abort("failed"),
      title: "Fehler bei der Zahlungserstellung",
      description: "Bitte versuchen Sie es später erneut.",
    },
    {
      answer: (route) => json(route, 200, { sessionData: { key: "value" } }),
      title: "Zahlungsfehler",
      description: "Keine Zahlungs-URL erhalten.",
    },
    {
      answer: (route) => json(route, 200, { paymentUrl: "https://hpp.example/pay" }),
      title: "Zahlungsfehler",
      description: "Keine Zahlungsdaten zurückgegeben",
    },
  ];

  for (const { answer, title, description } of paymentCases) {
    test(`a failed test payment shows '${title}' / '${description}'`, async ({ page }) => {
      await page.route(isPath("/api/maxpay/create-payment"), answer);
      await page.goto("/admin-maxpay-test");
      const start = page.getByRole("button", { name: "Testzahlung über 0,01 € starten" });
      await start.click();
      await expectToast(page, title, description);
      await expect(start).toBeEnabled();
      await expect(page).toHaveURL(/\/admin-maxpay-test$/);
    });
  }
});

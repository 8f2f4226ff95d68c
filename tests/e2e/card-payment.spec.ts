import type { Page } from "@playwright/test";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import {
  admin,
  orderButtonName,
  priceSummary,
  priceSummaryTexts,
  setCardPayments,
  tickEarlyStart,
  toastItems,
  signUpToPaymentStep,
} from "./payments.ts";

// Card payments through the Maxpay sandbox's hosted payment page. The administrator's switch
// is global, so these tests run one after the other with the card method on, and switch it
// off again at the end.
test.describe.configure({ mode: "serial" });
test.beforeAll(() => setCardPayments(true));
test.afterAll(() => setCardPayments(false));

// The card tab's order button leads straight to the card payment.
const cardButton = orderButtonName;
const readStorage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

/** Opens the checkout dialog on /subscribe and picks the card tab. */
async function openCardCheckout(page: Page) {
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Premium wählen" }).click();
  const dialog = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });
  await expect(dialog.getByRole("tab")).toHaveText(["PayPal", "Kreditkarte"]);
  await dialog.getByRole("tab", { name: "Kreditkarte" }).click();
  return dialog;
}

/** The addresses the tab shows, in order, same-document changes (the redirect route) included. */
function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

const paymentPage = /\/__sandbox\/maxpay\/hpp\?/;

async function payOnCardPage(page: Page, cardNumber: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Zahlung mit Karte" })).toBeVisible();
  await page.getByLabel("Kartennummer").fill(cardNumber);
  await page.getByLabel("Gültig bis (MM/JJ)").fill("12/39");
  await page.getByLabel("Prüfnummer (CVC)").fill("123");
  await page.getByLabel("Name auf der Karte").fill("Stella Nachtblau");
  await page.getByRole("button", { name: "Jetzt bezahlen" }).click();
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a user pays by card (4111 1111 1111 1111) in the same tab and is a member once the provider confirms", async ({
    page,
  }) => {
    const user = await newUser();
    await loginAs(page, user);
    const dialog = await openCardCheckout(page);
    const summary = priceSummary(dialog);
    for (const text of priceSummaryTexts) await expect(summary).toContainText(text);
    const button = dialog.getByRole("button", { name: cardButton });
    const summaryBox = await summary.boundingBox();
    const buttonBox = await button.boundingBox();
    expect(buttonBox?.y ?? 0).toBeGreaterThan((summaryBox?.y ?? 0) + (summaryBox?.height ?? 0) - 1);

    const visited = visitedPaths(page);
    await tickEarlyStart(dialog);
    await button.click();
    await expect(page.getByRole("button", { name: "Zahlung wird vorbereitet..." })).toBeDisabled();
    // /maxpay-redirect forwards on its own, in this tab: no page asking how to go on.
    await expect(page).toHaveURL(paymentPage);
    await expect(page.getByRole("heading", { name: "Zahlung mit Karte" })).toBeVisible();
    expect(visited).toContain("/maxpay-redirect");
    expect(page.context().pages()).toHaveLength(1);
    const session = JSON.parse((await readStorage(page, "maxpay_session")) ?? "null") as {
      paymentUrl: string;
      sessionData: Record<string, string>;
      orderReference: string;
    };
    expect(session.paymentUrl).toMatch(/\/__sandbox\/maxpay\/hpp$/);
    expect(session.sessionData.signature).toMatch(/^[0-9a-f]{64}$/);
    const pending = JSON.parse((await readStorage(page, "pendingMaxpaySubscription")) ?? "null") as Record<
      string,
      string
    >;
    expect(pending).toMatchObject({ orderReference: session.orderReference, planId: "premium" });

    await payOnCardPage(page, "4111 1111 1111 1111");

    await expect(page).toHaveURL(/\/subscription\/success\?.*provider=maxpay/);
    await expect(page.getByRole("heading", { name: "Willkommen bei Premium!" })).toBeVisible();
    // The order number the confirmation mail names (docs/decisions/0022).
    await expect(page.getByText(/Ihre Bestellnummer: B-[2-9A-Z]{4}-[2-9A-Z]{4}\./)).toBeVisible();
    // Already logged in and not in a registration: links instead of a redirect.
    await expect(page.getByRole("link", { name: "Zu meinem Profil" })).toBeVisible();
    await expect(page.getByText("Sie werden gleich")).toHaveCount(0);
    expect(await readStorage(page, "maxpay_session")).toBeNull();
    expect(await readStorage(page, "pendingMaxpaySubscription")).toBeNull();

    await page.getByRole("link", { name: "Zu meinem Profil" }).click();
    const card = page.getByRole("heading", { level: 3, name: "Mitgliedschaft", exact: true }).locator("xpath=../..");
    await expect(card.getByText("Aktiv", { exact: true })).toBeVisible();
  });

  test("Back from the payment page returns to /subscribe, Forward shows the payment page again", async ({ page }) => {
    await loginAs(page, await newUser());
    const dialog = await openCardCheckout(page);
    await tickEarlyStart(dialog);
    await dialog.getByRole("button", { name: cardButton }).click();
    await expect(page.getByRole("heading", { name: "Zahlung mit Karte" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mitgliedschaft wählen" })).toBeVisible();

    await page.goForward();
    await expect(page).toHaveURL(paymentPage);
    await expect(page.getByRole("heading", { name: "Zahlung mit Karte" })).toBeVisible();
    await payOnCardPage(page, "4111 1111 1111 1111");
    await expect(page.getByRole("heading", { name: "Willkommen bei Premium!" })).toBeVisible();
  });

  test("a declined card (4000 0000 0000 0002) gets help: the causes, 'Erneut versuchen' by card and 'Mit PayPal bezahlen'", async ({
    page,
  }) => {
    await loginAs(page, await newUser());
    const dialog = await openCardCheckout(page);
    await tickEarlyStart(dialog);
    await dialog.getByRole("button", { name: cardButton }).click();
    await payOnCardPage(page, "4000 0000 0000 0002");

    await expect(page).toHaveURL(/\/subscription\/cancel\?.*provider=maxpay/);
    await expect(page.getByRole("heading", { level: 1, name: "Zahlung abgelehnt" })).toBeVisible();
    await expect(page.getByText("Ihre Kreditkartenzahlung wurde abgelehnt.")).toBeVisible();
    const causes = page.getByRole("region", { name: "Häufige Gründe" });
    await expect(causes.getByRole("listitem")).toHaveCount(3);
    await expect(causes).toContainText("3-D Secure");
    await expect(causes).toContainText("Limit");
    await expect(causes).toContainText("Prüfnummer");
    // A declined card is no cancellation: no list of what the buyer misses.
    await expect(page.getByText("Diese Vorteile entgehen Ihnen:")).toHaveCount(0);
    expect(await readStorage(page, "maxpay_session")).toBeNull();

    await page.getByRole("link", { name: "Erneut versuchen" }).click();
    const again = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });
    await expect(again.getByRole("tab", { name: "Kreditkarte" })).toHaveAttribute("aria-selected", "true");
    await expect(again.getByRole("button", { name: cardButton })).toBeVisible();

    await page.goBack();
    await page.getByRole("link", { name: "Mit PayPal bezahlen" }).click();
    const paypal = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });
    await expect(paypal.getByRole("tab", { name: "PayPal" })).toHaveAttribute("aria-selected", "true");
    // Closed, the checkout leaves the address: a reload does not open it again.
    await page.keyboard.press("Escape");
    await expect(paypal).toBeHidden();
    await expect(page).toHaveURL(/\/subscribe$/);
    await page.reload();
    await expect(page.getByRole("button", { name: "Premium wählen" })).toBeEnabled();
    await expect(paypal).toHaveCount(0);

    await page.goto("/profile");
    await expect(page.getByText("Sie haben derzeit keine aktive Mitgliedschaft.")).toBeVisible();
  });
});

test("a guest signs up, pays by card and ends up logged in on /berater as a member", async ({ page }) => {
  const form = await signUpToPaymentStep(page);
  await form.payment.getByRole("tab", { name: "Kreditkarte" }).click();
  await tickEarlyStart(form.payment);
  await form.payment.getByRole("button", { name: cardButton }).click();
  await payOnCardPage(page, "4111 1111 1111 1111");

  await expect(page.getByRole("heading", { name: "Willkommen bei Premium!" })).toBeVisible();
  await expect(page.getByText("Sie werden gleich zu unseren Beratern weitergeleitet.")).toBeVisible();
  await expect(page).toHaveURL(/\/berater$/);
  const cards = page.getByRole("list", { name: "Beraterinnen und Berater" }).getByRole("article");
  await expect(cards.first().getByRole("button", { name: "Anrufen" })).toBeVisible();
});

test("card payments switched off meanwhile: the click says 'Zahlung nicht verfügbar'", async ({ page }) => {
  const user = await newUser();
  await loginAs(page, user);
  const dialog = await openCardCheckout(page);
  await setCardPayments(false);
  try {
    await tickEarlyStart(dialog);
    await dialog.getByRole("button", { name: cardButton }).click();
    await expect(toastItems(page)).toContainText("Zahlung nicht verfügbar");
    await expect(toastItems(page)).toContainText("Kreditkartenzahlungen sind derzeit nicht verfügbar.");
    await expect(dialog.getByRole("button", { name: cardButton })).toBeEnabled();
    await expect(page).toHaveURL(/\/subscribe$/);
  } finally {
    await setCardPayments(true);
  }
});

test.describe("the test page /admin-maxpay-test", () => {
  test("shows the administrator the switch, the five keys and runs a 0,01 € test payment", async ({ page }) => {
    await loginAs(page, admin);
    await page.goto("/admin-maxpay-test");
    await expect(page.getByRole("heading", { level: 1, name: "Kreditkarten-Test" })).toBeVisible();
    await expect(page.getByText("Aktiviert", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Zugangsdaten" }).getByRole("listitem")).toHaveCount(5);

    await page.getByRole("button", { name: "Testzahlung über 0,01 € starten" }).click();
    await expect(page).toHaveURL(paymentPage);
    await expect(page.getByText(/0,01\s€/)).toBeVisible();
    await payOnCardPage(page, "4111 1111 1111 1111");
    await expect(page).toHaveURL(/\/admin-maxpay-test\?result=success/);
    await expect(page.getByText("Testzahlung abgeschlossen")).toBeVisible();
    await expect(page.getByText("Der Anbieter hat die Zahlung bestätigt.")).toBeVisible();
  });

  test("the administrator's switch turns card payments off and on, saved at once", async ({ page, request }) => {
    await loginAs(page, admin);
    await page.goto("/admin-maxpay-test");
    const cardSwitch = page.getByRole("switch", { name: "Kreditkartenzahlung für Kunden" });
    try {
      await expect(cardSwitch).toBeChecked();
      await cardSwitch.click();
      await expect(cardSwitch).not.toBeChecked();
      await expect(page.getByText("Deaktiviert", { exact: true })).toBeVisible();
      await expect.poll(async () => (await (await request.get("/api/payment-methods")).json()).maxpay).toBe(false);
      await page.reload();
      await expect(page.getByRole("switch", { name: "Kreditkartenzahlung für Kunden" })).not.toBeChecked();
      await page.getByRole("switch", { name: "Kreditkartenzahlung für Kunden" }).press("Space");
      await expect(page.getByRole("switch", { name: "Kreditkartenzahlung für Kunden" })).toBeChecked();
      await expect.poll(async () => (await (await request.get("/api/payment-methods")).json()).maxpay).toBe(true);
    } finally {
      await setCardPayments(true);
    }
  });

  test("sends guests to /login and other users home", async ({ page }) => {
    await page.goto("/admin-maxpay-test");
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, await newUser());
    await page.goto("/admin-maxpay-test");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Kreditkarten-Test" })).toHaveCount(0);
  });
});

test.describe("without stored payment data", () => {
  test("/maxpay-redirect shows a toast and goes home after 2 s", async ({ page }) => {
    await page.goto("/maxpay-redirect");
    await expect(toastItems(page)).toContainText("Keine Zahlungsdaten");
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  });
});

import type { Locator } from "@playwright/test";
import { loginAs, newUser } from "./accounts.ts";
import { membershipEarlyStartConsent } from "../../src/shared/domain/order-consent-texts.ts";
import { expect, test } from "./fixtures.ts";
import { cancellationTermText } from "../../src/shared/domain/membership-texts.ts";
import {
  expectBelow,
  newMemberWith,
  orderButtonName,
  paypalAfterOrder,
  pressAndAwaitClose,
  priceSummary,
  priceSummaryTexts,
  tickEarlyStart,
  toastItems,
} from "./payments.ts";

const features = [
  "Unbegrenzter Zugang zu allen Beratern",
  "Reduzierter Minutenpreis von 0,69 €",
  "Prioritäts-Support",
  "Exklusive monatliche Horoskope",
];

test("/subscribe shows the single plan Premium with its price block and features", async ({ page }) => {
  await page.goto("/subscribe");
  await expect(page).toHaveTitle("Mitgliedschaft wählen | Sternenruf");
  const plan = page.getByRole("region", { name: "Premium" });
  await expect(plan.getByRole("heading", { name: "Premium" })).toBeVisible();
  await expect(plan).toContainText(/1\s€ im ersten Monat/);
  await expect(plan).toContainText(/danach 4,99\s€ pro Woche/);
  await expect(plan).toContainText("Mindestlaufzeit 3 Monate nach dem Testmonat");
  await expect(plan).toContainText(cancellationTermText);
  // What it costs before anyone pays, from the plan data.
  const costs = plan.getByRole("region", { name: "Kosten der Mitgliedschaft" });
  await expect(costs).toContainText(/Wochenbeitrag\s*4,99\s€/);
  await expect(costs).toContainText(/Umgerechnet pro Monat\s*21,62\s€/);
  await expect(costs).toContainText(/65,87\s€ bis 70,86\s€/);
  await expect(costs).toContainText(/Lohnt sich ab\s*7 Minuten pro Woche/);
  await expect(plan.getByRole("list", { name: "Leistungen" }).getByRole("listitem")).toHaveText(features);
  await expect(plan.getByRole("button", { name: "Premium wählen" })).toBeEnabled();
});

test("a guest who chooses Premium is sent to /register with the plan remembered", async ({ page }) => {
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Premium wählen" }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect(await page.evaluate(() => window.localStorage.getItem("selectedPlan"))).toBe("premium");
  await expect(page.getByRole("heading", { level: 1, name: "Registrierung" })).toBeVisible();
  await expect(page.getByText("Gewählter Tarif: Premium")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a signed-in user gets the checkout dialog: price summary, then 'Zahlungspflichtig bestellen', then PayPal", async ({
  page,
}) => {
  const user = await newUser();
  await loginAs(page, user);
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Premium wählen" }).click();
  await expect(page).toHaveURL(/\/subscribe$/);

  const dialog = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });
  await expect(dialog).toBeVisible();
  const summary = priceSummary(dialog).first();
  for (const text of priceSummaryTexts) await expect(summary).toContainText(text);
  await expect(summary.getByRole("link", { name: "AGB" })).toHaveAttribute("href", "/agb");
  // The least payment is the exact one for a contract starting today, with its earliest end.
  await expect(summary.getByRole("region", { name: "Kosten der Mitgliedschaft" })).toContainText(
    /Mindestbetrag bis zum frühesten Vertragsende\s*(65,87|70,86)\s€.*frühestes Vertragsende am \d\d\.\d\d\.\d{4}/,
  );
  // § 312j BGB: the order button directly below the summary; PayPal's button only after it.
  const orderButton = dialog.getByRole("button", { name: orderButtonName, exact: true });
  await expectBelow(summary, orderButton);
  const paypalContainer = dialog.getByTestId("paypal-button-container");
  await expect(paypalContainer).toHaveCount(0);
  // The AGB and the withdrawal instructions side by side; the early start needs the buyer's
  // own tick: without it the order button only asks for it (docs/decisions/0022).
  await expect(summary.getByRole("link", { name: "AGB" })).toHaveAttribute("href", "/agb");
  await expect(summary.getByRole("link", { name: "Widerrufsbelehrung" })).toHaveAttribute(
    "href",
    "/agb#widerrufsrecht",
  );
  const consent = dialog.getByRole("checkbox", { name: membershipEarlyStartConsent });
  await expect(consent).not.toBeChecked();
  await orderButton.click();
  await expect(dialog.getByRole("alert")).toHaveText("Bitte bestätigen Sie, dass die Leistung sofort beginnen soll.");
  await expect(consent).toBeFocused();
  await expect(paypalContainer).toHaveCount(0);
  await consent.check();
  await orderButton.click();
  await expect(orderButton).toHaveCount(0);
  await expect(consent).toBeDisabled();
  await expect(paypalContainer.locator("button, iframe").first()).toBeVisible();
  await expectBelow(summary, paypalContainer);

  // Escape closes it, nothing was bought.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem("pendingSubscription"))).toBeNull();
});

test("a signed-in user buys in the checkout dialog through the PayPal popup and is a member on /profile", async ({
  page,
}) => {
  test.slow(); // a second window, the sandbox's approval and the activation: many round trips
  const user = await newUser();
  await loginAs(page, user);
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Premium wählen" }).click();
  const dialog = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });

  // First the buyer changes their mind at PayPal: the dialog stays for another try.
  let popupOpened = page.waitForEvent("popup");
  await (await paypalAfterOrder(dialog)).click();
  let popup = await popupOpened;
  await pressAndAwaitClose(popup, "Abbrechen");
  await expect(toastItems(page)).toContainText("Abonnement abgebrochen");
  await expect(toastItems(page)).toContainText("Der Vorgang wurde abgebrochen.");
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("pendingSubscription"))).toBeNull();

  popupOpened = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "PayPal" }).click();
  popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Abonnement genehmigen" })).toBeVisible();
  await pressAndAwaitClose(popup, "Zahlung genehmigen");

  await expect(page).toHaveURL(/\/profile$/);
  await expect(toastItems(page)).toContainText("Abonnement erfolgreich");
  await expect(toastItems(page)).toContainText("Ihr Premium-Abonnement wurde erfolgreich aktiviert.");
  const card = page.getByRole("heading", { level: 3, name: "Mitgliedschaft", exact: true }).locator("xpath=../..");
  await expect(card.getByText("Aktiv", { exact: true })).toBeVisible();

  // A second visit to /subscribe no longer offers a purchase.
  await page.goto("/subscribe");
  await expect(page.getByText("Sie sind bereits Premium-Mitglied.")).toBeVisible();
});

test("a member sees the running membership instead of a second purchase", async ({ page }) => {
  const member = await newMemberWith({});
  await loginAs(page, member);
  await page.goto("/subscribe");
  await expect(page.getByText("Sie sind bereits Premium-Mitglied.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Premium wählen" })).toHaveCount(0);
  await page.getByRole("link", { name: "Zu meinem Profil" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test.describe("on a 375 px wide screen", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the plan and the checkout dialog fit the width", async ({ page }) => {
    const user = await newUser();
    await loginAs(page, user);
    await page.goto("/subscribe");
    await expect(page.getByRole("button", { name: "Premium wählen" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "Premium wählen" }).click();
    const dialog = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });
    await paypalAfterOrder(dialog);
    await expect(dialog.getByTestId("paypal-button-container").locator("button, iframe").first()).toBeVisible();
    const box = await dialog.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
  });
});

/**
 * Scrolls each of the dialog's buttons into view and reads, in the same frame, whether a tap on
 * its middle reaches it, whether the toast is still on screen and whether the dialog gave way to
 * it: the toast goes after 5 s, and a busy machine must not let a check pass because it had
 * already gone.
 */
function tapsReachUnderToast(dialog: Locator, labels: string[]) {
  return dialog.evaluate((element, names) => {
    const toastShown = document.querySelector('[aria-label="Notifications (F8)"] li[data-state="open"]') !== null;
    const reached = names.map((name) => {
      const button = element.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
      if (!button) return `${name}: missing`;
      button.scrollIntoView({ block: "nearest" });
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit && button.contains(hit) ? `${name}: reached` : `${name}: covered by ${hit?.textContent?.slice(0, 40)}`;
    });
    const clearance = document.documentElement.style.getPropertyValue("--toast-clearance");
    return { toastShown, dialogGaveWay: /^\d+px$/.test(clearance), reached };
  }, labels);
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px, the toast after a cancel at PayPal leaves the dialog's buttons free for another try`, async ({
    page,
  }) => {
    test.slow(); // a second window and the sandbox's answer
    await page.setViewportSize(viewport);
    await loginAs(page, await newUser());
    await page.goto("/subscribe");
    await page.getByRole("button", { name: "Premium wählen" }).click();
    const dialog = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });
    const popupOpened = page.waitForEvent("popup");
    await (await paypalAfterOrder(dialog)).click();
    await pressAndAwaitClose(await popupOpened, "Abbrechen");
    await expect(toastItems(page)).toContainText("Abonnement abgebrochen");
    // On a phone the toast spans the screen's foot and the dialog gives way; on a wide screen
    // the toast sits in the corner beside the dialog, which stays as it was.
    await expect
      .poll(() => tapsReachUnderToast(dialog, ["PayPal", "Schließen"]))
      .toEqual({
        toastShown: true,
        dialogGaveWay: viewport.width === 375,
        reached: ["PayPal: reached", "Schließen: reached"],
      });
    // Once the toast is closed, the dialog stays and takes its whole height again. The toast
    // lies outside the modal dialog, so it is hidden from the accessibility tree.
    await toastItems(page).locator('button[aria-label="Schließen"]').click();
    await expect(toastItems(page)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue("--toast-clearance")))
      .toBe("");
  });
}

test.describe("when PayPal's script cannot be loaded", () => {
  // The blocked script is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleErrors: ["net::ERR_FAILED"] });

  test("the dialog says so with the toast 'PayPal konnte nicht geladen werden.'", async ({ page }) => {
    // PayPal's script is a third party's; here its host is unreachable.
    await page.route("**/__sandbox/paypal/sdk/js**", (route) => route.abort("failed"));
    const user = await newUser();
    await loginAs(page, user);
    await page.goto("/subscribe");
    await page.getByRole("button", { name: "Premium wählen" }).click();
    const dialog = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });
    // PayPal's script is loaded for its button, which follows the order button.
    await tickEarlyStart(dialog);
    await dialog.getByRole("button", { name: orderButtonName, exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "PayPal ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut.",
    );
    await expect(toastItems(page)).toContainText("Fehler");
    await expect(toastItems(page)).toContainText(
      "PayPal konnte nicht geladen werden. Bitte versuchen Sie es später erneut.",
    );
    await expect(dialog.getByRole("button", { name: "PayPal" })).toHaveCount(0);
  });
});

test("with no payment method enabled the dialog shows the panel 'Keine Zahlungsmethoden verfügbar'", async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === "/api/payment-methods",
    (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"paypal":false,"maxpay":false}' }),
  );
  await loginAs(page, await newUser());
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Premium wählen" }).click();
  const dialog = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });
  const panel = dialog.getByRole("alert");
  await expect(panel).toContainText("Keine Zahlungsmethoden verfügbar");
  await expect(panel.getByRole("link", { name: "kontaktieren Sie uns" })).toHaveAttribute("href", "/contact");
  await expect(dialog.getByRole("button", { name: "PayPal" })).toHaveCount(0);
  await expect(dialog.getByRole("tab")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /Kreditkarte/ })).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the order step shows the withdrawal link and the early-start tick, and orders nothing without it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const user = await newUser();
    await loginAs(page, user);
    await page.goto("/subscribe");
    await page.getByRole("button", { name: "Premium wählen" }).click();
    const dialog = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });
    const withdrawal = priceSummary(dialog).first().getByRole("link", { name: "Widerrufsbelehrung" });
    await withdrawal.scrollIntoViewIfNeeded();
    await expect(withdrawal).toBeInViewport();
    const consent = dialog.getByRole("checkbox", { name: membershipEarlyStartConsent });
    await consent.scrollIntoViewIfNeeded();
    await expect(consent).toBeInViewport();
    await expect(dialog.getByText(membershipEarlyStartConsent)).toBeVisible();

    let ordered = false;
    page.on("request", (request) => {
      if (request.url().includes("/paypal/subscription")) ordered = true;
    });
    await dialog.getByRole("button", { name: orderButtonName, exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Bitte bestätigen Sie, dass die Leistung sofort beginnen soll.");
    await expect(dialog.getByTestId("paypal-button-container")).toHaveCount(0);
    expect(ordered).toBe(false);
    // Nothing of the order step sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

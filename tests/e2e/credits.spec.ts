import type { Page } from "@playwright/test";
import { holdSessionCheck, loginAs, newUser, withDatabase } from "./accounts.ts";
import { balanceRegion, giveCredits, historyEntries, hueOf, newConsultant, sendCreditCall } from "./credits.ts";
import { creditsEarlyStartConsent } from "../../src/shared/domain/order-consent-texts.ts";
import { expect, test } from "./fixtures.ts";
import { baseURL, expectBelow, orderButtonName, paypalAfterOrder, toastItems } from "./payments.ts";
import { openHome } from "./home-page.ts";

// Cosmos Credits in the browser: buying a package through the PayPal sandbox (its window, or
// the whole page when popups are blocked), PayPal's cancel address, the guest's view, a call on
// the credit line in the history, the PIN, and the balance and prices elsewhere.

/** Chromium's popup blocker, as a browser with strict settings has it. */
async function blockPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null;
  });
}

// Hue ranges in RGB terms: green around 140°, blue around 225°, red around 0°.
const green = (hue: number) => hue > 100 && hue < 170;
const blue = (hue: number) => hue > 200 && hue < 260;
const red = (hue: number) => hue < 20 || hue > 340;

async function openBuyDialog(page: Page) {
  await page.getByRole("button", { name: "Beliebtes Paket kaufen" }).click();
  const dialog = page.getByRole("dialog", { name: "Credits kaufen" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a user buys the Beliebtes Paket in PayPal's window and sees 5.500 credits, a green purchase and a blue bonus", async ({
  page,
}) => {
  await loginAs(page, await newUser());
  await page.goto("/credits");
  await expect(balanceRegion(page)).toContainText("0 Credits");
  await expect(page.getByText("Noch keine Buchungen.", { exact: false })).toBeVisible();

  const packages = page.getByRole("list", { name: "Credit-Pakete" }).getByRole("listitem");
  await expect(packages).toHaveCount(5);
  const recommended = packages.filter({ hasText: "Empfohlen" });
  await expect(recommended).toHaveCount(1);
  await expect(recommended).toContainText("Beliebtes Paket");

  const dialog = await openBuyDialog(page);
  // § 312j BGB: what is bought and its one-off price stand directly above the order button.
  const summary = dialog.getByRole("group", { name: "Ihre Bestellung" });
  await expect(summary).toContainText("Beliebtes Paket");
  await expect(summary).toContainText("5.000 Credits + 500 Credits Bonus");
  await expect(summary).toContainText(/Insgesamt 5\.500 Credits \(55,00\s€\)/);
  await expect(summary).toContainText(/Preis: 50,00\s€/);
  await expect(summary).toContainText("Einmalzahlung – nichts verlängert sich");
  // A credit purchase is an order too: 'Zahlungspflichtig bestellen' first, then PayPal's button.
  await expectBelow(summary, dialog.getByRole("button", { name: orderButtonName, exact: true }));
  await expect(summary.getByRole("link", { name: "Widerrufsbelehrung" })).toHaveAttribute(
    "href",
    "/agb#widerrufsrecht",
  );
  await expect(dialog.getByRole("checkbox", { name: creditsEarlyStartConsent })).not.toBeChecked();
  const paypal = await paypalAfterOrder(dialog);
  await expectBelow(summary, paypal);

  const popupOpened = page.waitForEvent("popup");
  await paypal.click();
  const popup = await popupOpened;
  await expect(page.getByRole("status").filter({ hasText: "Verbindung zu PayPal wird hergestellt..." })).toBeVisible();
  await popup.getByRole("button", { name: "Zahlung genehmigen" }).click();

  await expect(toastItems(page)).toContainText("Credits gutgeschrieben");
  await expect(toastItems(page)).toContainText(/5\.500 Credits \(55,00\s€\) wurden Ihrem Konto gutgeschrieben\./);
  // Beyond the toast, the page keeps the order number the confirmation mail names.
  await expect(page.getByRole("status").filter({ hasText: "Vielen Dank für Ihren Kauf!" })).toContainText(
    /Ihre Bestellnummer: B-[2-9A-Z]{4}-[2-9A-Z]{4}\./,
  );
  await expect(dialog).toHaveCount(0);
  // The focus goes back to the button that opened the dialog.
  await expect(page.getByRole("button", { name: "Beliebtes Paket kaufen" })).toBeFocused();
  await expect(balanceRegion(page)).toContainText("5.500 Credits");
  await expect(balanceRegion(page)).toContainText(/Wert: 55,00\s€/);

  const entries = historyEntries(page);
  await expect(entries).toHaveCount(2);
  const purchase = entries.filter({ hasText: "Kauf: Beliebtes Paket" });
  const bonus = entries.filter({ hasText: "Bonus: Beliebtes Paket" });
  await expect(purchase).toContainText("Kauf");
  await expect(purchase).toContainText(/\+5\.000 Credits\s*\(\+50,00\s€\)/);
  await expect(bonus).toContainText(/\+500 Credits\s*\(\+5,00\s€\)/);
  expect(green(await hueOf(purchase.getByText(/^\+5\.000 Credits/)))).toBe(true);
  expect(blue(await hueOf(bonus.getByText(/^\+500 Credits/)))).toBe(true);
});

test.describe("with popups blocked", () => {
  test.beforeEach(async ({ page }) => blockPopups(page));

  test("PayPal's return address processes the payment visibly, then the address is plain /credits again", async ({
    page,
  }) => {
    await loginAs(page, await newUser());
    // Slow enough to see the progress; the answer itself is the server's.
    await page.route("**/api/credits/paypal/process-return", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto("/credits");
    const dialog = await openBuyDialog(page);
    await (await paypalAfterOrder(dialog)).click();
    await expect(page).toHaveURL(/\/__sandbox\/paypal\//);
    await page.getByRole("button", { name: "Zahlung genehmigen" }).click();

    await expect(page).toHaveURL(/\/credits\?.*paypal_return=true.*token=/);
    await expect(page.getByRole("status").filter({ hasText: "Zahlung wird verarbeitet..." })).toBeVisible();
    await expect(toastItems(page)).toContainText("Credits gutgeschrieben");
    await expect(page).toHaveURL(/\/credits$/);
    await expect(balanceRegion(page)).toContainText("5.500 Credits");
    await expect(historyEntries(page)).toHaveCount(2);

    // A reload of the plain address does not process anything again.
    await page.reload();
    await expect(balanceRegion(page)).toContainText("5.500 Credits");
    await expect(toastItems(page)).toHaveCount(0);
  });

  test("'Abbrechen' at PayPal comes back to /credits with 'Zahlung abgebrochen' and nothing booked", async ({
    page,
  }) => {
    await loginAs(page, await newUser());
    await page.goto("/credits");
    const dialog = await openBuyDialog(page);
    await (await paypalAfterOrder(dialog)).click();
    await expect(page).toHaveURL(/\/__sandbox\/paypal\//);
    await page.getByRole("button", { name: "Abbrechen" }).click();

    await expect(toastItems(page)).toContainText("Zahlung abgebrochen");
    await expect(page).toHaveURL(/\/credits$/);
    await expect(balanceRegion(page)).toContainText("0 Credits");
    await expect(page.getByText("Noch keine Buchungen.", { exact: false })).toBeVisible();
  });
});

test("a guest sees the packages and a way to log in, and buying says 'Anmeldung erforderlich'", async ({ page }) => {
  await page.goto("/credits");
  await expect(page.getByRole("heading", { level: 1, name: "Cosmos Credits" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bitte melden Sie sich an" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zum Login" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("list", { name: "Credit-Pakete" }).getByRole("listitem")).toHaveCount(5);
  await expect(balanceRegion(page)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Ihre Buchungen" })).toHaveCount(0);

  await page.getByRole("button", { name: "Beliebtes Paket kaufen" }).click();
  await expect(toastItems(page)).toContainText("Anmeldung erforderlich");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a package chosen before the session check has answered opens the dialog for the signed-in buyer", async ({
  page,
}) => {
  await loginAs(page, await newUser());
  const answerSessionCheck = await holdSessionCheck(page);
  await page.goto("/credits");
  await page.getByRole("button", { name: "Beliebtes Paket kaufen" }).click();
  answerSessionCheck();

  await expect(page.getByRole("dialog", { name: "Credits kaufen" })).toBeVisible();
  await expect(toastItems(page).filter({ hasText: "Anmeldung erforderlich" })).toHaveCount(0);
});

test("a call on the credit line appears in the history in red with its debit and the consultant", async ({ page }) => {
  const user = await newUser();
  await giveCredits(user.id, 5000);
  const consultant = await newConsultant({ credits_per_minute: 150 });
  // 125 seconds at 150 credits per minute: ceil(312.5) = 313 credits.
  await sendCreditCall(user.phone, consultant.extension, 125);

  await loginAs(page, user);
  await page.goto("/credits");
  await expect(balanceRegion(page)).toContainText("4.687 Credits");
  await expect(balanceRegion(page)).toContainText(/Wert: 46,87\s€/);
  const spend = historyEntries(page).first();
  await expect(spend).toContainText("Beratung");
  await expect(spend).toContainText(`Beratung mit ${consultant.name} (2:05 Min.)`);
  await expect(spend).toContainText(/−313 Credits\s*\(−3,13\s€\)/);
  expect(red(await hueOf(spend.getByText(/^−313 Credits/)))).toBe(true);
  await expect(historyEntries(page)).toHaveCount(2);

  // The profile's call history gives the same length and says the call was paid with credits, not in euro.
  await page.goto("/profile");
  const row = page.getByRole("row").filter({ hasText: consultant.name });
  await expect(row).toContainText("Credit-Line, mit Cosmos Credits bezahlt");
  await expect(row).toContainText("2:05 Min.");
  await expect(row).toContainText("313 Credits");
  await expect(row).not.toContainText("€");
});

test("the credit line box names the number and the customer number, and sets the PIN", async ({ page }) => {
  const user = await newUser();
  await loginAs(page, user);
  await page.goto("/credits");
  const line = page.getByRole("region", { name: "Mit Credits telefonieren" });
  await expect(line).toContainText("jede angefangene Sekunde");
  await expect(line).toContainText("keine 0900-Nummer");
  await expect(line).toContainText("Sie haben noch keine Credit-PIN festgelegt.");
  // The customer number is the account's own random number, never its user id.
  const { customer_number: customerNumber } = await withDatabase((db) =>
    db
      .selectFrom("credit_customer_numbers")
      .select("customer_number")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow(),
  );
  expect(customerNumber).toMatch(/^\d{8}$/);
  await expect(line).toContainText(customerNumber);

  const pin = line.getByLabel("Credit-PIN festlegen (4 Ziffern)");
  await pin.fill("12a");
  await line.getByRole("button", { name: "PIN speichern" }).click();
  await expect(line.getByRole("alert")).toHaveText("Die PIN muss aus genau 4 Ziffern bestehen.");
  await pin.fill("4711");
  await line.getByRole("button", { name: "PIN speichern" }).click();
  await expect(toastItems(page)).toContainText("PIN gespeichert");
  await expect(line).toContainText("Ihre Credit-PIN ist festgelegt.");
  await expect(line.getByLabel("Neue Credit-PIN (4 Ziffern)")).toHaveValue("");
});

test("the profile shows the balance with its euro value and leads to /credits", async ({ page }) => {
  const user = await newUser();
  await giveCredits(user.id, 2500);
  await loginAs(page, user);
  await page.goto("/profile");
  const card = page.getByRole("heading", { name: "Cosmos Credits" }).locator("xpath=../..");
  await expect(card).toContainText("2.500 Credits");
  await expect(card).toContainText(/Wert: 25,00\s€/);
  await card.getByRole("link", { name: "Zu meinen Credits" }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(balanceRegion(page)).toContainText("2.500 Credits");
});

test("a consultant card names the credit price next to the credit line: on the back, and on /berater on the front", async ({
  page,
}) => {
  const consultant = await newConsultant({ credits_per_minute: 120 });
  const price = "Persönliche Beratung: 120 Credits/Min. (1,20 €/Min.)";

  await page.goto("/berater");
  const card = page.getByRole("article", { name: consultant.name });
  await expect(card.getByText(price)).toHaveCount(2);
  await expect(card.locator('[aria-hidden="false"]').getByText(price)).toBeVisible();
  await expect(card.locator('[aria-hidden="false"]')).toContainText(`Durchwahl ${consultant.extension}`);

  await openHome(page);
  const homeCard = page.getByRole("article", { name: consultant.name });
  await expect(homeCard.getByText(price)).toHaveCount(1);
  await expect(homeCard.locator('[aria-hidden="false"]').getByText(price)).toHaveCount(0);
  await homeCard.hover();
  await expect(homeCard).toHaveAttribute("data-flipped", "true");
  await expect(homeCard.locator('[aria-hidden="false"]').getByText(price)).toBeVisible();
});

test.describe("when the server refuses", () => {
  test.use({ allowedConsoleErrors: ["status of 404", "status of 502"] });

  test("an order PayPal cannot create shows 'Fehler beim Kauf' with the server's words", async ({ page }) => {
    await loginAs(page, await newUser());
    await page.route("**/api/credits/purchase/paypal", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ message: "PayPal ist gerade nicht erreichbar." }),
      }),
    );
    await page.goto("/credits");
    const dialog = await openBuyDialog(page);
    await (await paypalAfterOrder(dialog)).click();
    await expect(toastItems(page)).toContainText("Fehler beim Kauf");
    await expect(toastItems(page)).toContainText("PayPal ist gerade nicht erreichbar.");
    await expect(page.getByRole("status").filter({ hasText: "Verbindung zu PayPal wird hergestellt..." })).toHaveCount(
      0,
    );
  });

  test.describe("a pause begun after the order was started", () => {
    test.use({ allowedConsoleErrors: ["status of 409"] });
    test.beforeEach(async ({ page }) => blockPopups(page));

    test("refuses the capture on the return with the pause's words, and books nothing", async ({ page }) => {
      await loginAs(page, await newUser());
      await page.goto("/credits");
      const dialog = await openBuyDialog(page);
      await (await paypalAfterOrder(dialog)).click();
      await expect(page).toHaveURL(/\/__sandbox\/paypal\//);
      // The order was allowed when it was started; the pause begins while PayPal shows it.
      const paused = await page.request.post("/api/spending/pause", {
        data: { length: "30d" },
        headers: { origin: baseURL },
      });
      expect(paused.status()).toBe(200);
      await page.getByRole("button", { name: "Zahlung genehmigen" }).click();

      await expect(toastItems(page)).toContainText("Fehler bei der Zahlung");
      await expect(toastItems(page)).toContainText(
        /Sie haben eine Pause eingelegt\. Käufe sind bis .+ nicht möglich\./,
      );
      await expect(page).toHaveURL(/\/credits$/);
      await expect(balanceRegion(page)).toContainText("0 Credits");
      await expect(page.getByText("Noch keine Buchungen.", { exact: false })).toBeVisible();
    });
  });

  test("a return for an unknown order shows 'Fehler bei der Zahlung' and resets the address", async ({ page }) => {
    await loginAs(page, await newUser());
    await page.goto("/credits?paypal_return=true&token=UNBEKANNT123&PayerID=PAYER1");
    await expect(toastItems(page)).toContainText("Fehler bei der Zahlung");
    await expect(page).toHaveURL(/\/credits$/);
    await expect(balanceRegion(page)).toContainText("0 Credits");
  });
});

import { randomInt } from "node:crypto";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { admin, baseURL, newMemberWith, toastItems } from "./payments.ts";

// The admin area: only the administrator (user id 1) sees it; every action
// on a customer's account lands in the audit log.

test("/admin sends guests to the login and customers to the home page", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);

  await loginAs(page, await newUser());
  await page.goto("/admin");
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("the administrator finds a customer, cancels, resets the password and grants a bonus; the log shows it", async ({
  page,
  browser,
}) => {
  const surname = `Sternkraut${randomInt(100_000, 999_999)}`;
  const customer = await newMemberWith({ name: `Johanna ${surname}` });
  await loginAs(page, admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Adminbereich" })).toBeVisible();

  // A part of the name, in other letter case.
  await page.getByLabel("Name, Telefonnummer oder E-Mail suchen").fill(surname.slice(0, -2).toLowerCase());
  const opener = page.getByRole("button", { name: `Details zu Johanna ${surname} (ID ${customer.id})` });
  await expect(opener).toBeVisible();
  // The number found is said to a screen reader.
  await expect(page.getByRole("status").filter({ hasText: "Benutzer zu" })).toHaveText(
    `1 Benutzer zu „${surname.slice(0, -2).toLowerCase()}“ gefunden.`,
  );
  // The term is kept in the address: a reload shows the same search.
  await expect(page).toHaveURL(new RegExp(`[?&]suche=${surname.slice(0, -2).toLowerCase()}`));
  await page.reload();
  await expect(page.getByLabel("Name, Telefonnummer oder E-Mail suchen")).toHaveValue(
    surname.slice(0, -2).toLowerCase(),
  );
  await expect(opener).toBeVisible();
  await expect(page.getByRole("row").filter({ has: opener })).toContainText("Aktiv");
  await opener.click();
  const detail = page.getByRole("dialog", { name: `Johanna ${surname}` });
  await expect(detail.getByText(customer.phone).first()).toBeVisible();

  // The ordinary cancellation, after the browser's confirmation.
  const confirmations: string[] = [];
  page.once("dialog", (dialog) => {
    confirmations.push(dialog.message());
    void dialog.accept();
  });
  await detail.getByRole("button", { name: "Mitgliedschaft kündigen" }).click();
  await expect(toastItems(page).filter({ hasText: "Mitgliedschaft gekündigt" })).toBeVisible();
  expect(confirmations).toEqual(["Sind Sie sicher, dass Sie diese Mitgliedschaft kündigen möchten?"]);
  await expect(detail.getByText(/Aktueller Stand: Gekündigt – Zugang bis/)).toBeVisible();

  // A new password: too short first.
  await detail.getByRole("button", { name: "Passwort zurücksetzen" }).click();
  const resetDialog = page.getByRole("dialog", { name: "Passwort zurücksetzen" });
  await resetDialog.getByLabel("Neues Passwort").fill("abc");
  await expect(resetDialog.getByText("Passwort muss mindestens 6 Zeichen lang sein.")).toBeVisible();
  await expect(resetDialog.getByRole("button", { name: "Passwort speichern" })).toBeDisabled();
  await resetDialog.getByLabel("Neues Passwort").fill("neues-passwort-42");
  await resetDialog.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(toastItems(page).filter({ hasText: "Passwort zurückgesetzt" })).toBeVisible();
  await expect(resetDialog).toBeHidden();

  // A bonus; a double click books once.
  await detail.getByRole("button", { name: "Credits anpassen" }).click();
  const creditDialog = page.getByRole("dialog", { name: "Credits anpassen" });
  // The dialog shows the balance now and after the booking; taking credits back says so.
  const balance = creditDialog.getByRole("definition");
  await expect(balance).toHaveText([/^0 Credits/, "–"]);
  await creditDialog.getByLabel("Credits zurückbuchen (vom Konto abziehen)").check();
  await creditDialog.getByLabel("Anzahl Credits").fill("500");
  await expect(balance.nth(1)).toHaveText("nicht möglich: mehr als der Kontostand");
  await creditDialog.getByLabel("Bonus gutschreiben").check();
  await expect(balance.nth(1)).toHaveText("500 Credits (5,00 €)");
  await creditDialog.getByLabel("Grund").fill("Kulanz nach Verbindungsabbruch");
  await creditDialog.getByRole("button", { name: "Buchen" }).dblclick();
  // Both clicks may reach the server; the shared operation key makes the second one a repeat.
  await expect(toastItems(page).filter({ hasText: "Bonus gutgeschrieben" }).first()).toBeVisible();
  await expect(creditDialog).toBeHidden();
  await expect(detail.getByText("500 Credits (5,00 €)").first()).toBeVisible();
  await expect(detail.getByRole("list", { name: "Letzte Buchungen" }).getByRole("listitem")).toHaveCount(1);

  // Closing the detail hands the focus back to the customer's name in the table. (Escape
  // would first dismiss the toasts, which are layers of their own.)
  await detail.getByRole("button", { name: "Schließen", exact: true }).click();
  await expect(detail).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole("row").filter({ has: opener })).toContainText("Gekündigt – Zugang bis");

  await page.getByRole("tab", { name: "Protokoll" }).click();
  const rows = page.getByRole("row").filter({ hasText: `ID ${customer.id}` });
  await expect(rows.filter({ hasText: "Mitgliedschaft gekündigt" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Passwort zurückgesetzt" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Bonus-Credits gutgeschrieben" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Bonus-Credits gutgeschrieben" })).toContainText(
    "Kulanz nach Verbindungsabbruch",
  );
  // The log names the account and the administrator who acted, and filters by account and action.
  await expect(rows.first()).toContainText(`Johanna ${surname} (ID ${customer.id})`);
  await expect(rows.first()).toContainText("durch ");
  const logFilter = page.getByRole("search", { name: "Protokoll filtern" });
  await logFilter.getByLabel("Benutzer-ID").fill(String(customer.id));
  await expect(page.getByRole("row")).toHaveCount(4);
  await logFilter.getByLabel("Aktion").selectOption({ label: "Passwort zurückgesetzt" });
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText("Passwort zurückgesetzt");
  await logFilter.getByLabel("Benutzer-ID").fill("abc");
  await expect(logFilter.getByText("Bitte geben Sie eine Benutzer-ID als Zahl an.")).toBeVisible();

  // The customer logs in with the new password.
  const customerContext = await browser.newContext({ baseURL });
  try {
    const customerPage = await customerContext.newPage();
    await loginAs(customerPage, { phone: customer.phone, password: "neues-passwort-42" });
    const me = await customerPage.request.get("/api/auth/me");
    expect(await me.json()).toMatchObject({ id: customer.id });
  } finally {
    await customerContext.close();
  }
});

test("the card-payment switch on the settings tab is saved and logged", async ({ page }) => {
  await loginAs(page, admin);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Einstellungen" }).click();
  const cardSwitch = page.getByRole("switch", { name: "Kreditkartenzahlung für Kunden" });
  await expect(cardSwitch).toBeVisible();
  await expect(page.getByRole("list", { name: "Zugangsdaten" }).getByRole("listitem")).toHaveCount(5);
  await expect(page.getByRole("link", { name: "Zum Kreditkarten-Test" })).toHaveAttribute("href", "/admin-maxpay-test");

  // Switched and switched back, so the purchase tests running beside this one keep their state.
  const wasOn = await cardSwitch.isChecked();
  await cardSwitch.click();
  await expect(cardSwitch).toBeChecked({ checked: !wasOn });
  await cardSwitch.click();
  await expect(cardSwitch).toBeChecked({ checked: wasOn });

  await page.getByRole("tab", { name: "Protokoll" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Kreditkartenzahlung umgeschaltet" }).first()).toBeVisible();

  // The test page and back.
  await page.getByRole("tab", { name: "Einstellungen" }).click();
  await page.getByRole("link", { name: "Zum Kreditkarten-Test" }).click();
  await expect(page).toHaveURL(/\/admin-maxpay-test$/);
  await page.getByRole("link", { name: "Zurück zum Adminbereich" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Adminbereich" })).toBeVisible();
});

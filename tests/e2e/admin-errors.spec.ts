import { randomInt } from "node:crypto";
import { request, type Locator, type Page, type Route } from "@playwright/test";
import type { CreatedUser } from "../../src/server/db/seed/factories.ts";
import { loginAs } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { admin, baseURL, newMemberWith, toastItems } from "./payments.ts";
import { expectInsideScreen, expectNoViolations } from "./screen-fit.ts";

// What the administrator sees when a read or an action of /admin fails: a German message,
// a way to try again, and an account that is exactly as it was. The failures are answered
// in the browser, so the server never sees the failed request; Chromium logs each of them
// as a failed resource load.
test.use({ allowedConsoleErrors: ["status of", "net::ERR_FAILED"] });

/** The server's own answer to an unexpected error. */
const internalError = "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.";

const isPath = (path: string) => (url: URL) => url.pathname === path;

/** Only requests with this method are failed; every other one reaches the server. */
function failing(method: "GET" | "POST", answer: (route: Route) => Promise<void>) {
  return (route: Route) => (route.request().method() === method ? answer(route) : route.continue());
}

const serverError = (route: Route) =>
  route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: internalError }) });

/** A proxy's error page: an answer, but nothing the portal said. */
const gatewayPage = (route: Route) =>
  route.fulfill({ status: 502, contentType: "text/html", body: "<html><h1>502 Bad Gateway</h1></html>" });

const noAnswer = (route: Route) => route.abort("failed");

async function openAdmin(page: Page): Promise<void> {
  await loginAs(page, admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Adminbereich" })).toBeVisible();
}

/**
 * A dialog that stays open after a failed action says why inside itself, beside its button: on a
 * phone a toast at the foot of the screen would lie over that button.
 */
async function expectErrorInDialog(page: Page, dialog: Locator, description: string): Promise<void> {
  await expect(dialog.getByRole("alert")).toHaveText(description);
  await expect(toastItems(page)).toHaveCount(0);
}

async function expectErrorToast(page: Page, description: string): Promise<void> {
  const toast = toastItems(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("Fehler");
  await expect(toast).toContainText(description);
  await expect(toast).toHaveClass(/\bbg-destructive\b/);
}

/** The account as the server has it, read as the administrator (page.request is not routed). */
async function accountOf(page: Page, id: number) {
  const res = await page.request.get(`/api/admin/users/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    user: { subscription: { status: string } | null; hasActiveSubscription: boolean };
    memberships: { status: string; cancelledAt: string | null }[];
    credits: { balance: number; lastTransactions: unknown[] };
  };
}

async function cardPaymentsOnServer(page: Page): Promise<boolean> {
  const res = await page.request.get("/api/admin/settings/maxpay");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { enabled: boolean }).enabled;
}

/** A fresh member with a unique name, found in the list and opened in the detail dialog. */
async function openDetailOfNewMember(page: Page) {
  const name = `Lotte Fehlerfall${randomInt(100_000, 999_999)}`;
  const customer = await newMemberWith({ name });
  await openAdmin(page);
  await page.getByLabel("Name, Telefonnummer oder E-Mail suchen").fill(name);
  await page.getByRole("button", { name: `Details zu ${name} (ID ${customer.id})` }).click();
  const detail = page.getByRole("dialog", { name });
  await expect(detail.getByText(customer.phone).first()).toBeVisible();
  return { customer, detail };
}

/** Opens "Credits anpassen" from the user's detail and fills a bonus with its reason, not yet booked. */
async function fillBonusBooking(page: Page, detail: Locator, credits: string): Promise<Locator> {
  await detail.getByRole("button", { name: "Credits anpassen" }).click();
  const creditDialog = page.getByRole("dialog", { name: "Credits anpassen" });
  await creditDialog.getByLabel("Bonus gutschreiben").check();
  await creditDialog.getByLabel("Anzahl Credits").fill(credits);
  await creditDialog.getByLabel("Grund").fill("Ausgleich für eine gestörte Verbindung");
  return creditDialog;
}

async function canLogIn(customer: CreatedUser, password: string): Promise<boolean> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const res = await context.post("/api/auth/login", { data: { identifier: customer.phone, password } });
    return res.ok();
  } finally {
    await context.dispose();
  }
}

test.describe("Benutzer", () => {
  test("a user list that cannot be loaded says so and shows the users after 'Erneut versuchen'", async ({ page }) => {
    let answer: ((route: Route) => Promise<void>) | null = serverError;
    await page.route(isPath("/api/admin/users"), (route) => (answer ? answer(route) : route.continue()));
    await openAdmin(page);

    const alert = page.getByRole("alert").filter({ hasText: "Die Benutzer konnten nicht geladen werden." });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("table", { name: "Benutzer" })).toHaveCount(0);

    // Still failing, now without any answer: the message stays and the button works again.
    answer = noAnswer;
    await alert.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("button", { name: "Erneut versuchen" })).toBeEnabled();

    answer = null;
    await alert.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(alert).toBeHidden();
    const table = page.getByRole("table", { name: "Benutzer" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("button", { name: /^Details zu / }).first()).toBeVisible();
  });

  test("a detail that cannot be loaded says so inside the dialog and loads after 'Erneut versuchen'", async ({
    page,
  }) => {
    const name = `Lotte Fehlerfall${randomInt(100_000, 999_999)}`;
    const customer = await newMemberWith({ name });
    let fail = true;
    await page.route(isPath(`/api/admin/users/${customer.id}`), (route) =>
      fail ? serverError(route) : route.continue(),
    );
    await openAdmin(page);
    await page.getByLabel("Name, Telefonnummer oder E-Mail suchen").fill(name);
    await page.getByRole("button", { name: `Details zu ${name} (ID ${customer.id})` }).click();

    const dialog = page.getByRole("dialog", { name: "Benutzer" });
    await expect(dialog).toContainText(`Kundenkonto mit der ID ${customer.id}`);
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("Die Daten des Benutzers konnten nicht geladen werden.");
    await expect(dialog.getByRole("button", { name: "Mitgliedschaft kündigen" })).toHaveCount(0);

    fail = false;
    await alert.getByRole("button", { name: "Erneut versuchen" }).click();
    const detail = page.getByRole("dialog", { name });
    await expect(detail.getByText(customer.phone).first()).toBeVisible();
    await expect(detail.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("Aktionen im Benutzerdetail", () => {
  test("a failed cancellation says so, leaves the membership active and can be repeated", async ({ page }) => {
    const { customer, detail } = await openDetailOfNewMember(page);
    // page.unroute finds the route by its matcher, so the same function is kept for it.
    const actionPath = isPath(`/api/admin/users/${customer.id}/cancel-subscription`);
    await page.route(actionPath, serverError);
    page.on("dialog", (dialog) => void dialog.accept());

    const cancel = detail.getByRole("button", { name: "Mitgliedschaft kündigen" });
    await cancel.click();
    await expectErrorToast(page, internalError);
    await expect(cancel).toBeEnabled();
    await expect(detail.getByText("Aktueller Stand: Aktiv")).toBeVisible();
    const account = await accountOf(page, customer.id);
    expect(account.user.subscription?.status).toBe("active");
    expect(account.memberships.map((m) => m.cancelledAt)).toEqual([null]);

    // The same button works once the server answers again.
    await page.unroute(actionPath);
    await cancel.click();
    await expect(toastItems(page).filter({ hasText: "Mitgliedschaft gekündigt" })).toBeVisible();
    await expect(detail.getByText(/Aktueller Stand: Gekündigt – Zugang bis/)).toBeVisible();
  });

  test("a cancellation whose answer was lost shows the error and then what the server did", async ({ page }) => {
    const { customer, detail } = await openDetailOfNewMember(page);
    // The server cancels, but its answer never reaches the browser.
    await page.route(isPath(`/api/admin/users/${customer.id}/cancel-subscription`), async (route) => {
      await route.fetch();
      await route.abort("failed");
    });
    page.on("dialog", (dialog) => void dialog.accept());

    await detail.getByRole("button", { name: "Mitgliedschaft kündigen" }).click();
    await expectErrorToast(page, "Der Server ist nicht erreichbar.");
    await expect(detail.getByText(/Aktueller Stand: Gekündigt – Zugang bis/)).toBeVisible();
    expect((await accountOf(page, customer.id)).user.subscription?.status).toBe("cancelled");
  });

  test("a failed password reset says so, keeps the dialog and its input, and the old password still works", async ({
    page,
  }) => {
    const { customer, detail } = await openDetailOfNewMember(page);
    const actionPath = isPath(`/api/admin/users/${customer.id}/reset-password`);
    await page.route(actionPath, gatewayPage);

    await detail.getByRole("button", { name: "Passwort zurücksetzen" }).click();
    const resetDialog = page.getByRole("dialog", { name: "Passwort zurücksetzen" });
    await resetDialog.getByLabel("Neues Passwort").fill("anderes-passwort-7");
    const save = resetDialog.getByRole("button", { name: "Passwort speichern" });
    await save.click();
    await expectErrorInDialog(page, resetDialog, "Das Passwort konnte nicht zurückgesetzt werden.");
    await expect(resetDialog).toBeVisible();
    await expect(resetDialog.getByLabel("Neues Passwort")).toHaveValue("anderes-passwort-7");
    await expect(save).toBeEnabled();
    expect(await canLogIn(customer, customer.password)).toBe(true);
    expect(await canLogIn(customer, "anderes-passwort-7")).toBe(false);

    await page.unroute(actionPath);
    await save.click();
    await expect(toastItems(page).filter({ hasText: "Passwort zurückgesetzt" })).toBeVisible();
    await expect(resetDialog).toBeHidden();
    expect(await canLogIn(customer, "anderes-passwort-7")).toBe(true);
  });

  test("a credit booking without an answer says so, books nothing, and the repeat books once", async ({ page }) => {
    const { customer, detail } = await openDetailOfNewMember(page);
    const actionPath = isPath(`/api/admin/users/${customer.id}/credits`);
    await page.route(actionPath, noAnswer);

    const creditDialog = await fillBonusBooking(page, detail, "250");
    const book = creditDialog.getByRole("button", { name: "Buchen" });
    await book.click();
    await expectErrorInDialog(page, creditDialog, "Der Server ist nicht erreichbar.");
    await expect(creditDialog).toBeVisible();
    await expect(creditDialog.getByLabel("Anzahl Credits")).toHaveValue("250");
    await expect(book).toBeEnabled();
    const account = await accountOf(page, customer.id);
    expect(account.credits.balance).toBe(0);
    expect(account.credits.lastTransactions).toEqual([]);

    await page.unroute(actionPath);
    await book.click();
    await expect(toastItems(page).filter({ hasText: "Bonus gutgeschrieben" })).toBeVisible();
    await expect(creditDialog).toBeHidden();
    await expect(detail.getByText("250 Credits (2,50 €)").first()).toBeVisible();
    expect((await accountOf(page, customer.id)).credits.lastTransactions).toHaveLength(1);
  });

  test("a credit booking whose answer was lost is booked once, and its repeat says so", async ({ page }) => {
    const { customer, detail } = await openDetailOfNewMember(page);
    const actionPath = isPath(`/api/admin/users/${customer.id}/credits`);
    // The server books, but its answer never reaches the browser.
    await page.route(actionPath, async (route) => {
      await route.fetch();
      await route.abort("failed");
    });

    const creditDialog = await fillBonusBooking(page, detail, "300");
    await creditDialog.getByRole("button", { name: "Buchen" }).click();
    await expectErrorInDialog(page, creditDialog, "Der Server ist nicht erreichbar.");
    await expect.poll(async () => (await accountOf(page, customer.id)).credits.balance).toBe(300);

    // The same booking again, as an administrator unsure of the first one would do.
    await page.unroute(actionPath);
    await creditDialog.getByRole("button", { name: "Buchen" }).click();
    await expect(toastItems(page)).toContainText(
      "Dieser Vorgang wurde bereits gebucht; es wurde nichts erneut gebucht.",
    );
    await expect(creditDialog).toBeHidden();
    await expect(detail.getByText("300 Credits (3,00 €)").first()).toBeVisible();
    await expect(detail.getByRole("list", { name: "Letzte Buchungen" }).getByRole("listitem")).toHaveCount(1);
    const account = await accountOf(page, customer.id);
    expect(account.credits.balance).toBe(300);
    expect(account.credits.lastTransactions).toHaveLength(1);
  });
});

test.describe("Einstellungen", () => {
  test("a card-payment state that cannot be read says so, offers no switch, and shows it after 'Erneut versuchen'", async ({
    page,
  }) => {
    let fail = true;
    await page.route(
      isPath("/api/admin/settings/maxpay"),
      failing("GET", (route) => (fail ? serverError(route) : route.continue())),
    );
    await openAdmin(page);
    await page.getByRole("tab", { name: "Einstellungen" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Der Status konnte nicht geladen werden." });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("switch")).toHaveCount(0);
    // The credentials come from their own request and still show.
    await expect(page.getByRole("list", { name: "Zugangsdaten" }).getByRole("listitem")).toHaveCount(5);

    fail = false;
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole("switch", { name: "Kreditkartenzahlung für Kunden" })).toBeChecked({
      checked: await cardPaymentsOnServer(page),
    });
  });

  for (const { kind, answer, description } of [
    { kind: "an error answer", answer: serverError, description: internalError },
    { kind: "no answer", answer: noAnswer, description: "Die Einstellung konnte nicht gespeichert werden." },
  ]) {
    test(`a card-payment switch that gets ${kind} says so and keeps the saved state`, async ({ page }) => {
      // Answered here, so the real setting that other tests rely on never changes.
      await page.route(isPath("/api/admin/settings/maxpay"), failing("POST", answer));
      await openAdmin(page);
      await page.getByRole("tab", { name: "Einstellungen" }).click();
      const cardSwitch = page.getByRole("switch", { name: "Kreditkartenzahlung für Kunden" });
      await expect(cardSwitch).toBeVisible();
      const saved = await cardPaymentsOnServer(page);
      await expect(cardSwitch).toBeChecked({ checked: saved });

      await cardSwitch.click();
      await expectErrorToast(page, description);
      await expect(cardSwitch).toBeChecked({ checked: saved });
      await expect(cardSwitch).toBeEnabled();
      await expect(page.getByText(saved ? "Aktiviert" : "Deaktiviert", { exact: true })).toBeVisible();
      expect(await cardPaymentsOnServer(page)).toBe(saved);
    });
  }

  test("a switch whose answer was lost after saving shows the state read again afterwards", async ({ page }) => {
    await openAdmin(page);
    await page.getByRole("tab", { name: "Einstellungen" }).click();
    const cardSwitch = page.getByRole("switch", { name: "Kreditkartenzahlung für Kunden" });
    await expect(cardSwitch).toBeVisible();
    const saved = await cardPaymentsOnServer(page);

    // Played in the browser only: the real setting, which other tests rely on, stays as it is.
    let savedNow = saved;
    await page.route(isPath("/api/admin/settings/maxpay"), async (route) => {
      if (route.request().method() === "POST") {
        savedNow = !saved;
        return noAnswer(route);
      }
      return route.fulfill({ json: { enabled: savedNow } });
    });
    await cardSwitch.click();
    await expectErrorToast(page, "Die Einstellung konnte nicht gespeichert werden.");
    await expect(cardSwitch).toBeChecked({ checked: !saved });
    await expect(page.getByText(saved ? "Deaktiviert" : "Aktiviert", { exact: true })).toBeVisible();
  });
});

test.describe("Protokoll", () => {
  test("an audit log that cannot be loaded says so and shows the entries after 'Erneut versuchen'", async ({
    page,
  }) => {
    let fail = true;
    await page.route(isPath("/api/admin/audit-log"), (route) => (fail ? serverError(route) : route.continue()));
    await openAdmin(page);
    await page.getByRole("tab", { name: "Protokoll" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Das Protokoll konnte nicht geladen werden." });
    await expect(alert).toBeVisible();

    fail = false;
    await alert.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(alert).toBeHidden();
    // A fresh database may have no entries yet; either way the log itself is shown.
    await expect(
      page
        .getByRole("table", { name: "Protokoll der Verwaltung, neueste zuerst" })
        .or(page.getByText("Noch keine Einträge.")),
    ).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 720 } });

  test("a failed save in the password, credits and consultant dialogs is said inside the dialog, whose button stays free", async ({
    page,
  }) => {
    const { customer, detail } = await openDetailOfNewMember(page);
    await page.route(isPath(`/api/admin/users/${customer.id}/reset-password`), serverError);
    await page.route(isPath(`/api/admin/users/${customer.id}/credits`), serverError);
    await page.route(isPath("/api/admin/consultants"), failing("POST", serverError));

    await detail.getByRole("button", { name: "Passwort zurücksetzen" }).click();
    const resetDialog = page.getByRole("dialog", { name: "Passwort zurücksetzen" });
    await resetDialog.getByLabel("Neues Passwort").fill("anderes-passwort-7");
    const save = resetDialog.getByRole("button", { name: "Passwort speichern" });
    await save.click();
    await expectErrorInDialog(page, resetDialog, internalError);
    await expectInsideScreen(page, resetDialog, save, 375);
    await page.keyboard.press("Escape");
    await expect(resetDialog).toBeHidden();

    const creditDialog = await fillBonusBooking(page, detail, "100");
    const book = creditDialog.getByRole("button", { name: "Buchen" });
    await book.click();
    await expectErrorInDialog(page, creditDialog, internalError);
    await expectInsideScreen(page, creditDialog, book, 375);
    await expectNoViolations(page, "credits dialog with its error");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();

    await page.getByRole("tab", { name: "Berater" }).click();
    await page.getByRole("button", { name: "Berater anlegen" }).click();
    const consultantDialog = page.getByRole("dialog", { name: "Berater anlegen" });
    await consultantDialog.getByLabel("Name").fill("Orla Fehlerfall");
    await consultantDialog.getByLabel("Titel").fill("Runenleserin");
    await consultantDialog.getByLabel("Schwerpunkte").fill("Runen, Neuanfang");
    await consultantDialog
      .getByLabel("Beschreibung")
      .fill("Liest die Runen und spricht offen über das, was sie zeigen.");
    await consultantDialog.getByLabel("Durchwahl").fill("998");
    const saveConsultant = consultantDialog.getByRole("button", { name: "Speichern" });
    await saveConsultant.click();
    await expectErrorInDialog(page, consultantDialog, internalError);
    await expect(consultantDialog.getByLabel("Name")).toHaveValue("Orla Fehlerfall");
    await saveConsultant.scrollIntoViewIfNeeded();
    await expect(consultantDialog.getByRole("alert")).toBeInViewport();
    await saveConsultant.click({ trial: true, timeout: 2_000 });
  });
});

import { randomInt, randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { loginAs, newMember, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { earlyStartConsentName, orderButtonName, toastItems } from "./payments.ts";
import { consultantWithReviews, marker } from "./reviews.ts";

// The journeys a customer must be able to finish with the keyboard alone: Tab and Shift+Tab to
// move, Enter and Space to act, Escape to close, no click anywhere. Each control reached shows
// where the focus is.

/** A prerendered page's controls react only once the script has taken the page over (docs/decisions/0018). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("#root:not([data-prerendered]), #root[data-hydrated]")).toBeAttached();
}

/** The focused control (or the box around it, for a styled checkbox or radio) draws an outline or a ring. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const problem = await page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement)) return "nothing has the focus";
    if (!active.matches(":focus-visible")) return `${active.tagName} has the focus but not :focus-visible`;
    const drawn = (el: Element | null) => {
      if (!el) return false;
      const style = window.getComputedStyle(el);
      return (style.outlineStyle !== "none" && style.outlineWidth !== "0px") || style.boxShadow !== "none";
    };
    const label = active.id ? document.querySelector(`label[for="${active.id}"]`) : null;
    return drawn(active) || drawn(active.parentElement) || drawn(label)
      ? null
      : `${active.tagName} "${(active.textContent ?? "").trim().slice(0, 40)}" shows no focus`;
  });
  expect(problem).toBeNull();
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, then checks the focus is shown. */
async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
  await expectVisibleFocus(page);
}

/**
 * Types a date into a focused date input, part by part as a person does. The order of the parts
 * (day first or month first) follows the browser's own language, not the page's, so the other
 * order is typed when the first did not give the date; the field is emptied with Backspace.
 */
async function typeDate(page: Page, field: Locator, [year, month, day]: [string, string, string]): Promise<void> {
  await page.keyboard.type(`${day}${month}${year}`);
  if ((await field.inputValue()) === `${year}-${month}-${day}`) return;
  for (let part = 0; part < 3; part += 1) {
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Shift+Tab");
  }
  await page.keyboard.press("Tab");
  await expect(field).toBeFocused();
  await page.keyboard.type(`${month}${day}${year}`);
}

/** Tabs to `target` and presses `key` on it. */
async function press(page: Page, target: Locator, key: "Enter" | "Space" = "Enter"): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * In an open order dialog: Space ticks the early-start consent, Enter on the order button brings
 * PayPal's button, Enter on it opens PayPal's window, which is returned.
 */
async function orderWithPaypal(page: Page, dialog: Locator): Promise<Page> {
  const consent = dialog.getByRole("checkbox", { name: earlyStartConsentName });
  await press(page, consent, "Space");
  await expect(consent).toBeChecked();
  await press(page, dialog.getByRole("button", { name: orderButtonName, exact: true }));
  const paypal = dialog.getByRole("button", { name: "PayPal" });
  await expect(paypal).toBeVisible();
  const popup = page.waitForEvent("popup");
  await press(page, paypal);
  return popup;
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`with the keyboard alone at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("from the list filtered by rating to a consultant's page and the next page of reviews", async ({ page }) => {
      const word = marker();
      const { consultant } = await consultantWithReviews(
        { name: `Katja Taste ${word}` },
        Array.from({ length: 21 }, (_, index) => ({ stars: 5, daysAgo: 25 - index, text: `Bewertung ${index + 1}` })),
      );
      await consultantWithReviews({ name: `Lars Leise ${word}` }, [{ stars: 2, daysAgo: 3 }]);
      await page.goto(`/berater?suche=${word}`);
      await hydrated(page);
      const stars = page.getByRole("checkbox", { name: "Ab 4 Sternen" });
      await press(page, stars, "Space");
      await expect(page).toHaveURL(/[?&]bewertung=ab-4-sternen(&|$)/);
      const cards = page.getByRole("list", { name: "Beraterinnen und Berater" }).getByRole("article");
      await expect(cards).toHaveCount(1);

      // Focus on the card turns it; the focus stays on the name, which leads to the page.
      await press(page, cards.getByRole("link", { name: consultant.name, exact: true }));
      await expect(page.getByRole("heading", { level: 1, name: consultant.name })).toBeVisible();
      const reviews = page.getByRole("list", { name: "Bewertungen" }).getByRole("listitem");
      await expect(reviews).toHaveCount(20);
      await press(page, page.getByRole("button", { name: "Weitere Bewertungen anzeigen" }));
      await expect(reviews).toHaveCount(21);
      // The focus goes on to the review that was loaded.
      await expect(reviews.last()).toBeFocused();
      await expect(reviews.last()).toContainText("Bewertung 1");
    });

    test("a registration: the empty form sends the focus to the first field, the filled one logs in", async ({
      page,
    }) => {
      const digits = String(randomInt(0, 1_000_000_000)).padStart(9, "0");
      await page.goto("/registrieren");
      await hydrated(page);
      const form = page.getByRole("form", { name: "Registrieren" });
      const name = form.getByLabel("Name", { exact: true });

      await press(page, form.getByRole("button", { name: "Registrieren" }));
      await expect(form.getByRole("alert").first()).toBeVisible();
      await expect(name).toBeFocused();

      await page.keyboard.type(`Jonas Tastatur ${randomUUID().slice(0, 8)}`);
      await tabTo(page, form.getByLabel("Telefonnummer", { exact: true }));
      await page.keyboard.type(`+49 160 ${digits}`);
      const birthDate = form.getByLabel("Geburtsdatum", { exact: true });
      await tabTo(page, birthDate);
      await typeDate(page, birthDate, ["1980", "05", "17"]);
      await expect(birthDate).toHaveValue("1980-05-17");
      await tabTo(page, form.getByLabel("Passwort", { exact: true }));
      await page.keyboard.type("sternschnuppe9");
      await tabTo(page, form.getByLabel("Passwort bestätigen", { exact: true }));
      await page.keyboard.type("sternschnuppe9");
      await press(page, form.getByRole("button", { name: "Registrieren" }));

      await expect(page).toHaveURL(/\/profile$/);
    });

    test("the membership checkout up to PayPal: Escape closes the dialog, Space ticks the consent", async ({
      page,
    }) => {
      test.slow(); // the sandbox and a popup window
      await loginAs(page, await newUser());
      await page.goto("/subscribe");
      await hydrated(page);
      const opener = page.getByRole("button", { name: "Premium wählen" });
      await expect(opener).toBeEnabled();
      const dialog = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });

      await press(page, opener);
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await orderWithPaypal(page, dialog);
      await expect(
        page.getByRole("status").filter({ hasText: "Verbindung zu PayPal wird hergestellt..." }),
      ).toBeVisible();
    });

    test("a credits purchase, approved in the PayPal window, returns the focus to the package", async ({ page }) => {
      test.slow(); // the sandbox and a popup window
      await loginAs(page, await newUser());
      await page.goto("/credits");
      await hydrated(page);
      const opener = page.getByRole("button", { name: "Beliebtes Paket kaufen" });
      await press(page, opener);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const popup = await orderWithPaypal(page, dialog);

      const approve = popup.getByRole("button", { name: "Zahlung genehmigen" });
      await expect(approve).toBeVisible();
      const closed = popup.waitForEvent("close");
      await tabTo(popup, approve);
      await popup.keyboard.press("Enter");
      await closed;

      await expect(toastItems(page)).toContainText("Credits gutgeschrieben");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    for (const { path, confirm, received } of [
      { path: "/kuendigen", confirm: "Jetzt kündigen", received: "Ihre Kündigung ist bei uns eingegangen" },
      { path: "/widerrufen", confirm: "Widerruf bestätigen", received: "Ihr Widerruf ist bei uns eingegangen" },
    ]) {
      test(`${path}: both steps, back and forth between the two buttons of step 2`, async ({ page }) => {
        const member = await newMember();
        await loginAs(page, member);
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByLabel("Name", { exact: true })).toHaveValue(member.name);

        await press(page, page.getByRole("button", { name: "Weiter zur Bestätigung" }));
        await expect(page.getByText("Schritt 2 von 2")).toBeVisible();
        const final = page.getByRole("button", { name: confirm });
        await tabTo(page, final);
        await page.keyboard.press("Shift+Tab");
        await expect(page.getByRole("button", { name: "Angaben ändern" })).toBeFocused();
        await expectVisibleFocus(page);
        await page.keyboard.press("Tab");
        await expect(final).toBeFocused();
        await page.keyboard.press("Enter");

        await expect(page.getByRole("heading", { name: received })).toBeVisible();
      });
    }
  });
}

// A form sent with errors says what is wrong next to each field and puts the focus on the first
// of them, in the order the form shows them.
for (const { path, button } of [
  { path: "/registrieren", button: "Registrieren" },
  { path: "/signup", button: "Premium-Test für nur €1 starten" },
  { path: "/login", button: "Anmelden" },
  { path: "/forgot-password", button: "Link anfordern" },
  { path: "/kuendigen", button: "Weiter zur Bestätigung" },
  { path: "/widerrufen", button: "Weiter zur Bestätigung" },
  { path: "/contact", button: "Nachricht senden" },
  { path: "/barrierefreiheit", button: "Barriere melden" },
] as const) {
  test(`${path} sent empty puts the focus on its first field with an error`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const main = page.getByRole("main");
    await press(page, main.getByRole("button", { name: button, exact: true }));
    await expect(main.getByRole("alert").first()).toBeVisible();
    const firstInvalid = main.locator("[aria-invalid=true]").first();
    await expect(firstInvalid).toBeFocused();
    await expect(firstInvalid).toHaveAccessibleDescription(/\S/);
  });
}

// The data functions of /profile with the keyboard alone: correct the name, ask for the data,
// delete the account.
for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px the profile's data functions work with the keyboard alone`, async ({ page }) => {
    // One key press at a time through much of the long profile: on a busy machine that takes
    // longer than the default time.
    test.slow();
    await page.setViewportSize(viewport);
    const user = await newUser();
    await loginAs(page, user);
    await page.goto("/profile");
    await hydrated(page);

    await press(page, page.getByRole("button", { name: "Name ändern" }));
    const nameForm = page.getByRole("form", { name: "Name ändern" });
    await expect(nameForm.getByLabel("Neuer Name")).toBeFocused();
    await page.keyboard.type("Erika Tastatur");
    await tabTo(page, nameForm.getByLabel("Aktuelles Passwort"));
    await page.keyboard.type(user.password);
    await press(page, nameForm.getByRole("button", { name: "Speichern" }));
    await expect(nameForm).toBeHidden();
    await expect(page.getByText("Erika Tastatur").first()).toBeVisible();

    const exportPassword = page.getByLabel("Passwort zur Bestätigung", { exact: true });
    await tabTo(page, exportPassword);
    await page.keyboard.type(user.password);
    await press(page, page.getByRole("button", { name: "Daten anfordern" }));
    await expect(page.getByText(/Ihre Daten werden zusammengestellt|Ihre Daten stehen bereit/)).toBeVisible();

    const opener = page.getByRole("button", { name: "Konto löschen …" });
    await press(page, opener);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Konto löschen: Was geschieht" })).toBeVisible();
    // The dialog takes the focus once it listens for keys (a busy machine draws it first): from then
    // on, Escape closes it and gives the focus back to its opener.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await page.keyboard.press("Enter");
    await press(page, dialog.getByRole("button", { name: "Weiter" }));
    await expect(dialog.getByLabel("Ihr Passwort")).toBeFocused();
    await page.keyboard.type(user.password);
    await press(page, dialog.getByRole("button", { name: "Konto endgültig löschen" }));
    await expect(toastItems(page).filter({ hasText: "Konto gelöscht" })).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });
}

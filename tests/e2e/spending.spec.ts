import type { Locator, Page } from "@playwright/test";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { paypalAfterOrder, toastItems } from "./payments.ts";

// The spending limit page at a phone's and a desktop's width: limits that apply at once when
// lowered and wait 7 days when raised, a pause and its end, the glance on /profile and the way
// there from the navigation.

const longDate = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  day: "numeric",
  month: "long",
  year: "numeric",
});

interface View {
  pendingRaise: { effectiveAt: string } | null;
  pause: { endsAt: string | null } | null;
}

async function spendingView(page: Page): Promise<View> {
  const res = await page.request.get("/api/spending");
  expect(res.ok()).toBe(true);
  return (await res.json()) as View;
}

/** The value next to a label in a card's description list. */
function valueOf(scope: Locator, label: string): Locator {
  return scope.locator(`xpath=.//dl//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

const limitsCard = (page: Page) => page.getByRole("region", { name: "Ihr Limit" });

async function saveLimits(page: Page, monthly: string, daily: string): Promise<void> {
  const form = page.getByRole("form", { name: "Ausgabenlimit ändern" });
  await form.getByLabel("Limit pro Monat (Euro)").fill(monthly);
  await form.getByLabel("Limit pro Tag (Euro)").fill(daily);
  await form.getByRole("button", { name: "Limit speichern" }).click();
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a guest opening /ausgabenlimit is sent to the login", async ({ page }) => {
      await page.goto("/ausgabenlimit");
      await expect(page).toHaveURL(/\/login$/);
    });

    test("lowering applies at once, a raise waits 7 days with its date and can be withdrawn", async ({ page }) => {
      await loginAs(page, await newUser());
      await page.goto("/ausgabenlimit");
      await expect(page.getByRole("heading", { level: 1, name: "Ausgabenlimit" })).toBeVisible();
      await expect(page).toHaveTitle("Ausgabenlimit | Sternenruf");
      const card = limitsCard(page);
      await expect(card.getByText("Ein niedrigeres Limit gilt sofort.", { exact: false })).toBeVisible();

      await saveLimits(page, "100", "20");
      await expect(valueOf(card, "Pro Monat")).toHaveText("100,00 €");
      await expect(valueOf(card, "Pro Tag")).toHaveText("20,00 €");
      await expect(card.getByText("Geplante Änderung")).toHaveCount(0);

      await saveLimits(page, "300", "20");
      const pending = card.getByRole("status").filter({ hasText: "Geplante Änderung" });
      // The page shows the raise once the server has stored it; only then is the stored date read.
      await expect(pending).toBeVisible();
      const { pendingRaise } = await spendingView(page);
      expect(pendingRaise).not.toBeNull();
      const effective = longDate.format(new Date(pendingRaise?.effectiveAt ?? ""));
      await expect(pending).toContainText(`pro Monat 300,00 €, pro Tag 20,00 €, gilt ab ${effective}.`);
      // Until then the lower limit stays in force.
      await expect(valueOf(card, "Pro Monat")).toHaveText("100,00 €");

      await pending.getByRole("button", { name: "Erhöhung zurücknehmen" }).click();
      await expect(card.getByText("Geplante Änderung")).toHaveCount(0);
      await expect(valueOf(card, "Pro Monat")).toHaveText("100,00 €");
      expect((await spendingView(page)).pendingRaise).toBeNull();

      await saveLimits(page, "80", "");
      await expect(valueOf(card, "Pro Monat")).toHaveText("80,00 €");
      // Removing the daily limit is a raise: it waits, the old one stays.
      await expect(valueOf(card, "Pro Tag")).toHaveText("20,00 €");
    });

    test.describe("refused input", () => {
      // The browser logs the refused request itself.
      test.use({ allowedConsoleErrors: ["status of 400 (Bad Request)"] });

      test("bad input gets a German error and changes nothing", async ({ page }) => {
        await loginAs(page, await newUser());
        await page.goto("/ausgabenlimit");
        const card = limitsCard(page);
        await saveLimits(page, "50", "10");
        await expect(valueOf(card, "Pro Monat")).toHaveText("50,00 €");

        await saveLimits(page, "abc", "10");
        await expect(card.getByRole("alert")).toHaveText(
          "Bitte geben Sie einen ganzen Betrag in Euro ein, zum Beispiel 100.",
        );
        await expect(card.getByLabel("Limit pro Monat (Euro)")).toHaveAttribute("aria-invalid", "true");

        // The server's own words: a daily limit above the monthly one.
        await saveLimits(page, "40", "80");
        const alert = card.getByRole("alert");
        await expect(alert).toBeVisible();
        await expect(alert).toHaveText("Das Tageslimit darf nicht höher sein als das Monatslimit.");
        await expect(alert).not.toContainText(/HTTP|Error|Bad Request/);
        await expect(valueOf(card, "Pro Monat")).toHaveText("50,00 €");
        await expect(valueOf(card, "Pro Tag")).toHaveText("10,00 €");

        // An absurd amount.
        await saveLimits(page, "99999", "10");
        await expect(alert).toHaveText(/^Das Monatslimit muss ein ganzer Euro-Betrag von 1 bis 10\.000\s€ sein/);
        await expect(valueOf(card, "Pro Monat")).toHaveText("50,00 €");
      });
    });

    test("a pause starts at once, says so on /profile and /credits, and ends 24 hours after asking", async ({
      page,
    }) => {
      await loginAs(page, await newUser());
      await page.goto("/ausgabenlimit");
      const pause = page.getByRole("region", { name: "Pause einlegen" });
      await pause.getByRole("radio", { name: "7 Tage" }).check();
      await pause.getByRole("button", { name: "Pause einlegen" }).click();
      const dialog = page.getByRole("dialog", { name: "Pause einlegen?" });
      await expect(dialog).toContainText("für 7 Tage nicht möglich");
      await dialog.getByRole("button", { name: "Pause für 7 Tage einlegen" }).click();
      await expect(dialog).toBeHidden();

      const running = pause.getByRole("status");
      await expect(running).toContainText("Ihre Pause läuft bis zum");
      const notice = page.getByRole("status").filter({ hasText: "Sie haben eine Pause eingelegt" });
      await expect(notice).toBeVisible();

      await page.goto("/profile");
      await expect(page.getByText("Sie haben eine Pause eingelegt: Anrufe und Käufe sind bis zum")).toBeVisible();
      await page.goto("/credits");
      await expect(page.getByText("Sie haben eine Pause eingelegt: Anrufe und Käufe sind bis zum")).toBeVisible();

      await page.goto("/ausgabenlimit");
      await pause.getByRole("button", { name: "Pause beenden" }).click();
      const end = page.getByRole("dialog", { name: "Pause beenden?" });
      await expect(end).toContainText("Die Pause endet 24 Stunden nach Ihrer Bestätigung.");
      await end.getByRole("button", { name: "Pause in 24 Stunden beenden" }).click();
      await expect(end).toBeHidden();
      await expect(running).toContainText("das wird 24 Stunden nach Ihrer Bitte wirksam");
      await expect(pause.getByRole("button", { name: "Pause beenden" })).toHaveCount(0);

      const { pause: ended } = await spendingView(page);
      const endsAt = new Date(ended?.endsAt ?? "").getTime();
      expect(Math.abs(endsAt - Date.now() - 24 * 60 * 60_000)).toBeLessThan(5 * 60_000);
      await expect(running).toContainText(longDate.format(new Date(endsAt)));
    });

    test("a pause until the user ends it", async ({ page }) => {
      await loginAs(page, await newUser());
      await page.goto("/ausgabenlimit");
      const pause = page.getByRole("region", { name: "Pause einlegen" });
      await pause.getByRole("radio", { name: "bis ich sie beende" }).check();
      await pause.getByRole("button", { name: "Pause einlegen" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Pause bis auf Weiteres einlegen" }).click();
      await expect(pause.getByRole("status")).toHaveText(/Ihre Pause läuft, bis Sie sie beenden\./);
      await expect(
        page.getByText(
          "Sie haben eine Pause eingelegt: Anrufe und Käufe sind nicht möglich, bis Sie die Pause beenden.",
        ),
      ).toBeVisible();
    });

    test("the profile shows this month at a glance and leads to the limit page", async ({ page }) => {
      await loginAs(page, await newUser());
      await page.goto("/profile");
      const glance = page.getByRole("heading", { level: 3, name: "Ihre Ausgaben diesen Monat" }).locator("xpath=../..");
      await expect(valueOf(glance, "Gesamt")).toHaveText("0,00 €");
      await expect(valueOf(glance, "Mitgliedschaft")).toHaveText("0,00 €");
      await expect(valueOf(glance, "Credit-Käufe")).toHaveText("0,00 €");
      await expect(valueOf(glance, "Anrufe")).toHaveText("0,00 €");
      await expect(glance.getByText(/^Ihr Limit: /)).toBeVisible();
      await glance.getByRole("link", { name: "Ausgabenlimit und Pause" }).click();
      await expect(page).toHaveURL(/\/ausgabenlimit$/);
      await expect(page.getByRole("heading", { level: 1, name: "Ausgabenlimit" })).toBeVisible();
    });

    test("the limit page shows the month and the day, and where to find help", async ({ page }) => {
      await loginAs(page, await newUser());
      await page.goto("/ausgabenlimit");
      for (const title of ["Dieser Monat", "Heute"]) {
        const period = page.getByRole("region", { name: title });
        for (const kind of ["Mitgliederlinie", "Credit-Linie", "Credit-Käufe", "Mitgliedschaft", "Gesamt"]) {
          await expect(valueOf(period, kind)).toHaveText("0,00 €");
        }
        await expect(period.getByText(/^Setzt sich am \d{1,2}\. \S+ \d{4} zurück\.$/)).toBeVisible();
      }
      const help = page.getByRole("complementary", { name: "Hilfe und Hinweis" });
      await expect(help.getByRole("link", { name: "0800 111 0 111" })).toHaveAttribute("href", "tel:08001110111");
      await expect(help.getByRole("link", { name: "0800 111 0 222" })).toHaveAttribute("href", "tel:08001110222");
      await expect(help).toContainText("kostenfrei und rund um die Uhr");
      await expect(help).toContainText(
        "Unsere Beratungen ersetzen keine medizinische, psychologische oder rechtliche Beratung.",
      );
    });

    test("the monthly summary mail is on, and is turned off and on again with the keyboard", async ({ page }) => {
      await loginAs(page, await newUser());
      await page.goto("/ausgabenlimit");
      const card = page.getByRole("region", { name: "Monatsübersicht per E-Mail" });
      const box = card.getByRole("checkbox", { name: "Monatsübersicht per E-Mail erhalten" });
      await expect(box).toBeChecked();
      await box.focus();
      await page.keyboard.press("Space");
      await expect(toastItems(page)).toContainText("Monatsübersicht abbestellt");
      await expect(box).not.toBeChecked();
      expect(((await (await page.request.get("/api/spending")).json()) as { summaryMail: boolean }).summaryMail).toBe(
        false,
      );
      await page.reload();
      await expect(box).not.toBeChecked();
      await box.check();
      await expect(toastItems(page)).toContainText("Monatsübersicht bestellt");
      await expect(box).toBeChecked();
    });

    test("the navigation's account area leads to the limit page", async ({ page }) => {
      await loginAs(page, await newUser());
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
      if (viewport.width < 768) await nav.getByRole("button", { name: "Menü öffnen" }).click();
      // Written out on a phone, "Limit" in a desktop's bar.
      const link = nav.getByRole("link", { name: viewport.width < 768 ? "Ausgabenlimit" : "Limit", exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/ausgabenlimit$/);
      await expect(page.getByRole("heading", { level: 1, name: "Ausgabenlimit" })).toBeVisible();
    });

    test("the credits' order step names the limit every account starts with", async ({ page }) => {
      await loginAs(page, await newUser());
      await page.goto("/credits");
      await page.getByRole("button", { name: "Beliebtes Paket kaufen" }).click();
      await expect(page.getByRole("dialog")).toContainText(
        /Jedes Konto startet mit einem monatlichen Ausgabenlimit von 150\s€, das Sie jederzeit ändern können\./,
      );
    });

    test.describe("a purchase while paused", () => {
      // The browser logs the refused order itself.
      test.use({ allowedConsoleErrors: ["status of 409 (Conflict)"] });

      test("is refused with the server's own words, before PayPal is asked", async ({ page }) => {
        await loginAs(page, await newUser());
        await page.goto("/ausgabenlimit");
        const pause = page.getByRole("region", { name: "Pause einlegen" });
        await pause.getByRole("button", { name: "Pause einlegen" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Pause für 24 Stunden einlegen" }).click();
        await expect(pause.getByRole("status")).toContainText("Ihre Pause läuft bis zum");

        await page.goto("/credits");
        await page.getByRole("button", { name: "Beliebtes Paket kaufen" }).click();
        const dialog = page.getByRole("dialog", { name: "Credits kaufen" });
        await expect(dialog).toContainText("Sie haben eine Pause eingelegt: Anrufe und Käufe sind bis zum");
        await (await paypalAfterOrder(dialog)).click();
        await expect(toastItems(page)).toContainText("Fehler beim Kauf");
        await expect(toastItems(page)).toContainText(
          /Sie haben eine Pause eingelegt\. Käufe sind bis .+ nicht möglich\./,
        );
      });
    });
  });
}

test.describe("when the spending cannot be read", () => {
  test.use({ allowedConsoleErrors: ["status of 503"] });

  test("the profile's glance says so and reads again on 'Erneut versuchen'", async ({ page }) => {
    await loginAs(page, await newUser());
    let failing = true;
    await page.route("**/api/spending", (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Wartung"}' })
        : route.continue(),
    );
    await page.goto("/profile");
    const glance = page.getByRole("heading", { level: 3, name: "Ihre Ausgaben diesen Monat" }).locator("xpath=../..");
    await expect(glance.getByRole("alert")).toContainText("Die Ausgaben konnten nicht geladen werden.");
    failing = false;
    await glance.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(valueOf(glance, "Gesamt")).toHaveText("0,00 €");
  });
});

import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { extractText } from "unpdf";
import { formatBerlinDate } from "../../src/shared/domain/berlin-time.ts";
import { loginAs, newMember, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { creditReceiptTexts } from "../support/receipt-texts.ts";
import { recordCreditPurchase } from "./receipts.ts";

// "Zahlungen und Belege" on /profile, the receipts on /credits and "Nächste Zahlung", on a
// phone and on a desktop.

/** Clicks the receipt's link and reads the downloaded PDF's text. */
async function downloadedText(page: Page, linkName: RegExp): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).first().click(),
  ]);
  const path = await download.path();
  const { text } = await extractText(new Uint8Array(await readFile(path)), { mergePages: true });
  return { name: download.suggestedFilename(), text };
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the profile lists every payment with its receipt, and the receipt downloads as PDF", async ({ page }) => {
      const user = await newUser({ name: "Erika Beleg" });
      await recordCreditPurchase(user.id, 1000, 400);
      await loginAs(page, user);
      await page.goto("/profile");
      const section = page.getByRole("region", { name: "Zahlungen und Belege" });
      await expect(section).toBeVisible();
      const items = section.getByRole("listitem");
      await expect(items).toHaveCount(2);
      await expect(items.nth(0)).toContainText(/Erstattung zu Beleg \d{4}-\d{6}/);
      await expect(items.nth(0)).toContainText("-4,00 €");
      await expect(items.nth(1)).toContainText("Cosmos Credits, Schnupperpaket (1.000 Credits)");
      await expect(items.nth(1)).toContainText("10,00 €");
      await expect(items.nth(1)).toContainText("PayPal · teilweise erstattet");
      await expect(items.nth(1)).toContainText(formatBerlinDate(new Date()));
      const link = items.nth(1).getByRole("link", { name: /^Beleg \d{4}-\d{6} \(PDF\)$/ });
      await expect(link).toBeVisible();
      const number = ((await link.textContent()) ?? "").replace(/^Beleg (\S+) \(PDF\)$/, "$1");

      const { name, text } = await downloadedText(page, new RegExp(`^Beleg ${number} \\(PDF\\)$`));
      expect(name).toBe(`Beleg-${number}.pdf`);
      for (const expected of creditReceiptTexts({ customer: "Erika Beleg", number, date: new Date() }))
        expect(text).toContain(expected);
    });

    test("/credits links each credit purchase's receipt", async ({ page }) => {
      const user = await newUser();
      await recordCreditPurchase(user.id, 1000);
      await loginAs(page, user);
      await page.goto("/credits");
      const section = page.getByRole("region", { name: "Ihre Käufe und Belege" });
      await expect(section.getByRole("listitem")).toHaveCount(1);
      const { text } = await downloadedText(page, /^Beleg \d{4}-\d{6} \(PDF\)$/);
      expect(text).toContain("Cosmos Credits, Schnupperpaket (1.000 Credits)");
    });

    test("'Nächste Zahlung' names the date, the amount and the method", async ({ page }) => {
      const member = await newMember();
      await loginAs(page, member);
      await page.goto("/profile");
      const membership = page
        .getByRole("heading", { level: 3, name: "Mitgliedschaft", exact: true })
        .locator("xpath=../..");
      await expect(
        membership.locator(`xpath=.//dl//dt[normalize-space()="Nächste Zahlung"]/following-sibling::dd`),
      ).toHaveText(/^\d{2}\.\d{2}\.\d{4}: 4,99\s€ per PayPal$/);
      await expect(page.getByRole("region", { name: "Zahlungen und Belege" })).toContainText("Noch keine Zahlungen.");
    });
  });
}

import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { extractText } from "unpdf";
import { berlinMonthOf, formatMonth } from "../../src/shared/domain/horoscope-month.ts";
import { paymentRecordsFor } from "../support/payment-records.ts";
import { loginAs, newUser, withDatabase } from "./accounts.ts";
import { giveCredits, newConsultant, sendCreditCall } from "./credits.ts";
import { expect, test } from "./fixtures.ts";

// The call history's note for dropped credit calls, and the monthly statement's downloads.

const historyCard = (page: Page) =>
  page.getByRole("heading", { level: 3, name: "Anrufverlauf", exact: true }).locator("xpath=../..");
const statementCard = (page: Page) =>
  page.getByRole("heading", { level: 3, name: "Monatsübersicht", exact: true }).locator("xpath=../..");

async function downloaded(page: Page, linkName: string): Promise<{ download: Download; bytes: Buffer }> {
  const waiting = page.waitForEvent("download");
  await statementCard(page).getByRole("link", { name: linkName }).click();
  const download = await waiting;
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

/** A customer with three credit calls (two dropped) and a payment this month. */
async function customerWithCalls() {
  const user = await newUser();
  const consultant = await newConsultant({ credits_per_minute: 120, status: "available" });
  await giveCredits(user.id, 3000);
  await sendCreditCall(user.phone, consultant.extension, 45, { endReason: "network" });
  await sendCreditCall(user.phone, consultant.extension, 180, { endReason: "consultant" });
  await sendCreditCall(user.phone, consultant.extension, 120, { endReason: "caller" });
  await withDatabase((db) =>
    paymentRecordsFor(db).recordPayment(db, {
      provider: "paypal",
      providerPaymentId: `e2e-pay-${user.id}`,
      userId: user.id,
      subscriptionId: null,
      purpose: "credits",
      namedByOrderConfirmation: true,
      amountCents: 1999,
      currency: "EUR",
      paidAt: new Date(),
    }),
  );
  return { user, consultant };
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the call history says why a dropped credit call cost nothing or less", async ({ page }) => {
      const { user } = await customerWithCalls();
      await loginAs(page, user);
      await page.goto("/profile");
      const card = historyCard(page);
      const rows = card
        .getByRole("tabpanel")
        .getByRole("row")
        .filter({ has: page.getByRole("cell") });
      await expect(rows).toHaveCount(3);
      await expect(card.getByText("Verbindung abgebrochen: nicht berechnet", { exact: true })).toBeVisible();
      await expect(card.getByText("Verbindung abgebrochen: 1 Min. nicht berechnet", { exact: true })).toBeVisible();
      // The 45-second call cost nothing; the 180-second one 120 seconds at 120 credits a minute.
      // Credit calls are paid with credits, never shown in euro.
      await expect(
        rows.filter({ hasText: "nicht berechnet" }).filter({ hasNotText: "1 Min. nicht berechnet" }),
      ).toContainText("0 Credits");
      await expect(rows.filter({ hasText: "1 Min. nicht berechnet" })).toContainText("240 Credits");
      await expect(rows.filter({ hasNotText: "nicht berechnet" })).toContainText("240 Credits");
      await expect(rows.filter({ hasText: "€" })).toHaveCount(0);
      const box = await card.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(viewport.width);
    });

    test("downloads this month's statement as PDF and as CSV", async ({ page }) => {
      const { user, consultant } = await customerWithCalls();
      await loginAs(page, user);
      await page.goto("/profile");
      const month = berlinMonthOf(new Date());
      const card = statementCard(page);
      const picker = card.getByRole("combobox", { name: "Monat" });
      await expect(picker).toHaveValue(month);
      await expect(picker.getByRole("option")).toHaveText([formatMonth(month)]);

      const pdf = await downloaded(page, `Monatsübersicht ${formatMonth(month)} als PDF herunterladen`);
      expect(pdf.download.suggestedFilename()).toBe(`Kontoauszug-${month}.pdf`);
      const { text } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
      const flat = text.replace(/\s+/g, " ");
      for (const expected of [
        `Monatsübersicht ${formatMonth(month)}`,
        user.name,
        consultant.name,
        "Credit-Linie",
        "Verbindung abgebrochen: nicht berechnet",
        "Verbindung abgebrochen: 1 Min. nicht berechnet",
        "4,80 €",
        "Cosmos Credits",
        "PayPal",
        "19,99 €",
      ]) {
        expect(flat).toContain(expected);
      }

      const csv = await downloaded(page, `Monatsübersicht ${formatMonth(month)} als CSV herunterladen`);
      expect(csv.download.suggestedFilename()).toBe(`Kontoauszug-${month}.csv`);
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csv.bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
      expect(lines[0]).toBe(
        "Art;Datum;Uhrzeit;Linie bzw. Zahlungsart;Berater bzw. Leistung;Dauer (Min:Sek);Preis pro Minute (EUR);Credits;Betrag (EUR);Hinweis",
      );
      expect(lines.filter((line) => line.startsWith("Anruf;"))).toHaveLength(3);
      expect(lines).toContainEqual(expect.stringMatching(/^Zahlung;.*;PayPal;Cosmos Credits;;;;19,99;$/));
      expect(lines.at(-2)).toBe("Summe Anrufe;;;;;;;480;4,80;");
      expect(lines.at(-1)).toBe("Summe Zahlungen;;;;;;;;19,99;");
    });
  });
}

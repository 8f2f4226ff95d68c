import type { Locator, Page } from "@playwright/test";
import { cancellationTermText } from "../../src/shared/domain/membership-texts.ts";
import { expect, test } from "./fixtures.ts";
import { fillSignup, signupForm, uniqueSignup } from "./payments.ts";
import { openHome } from "./home-page.ts";

// What the membership costs, next to every offer of it, and one wording of the cancellation
// term on every page that states it (docs/decisions/0019-order-button-before-paypal.md).

const costBlock = (scope: Page | Locator) => scope.getByRole("region", { name: "Kosten der Mitgliedschaft" });

async function expectCostSummary(block: Locator, width: number): Promise<void> {
  await expect(block).toBeVisible();
  await expect(block).toContainText(/Wochenbeitrag\s*4,99\s€/);
  await expect(block).toContainText(/Umgerechnet pro Monat\s*21,62\s€\s*4,99\s€ × 52 Wochen ÷ 12 Monate/);
  await expect(block).toContainText(/Mindestbetrag bis zum frühesten Vertragsende\s*65,87\s€ bis 70,86\s€/);
  await expect(block).toContainText(/Lohnt sich ab\s*7 Minuten pro Woche/);
  const box = await block.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, "the block fits the screen").toBe(true);
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test("the hero says in one sentence that 69 cents a minute is the members' price, with the costs beside it", async ({
      page,
    }) => {
      await openHome(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Persönliche Beratung am Telefon: 69 Cent pro Minute für Premium-Mitglieder",
      );
      const overview = page.getByRole("complementary", { name: "Preise im Überblick" });
      await expectCostSummary(costBlock(overview), viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test("/pricing, /subscribe, the /berater banner and the registration section show the costs", async ({ page }) => {
      await page.goto("/pricing");
      await expectCostSummary(costBlock(page.getByRole("main")), viewport.width);
      await page.goto("/subscribe");
      await expectCostSummary(costBlock(page.getByRole("region", { name: "Premium" })), viewport.width);
      await page.goto("/berater");
      const banner = page.getByRole("region", { name: "Jetzt 0,69 €/Min. freischalten" });
      await expectCostSummary(costBlock(banner), viewport.width);
      await page.goto("/#register");
      const registration = page.locator("section#register");
      await expectCostSummary(costBlock(registration), viewport.width);
    });
  });
}

/** Every sentence of `text` that says when a cancellation takes effect. */
function cancellationTermSentences(text: string): string[] {
  // innerText ends every block with a line break, so a list item without a full stop ends there.
  return (text.replace(/[^\S\n]+/g, " ").match(/[^.\n]*Kündigung (wird|wirkt|zum)[^.\n]*\.?/g) ?? []).map((s) =>
    s.trim(),
  );
}

async function expectOneWording(scope: Locator, where: string): Promise<void> {
  const sentences = cancellationTermSentences(await scope.innerText());
  expect(sentences.length, `${where} states the cancellation term`).toBeGreaterThan(0);
  for (const sentence of sentences) expect(sentence, where).toBe(cancellationTermText);
}

test("every page that states the cancellation term uses the same sentence", async ({ page }) => {
  await openHome(page);
  await page.getByRole("button", { name: "Wie kann ich meine Mitgliedschaft kündigen?" }).click();
  await expectOneWording(page.locator("section").filter({ hasText: "Häufige Fragen" }).last(), "home FAQ");

  await page.goto("/pricing");
  await page.getByText("Wie kann ich meine Mitgliedschaft kündigen?").click();
  await expectOneWording(page.getByRole("main"), "/pricing");

  for (const path of ["/subscribe", "/agb", "/kuendigen"] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectOneWording(page.getByRole("main"), path);
  }

  await page.goto("/#register");
  await expectOneWording(page.locator("section#register"), "registration section");
});

test("a new account sees the same sentence in the order summary", async ({ page }) => {
  await page.goto("/#register");
  const section = page.locator("section#register");
  await fillSignup(section, uniqueSignup());
  const form = signupForm(section);
  await form.submit.click();
  await expect(form.payment).toBeVisible();
  // The payment choices load when first shown; the order button stands below their summary.
  await expect(form.payment.getByRole("button", { name: "Zahlungspflichtig bestellen" })).toBeVisible();
  await expectOneWording(form.payment, "order summary");
});

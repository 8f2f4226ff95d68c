import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openHome } from "./home-page.ts";

// Amounts in German order with a non-breaking space, "Mitgliedschaft" where the product's own
// words are not fixed, no badge on the only plan, and a long word that hyphenates on phones.

/**
 * The lines that each half of "Datenschutzerklärung" ("Datenschutz", "erklärung") takes, as the
 * tops of their letters' boxes: one line each when the word is whole or hyphenated between them,
 * more when the browser had to break inside a half (before the last letter, say).
 */
function linesOfHalves(element: Locator): Promise<{ first: number[]; second: number[] }> {
  return element.evaluate((node) => {
    const text = document.createTreeWalker(node, NodeFilter.SHOW_TEXT).nextNode();
    if (!(text instanceof Text)) throw new Error("no text");
    const range = document.createRange();
    const tops = (from: number, to: number) => {
      const found = new Set<number>();
      for (let i = from; i < to; i++) {
        // The letters only: where a soft hyphen's box lies is the browser's business.
        if (text.data[i] === "\u00ad") continue;
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        // A letter that starts a line may also report a box at the end of the line before: its own is the last.
        const box = [...range.getClientRects()].at(-1);
        if (box && box.width > 0) found.add(Math.round(box.top));
      }
      return [...found];
    };
    const split = text.data.indexOf("erkl");
    return { first: tops(0, split), second: tops(split, text.data.length) };
  });
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("'Datenschutzerklärung' in the signup's consent breaks with a hyphen, never before its last letter", async ({
    page,
  }) => {
    await page.goto("/register");
    const link = page.getByRole("form", { name: "Registrierung" }).getByRole("link", { name: "Datenschutzerklärung" });
    await expect(link).toBeVisible();
    const { first, second } = await linesOfHalves(link);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
  });

  test("the privacy statement's heading breaks with a hyphen, never before its last letter", async ({ page }) => {
    await page.goto("/datenschutz");
    const heading = page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" });
    await expect(heading).toBeVisible();
    const { first, second } = await linesOfHalves(heading);
    // Too wide for one line at this size: "Datenschutz-" above, "erklärung" below.
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(second[0]).toBeGreaterThan(first[0] ?? Infinity);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the home page names the first month's price as '1 €' with a non-breaking space", async ({ page }) => {
    await openHome(page);
    await expect(page.getByText("der erste Monat kostet 1", { exact: false })).toHaveText(/kostet 1\u00a0€\./);
  });

  test("the only plan carries no 'Empfohlen' badge", async ({ page }) => {
    await page.goto("/subscribe");
    const plan = page.getByRole("region", { name: "Premium" });
    await expect(plan.getByRole("button", { name: "Premium wählen" })).toBeVisible();
    await expect(plan.getByText("Empfohlen")).toHaveCount(0);
  });

  test("pages the spec does not word say 'Mitgliedschaft', not 'Abonnement'", async ({ page }) => {
    await page.goto("/subscription/cancel");
    await expect(page.getByRole("heading", { level: 1, name: "Mitgliedschaft abgebrochen" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("Abonnement");
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("Abonnement");
  });
});

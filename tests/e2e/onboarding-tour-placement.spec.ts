import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The home page's tour sits where it covers nothing of what its step points at (the parts
// marked data-tour-keep and data-tour-must; at least the latter): at 375 px it had covered
// "Jetzt registrieren / Preise ansehen", at 1280 px the call-price note. Closed, it hands the
// focus back into the page instead of dropping it on <body>.

const tourDialog = (page: Page) => page.getByRole("dialog").filter({ hasText: /Schritt \d von \d/ });

/** Whether the step's marked parts lie clear of the panel and below the sticky header. */
function clearOfPanel(page: Page, target: string, which: "all" | "must"): Promise<boolean> {
  return page.evaluate(
    ({ target, which }) => {
      const panel = document.querySelector('[role="dialog"]')?.getBoundingClientRect();
      const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      const selector =
        which === "must"
          ? `[data-tour-must="${target}"]`
          : `[data-tour-keep="${target}"], [data-tour-must="${target}"]`;
      const parts = Array.from(document.querySelectorAll(selector)).map((e) => e.getBoundingClientRect());
      if (!panel || parts.length === 0) return false;
      return parts.every(
        (r) =>
          r.top >= header - 1 &&
          !(r.top < panel.bottom && panel.top < r.bottom && r.left < panel.right && panel.left < r.right),
      );
    },
    { target, which },
  );
}

for (const { width, height, wholeHero } of [
  { width: 375, height: 667, wholeHero: false },
  { width: 375, height: 812, wholeHero: false },
  { width: 1280, height: 800, wholeHero: true },
]) {
  test.describe(`at ${width}×${height} px`, () => {
    test.use({ viewport: { width, height }, onboardingTour: "unseen" });

    test("each step leaves what it points at uncovered, and Escape returns the focus to the page", async ({ page }) => {
      await page.goto("/");
      const dialog = tourDialog(page);
      await expect(dialog).toBeVisible({ timeout: 15_000 });

      await expect(dialog).toContainText("Schritt 1 von 3");
      await expect.poll(() => clearOfPanel(page, "welcome", "must")).toBe(true);
      await expect(page.getByRole("link", { name: "Jetzt registrieren" })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("link", { name: "Preise ansehen" }).first()).toBeInViewport({ ratio: 1 });
      // Where the whole hero fits above the panel, all of it is clear, the price box's note too.
      if (wholeHero) await expect.poll(() => clearOfPanel(page, "welcome", "all")).toBe(true);

      await dialog.getByRole("button", { name: "Weiter" }).click();
      await expect(dialog).toContainText("Schritt 2 von 3");
      await expect.poll(() => clearOfPanel(page, "consultants", "must")).toBe(true);
      await expect(page.getByText(/^Mitglieder:.*0,69 €\/Min\./)).toBeInViewport({ ratio: 1 });

      await dialog.getByRole("button", { name: "Weiter" }).click();
      await expect(dialog).toContainText("Schritt 3 von 3");
      const cta = page.getByRole("link", { name: "Jetzt registrieren" });
      await expect
        .poll(async () => {
          const [link, panel] = await Promise.all([cta.boundingBox(), dialog.boundingBox()]);
          return Boolean(link && panel && link.y + link.height <= panel.y);
        })
        .toBe(true);

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      // The focus is in the page, on what the last step pointed at, not on <body>.
      await expect(cta).toBeFocused();
    });
  });
}

import type { Page } from "@playwright/test";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { orderButtonName, priceSummary } from "./payments.ts";

// The checkout dialog opens at its top: the focus starts on its title, not on the order button
// below the price summary (at 375 px it sat about 175 px below the visible part), and Tab
// reaches the order button only after the summary. It offers a choice of payment only when
// there is one.

async function answerPaymentMethods(page: Page, methods: { paypal: boolean; maxpay: boolean }): Promise<void> {
  await page.route("**/api/payment-methods", (route) => route.fulfill({ json: methods }));
}

/** An element's place in the dialog's scrolled content: the dialog's scrolling between two stops counts not. */
function placeInDialog(element: Element): number {
  const scroller = element.closest('[role="dialog"]');
  const top = element.getBoundingClientRect().top;
  return scroller ? top - scroller.getBoundingClientRect().top + scroller.scrollTop : top;
}

async function openCheckout(page: Page) {
  await loginAs(page, await newUser());
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Premium wählen" }).click();
  const dialog = page.getByRole("dialog", { name: "Premium-Mitgliedschaft abschließen" });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test("the checkout dialog starts on its title and reaches the order button after the summary", async ({ page }) => {
      await answerPaymentMethods(page, { paypal: true, maxpay: false });
      const dialog = await openCheckout(page);
      const title = dialog.getByRole("heading", { name: "Premium-Mitgliedschaft abschließen" });
      await expect(title).toBeFocused();
      expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
      await expect(title).toBeInViewport();
      await expect(dialog.getByText("Sie bezahlen mit PayPal.")).toBeVisible();
      await expect(dialog.getByText("Wählen Sie, wie Sie bezahlen möchten.")).toHaveCount(0);

      // Tab walks down: every stop before the order button lies above it, and the summary too.
      const orderButton = dialog.getByRole("button", { name: orderButtonName, exact: true });
      const summary = priceSummary(dialog).first();
      const stopsBefore: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        await page.keyboard.press("Tab");
        if (await orderButton.evaluate((element) => element === document.activeElement)) break;
        stopsBefore.push(await page.locator(":focus").evaluate(placeInDialog));
      }
      await expect(orderButton).toBeFocused();
      const orderTop = await orderButton.evaluate(placeInDialog);
      const summaryBottom =
        (await summary.evaluate(placeInDialog)) + (await summary.evaluate((e) => e.getBoundingClientRect().height));
      expect(summaryBottom).toBeLessThanOrEqual(orderTop + 1);
      expect(stopsBefore.length).toBeGreaterThan(0);
      for (const top of stopsBefore) expect(top).toBeLessThan(orderTop);
    });

    test("with both methods the dialog asks for a choice", async ({ page }) => {
      await answerPaymentMethods(page, { paypal: true, maxpay: true });
      const dialog = await openCheckout(page);
      await expect(dialog.getByText("Wählen Sie, wie Sie bezahlen möchten.")).toBeVisible();
      await expect(dialog.getByRole("tab", { name: "Kreditkarte" })).toBeVisible();
      await expect(dialog.getByRole("heading", { name: "Premium-Mitgliedschaft abschließen" })).toBeFocused();
    });
  });
}

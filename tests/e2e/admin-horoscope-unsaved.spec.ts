import { loginAs } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { admin } from "./payments.ts";

// The horoscope editor of /admin keeps what the administrator wrote: leaving the tab, the month
// or the page with unsaved texts asks first, and closing the browser tab gets the browser's question.

test.use({ viewport: { width: 1280, height: 900 } });

test("unsaved horoscope texts are not lost by switching tabs, months or pages without asking", async ({ page }) => {
  await loginAs(page, admin);
  await page.goto("/admin");
  const horoscopes = page.getByRole("tab", { name: "Horoskope" });
  await horoscopes.click();
  const love = page.getByLabel(/^Liebe & Partnerschaft/);
  await expect(love).toBeEditable();
  const before = await love.inputValue();
  const draft = `${before}\n\nNeuer Absatz, noch nicht gespeichert.`;
  await love.fill(draft);
  await expect(page.getByText("Es gibt ungespeicherte Änderungen.")).toBeVisible();

  const question = page.getByRole("alertdialog", { name: "Ungespeicherte Änderungen verwerfen?" });

  // Another tab: the question, and "Weiter bearbeiten" keeps tab and text.
  await page.getByRole("tab", { name: "Protokoll" }).click();
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Weiter bearbeiten" })).toBeFocused();
  await question.getByRole("button", { name: "Weiter bearbeiten" }).click();
  await expect(question).toBeHidden();
  await expect(horoscopes).toHaveAttribute("aria-selected", "true");
  await expect(love).toHaveValue(draft);

  // Escape keeps the text too.
  await page.getByRole("tab", { name: "Berater" }).click();
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(love).toHaveValue(draft);

  // Another month of the editor.
  const month = page.getByLabel("Monat", { exact: true });
  const shownMonth = await month.inputValue();
  const otherMonth = await month
    .locator("option")
    .evaluateAll(
      (options, shown) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== shown) ?? shown,
      shownMonth,
    );
  await month.selectOption(otherMonth);
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Weiter bearbeiten" }).click();
  await expect(month).toHaveValue(shownMonth);
  await expect(love).toHaveValue(draft);

  // A link to another page.
  await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Weiter bearbeiten" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(love).toHaveValue(draft);

  // Closing the browser tab or reloading: the browser asks.
  const asked = new Promise<string>((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.evaluate(() => window.location.reload());
  expect(await asked).toBe("beforeunload");
  await expect(love).toHaveValue(draft);

  // "Verwerfen" leaves, and the text is the saved one again.
  await page.getByRole("tab", { name: "Protokoll" }).click();
  await question.getByRole("button", { name: "Verwerfen" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole("tab", { name: "Protokoll" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Protokoll" })).toBeFocused();
  await horoscopes.click();
  await expect(love).toHaveValue(before);

  // Nothing unsaved: no question.
  await page.getByRole("tab", { name: "Benutzer" }).click();
  await expect(page.getByRole("tab", { name: "Benutzer" })).toHaveAttribute("aria-selected", "true");
  await expect(question).toHaveCount(0);

  // A link after "Verwerfen" leads on.
  await horoscopes.click();
  await love.fill(draft);
  await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
  await question.getByRole("button", { name: "Verwerfen" }).click();
  await expect(page).toHaveURL(/\/impressum$/);
});

test("the browser's Back button loses no unsaved horoscope text: it is back with the month", async ({ page }) => {
  await loginAs(page, admin);
  await page.goto("/impressum");
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Horoskope" }).click();
  const love = page.getByLabel(/^Liebe & Partnerschaft/);
  await expect(love).toBeEditable();
  const before = await love.inputValue();
  const draft = `${before}\n\nGeschrieben, dann Zurück gedrückt.`;
  await love.fill(draft);
  await expect(page.getByText("Es gibt ungespeicherte Änderungen.")).toBeVisible();

  // Back cannot be asked about in a single-page app; the text waits in this tab instead.
  await page.goBack();
  await expect(page).toHaveURL(/\/impressum$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("tab", { name: "Horoskope" }).click();
  await expect(love).toHaveValue(draft);
  await expect(
    page.getByText("Ihre nicht gespeicherten Texte aus dieser Sitzung sind wiederhergestellt."),
  ).toBeVisible();

  // "Verwerfen" forgets it for good.
  await page.getByRole("tab", { name: "Protokoll" }).click();
  await page
    .getByRole("alertdialog", { name: "Ungespeicherte Änderungen verwerfen?" })
    .getByRole("button", { name: "Verwerfen" })
    .click();
  await page.reload();
  await page.getByRole("tab", { name: "Horoskope" }).click();
  await expect(love).toHaveValue(before);
  await expect(page.getByText("Es gibt ungespeicherte Änderungen.")).toHaveCount(0);
});

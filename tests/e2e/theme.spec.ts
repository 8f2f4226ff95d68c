import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const themeOption = (page: Page, name: "Helles Design" | "Dunkles Design" | "Design wie im System") =>
  page.getByRole("radiogroup", { name: "Farbschema" }).getByRole("radio", { name });

const storedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem("theme"));

test("dark is applied, stored and kept after a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);

  await themeOption(page, "Dunkles Design").click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(themeOption(page, "Dunkles Design")).toHaveAttribute("aria-checked", "true");
  expect(await storedTheme(page)).toBe("dark");

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(themeOption(page, "Dunkles Design")).toHaveAttribute("aria-checked", "true");
});

test("light is stored and wins over a dark system setting after a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  const html = page.locator("html");
  // Nothing chosen yet: the system decides.
  await expect(html).toHaveClass(/\bdark\b/);

  await themeOption(page, "Helles Design").click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await storedTheme(page)).toBe("light");

  await page.reload();
  await expect(themeOption(page, "Helles Design")).toHaveAttribute("aria-checked", "true");
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test("system follows the colour scheme of the operating system, also while the page is open", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/contact");
  const html = page.locator("html");
  await themeOption(page, "Dunkles Design").click();
  await expect(html).toHaveClass(/\bdark\b/);

  await themeOption(page, "Design wie im System").click();
  await expect(themeOption(page, "Design wie im System")).toHaveAttribute("aria-checked", "true");
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await storedTheme(page)).toBe("system");

  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(themeOption(page, "Design wie im System")).toHaveAttribute("aria-checked", "true");
});

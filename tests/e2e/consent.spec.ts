import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

test.use({ consent: "undecided" });

const banner = (page: Page) => page.getByRole("dialog", { name: "Cookie-Einstellungen" });

/** Collects every request to Google's tag hosts from the first navigation on. */
function recordGoogleRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (req) => {
    if (/googletagmanager\.com|google-analytics\.com/.test(req.url())) urls.push(req.url());
  });
  return urls;
}

const storedConsent = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem("cookie-consent");
    return raw ? (JSON.parse(raw) as { analytics: boolean; marketing: boolean }) : null;
  });

test("before a choice the banner asks and nothing from Google is loaded", async ({ page }) => {
  const google = recordGoogleRequests(page);
  await page.goto("/");
  const dialog = banner(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Nur notwendige" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Einstellungen", exact: true })).toBeVisible();
  // Without a choice the visitor cannot simply close it.
  await expect(dialog.getByRole("button", { name: "Schließen" })).toHaveCount(0);
  await expect(dialog.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/impressum");

  await expect(page.locator("script#ga-script")).toHaveCount(0);
  await expect(page.locator("script#ads-script")).toHaveCount(0);
  expect(google).toEqual([]);
  expect(await storedConsent(page)).toBeNull();
});

test("'Nur notwendige' closes the banner for good and loads nothing", async ({ page }) => {
  const google = recordGoogleRequests(page);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Nur notwendige" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false });
  await expect(page.locator("script#ga-script")).toHaveCount(0);
  await expect(page.locator("script#ads-script")).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /69 Cent pro Minute/ })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator("script#ga-script")).toHaveCount(0);
  expect(google).toEqual([]);

  // The footer brings the settings back, with the choice made so far.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
  const dialog = banner(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Cookie-Einstellungen" })).toBeFocused();
  await expect(dialog.getByRole("checkbox", { name: "Statistik (Google Analytics)" })).not.toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /^Marketing/ })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toHaveCount(0);
  expect(google).toEqual([]);
});

test("'Alle akzeptieren' loads the analytics and the ads tag", async ({ page }) => {
  const google = recordGoogleRequests(page);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(banner(page)).toHaveCount(0);

  await expect(page.locator("script#ga-script")).toHaveAttribute(
    "src",
    /googletagmanager\.com\/gtag\/js\?id=G-E2ETEST$/,
  );
  await expect(page.locator("script#ads-script")).toHaveAttribute(
    "src",
    /googletagmanager\.com\/gtag\/js\?id=AW-E2ETEST$/,
  );
  await expect.poll(() => google.filter((url) => url.includes("id=G-E2ETEST"))).toHaveLength(1);
  await expect.poll(() => google.filter((url) => url.includes("id=AW-E2ETEST"))).toHaveLength(1);
  expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: true });

  // The choice holds on the next visit: the tags load again, the banner stays away.
  await page.reload();
  await expect(page.locator("script#ga-script")).toBeAttached();
  await expect(banner(page)).toHaveCount(0);
});

test("the settings offer unticked categories; Statistik alone loads analytics but no ads", async ({ page }) => {
  const google = recordGoogleRequests(page);
  await page.goto("/");
  const dialog = banner(page);
  await dialog.getByRole("button", { name: "Einstellungen", exact: true }).click();

  const necessary = dialog.getByRole("checkbox", { name: "Notwendig" });
  const analytics = dialog.getByRole("checkbox", { name: "Statistik (Google Analytics)" });
  const marketing = dialog.getByRole("checkbox", { name: "Marketing (Google Ads Conversion-Tracking)" });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(dialog.getByRole("button", { name: "Einstellungen", exact: true })).toHaveCount(0);

  await analytics.check();
  await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("script#ga-script")).toHaveAttribute("src", /id=G-E2ETEST$/);
  await expect.poll(() => google.filter((url) => url.includes("id=G-E2ETEST"))).toHaveLength(1);
  await expect(page.locator("script#ads-script")).toHaveCount(0);
  expect(google.filter((url) => url.includes("AW-E2ETEST"))).toEqual([]);
  expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: false });
});

test("the banner leaves the page usable: links work while it is open", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Kontakt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
  await expect(banner(page)).toBeVisible();
});

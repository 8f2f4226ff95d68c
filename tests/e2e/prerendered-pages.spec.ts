import type { Page } from "@playwright/test";
import { loginAs, newMember } from "./accounts.ts";
import { consultantPagePath } from "../../src/shared/domain/page-paths.ts";
import { expect, test } from "./fixtures.ts";
import { consultantWithReviews, marker } from "./reviews.ts";

// The public pages arrive as HTML a reader without JavaScript can read, and the script then
// takes over that markup without a mismatch (docs/decisions/0018-prerendered-public-pages.md).

const publicPages: Array<{ path: string; title: string; texts: string[] }> = [
  {
    path: "/",
    title: "Astrologie, Tarot und Hellsehen am Telefon | Sternenruf",
    texts: [
      "Seite wird geladen...",
      "Persönliche Beratung am Telefon: 69 Cent pro Minute für Premium-Mitglieder",
      "So funktioniert",
      "Ihre Vorteile als Mitglied",
      "Wie funktioniert die Mitgliedschaft?",
    ],
  },
  {
    path: "/berater",
    title: "Unsere Berater | Sternenruf",
    texts: ["<h1", "Unsere Berater", "Erfahrene Beraterinnen und Berater für Astrologie, Tarot und Hellsehen"],
  },
  { path: "/pricing", title: "Preise | Sternenruf", texts: ["<h1", "Premium-Mitgliedschaft", "Anrufgebühren"] },
  { path: "/impressum", title: "Impressum | Sternenruf", texts: ["<h1", "Impressum"] },
  { path: "/agb", title: "AGB | Sternenruf", texts: ["<h1", "§ 1 Geltungsbereich und Anbieter"] },
  { path: "/contact", title: "Kontakt | Sternenruf", texts: ["<h1", "Kontakt", "Schreiben Sie uns"] },
  {
    path: "/so-pruefen-wir-bewertungen",
    title: "So prüfen wir Bewertungen | Sternenruf",
    texts: ["<h1", "So prüfen wir Bewertungen", "Wer bewerten kann", "Verifizierter Anruf · 14 Min."],
  },
];

/** True once React has taken over the prerendered navigation (it marks the nodes it owns). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const nav = document.querySelector('nav[aria-label="Hauptnavigation"]');
    return nav !== null && Object.keys(nav).some((key) => key.startsWith("__reactFiber"));
  });

for (const { path, title, texts } of publicPages) {
  test(`${path} is real HTML with its title and text before any script runs`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('aria-label="Hauptnavigation"');
    expect(html).toContain("Verträge hier kündigen");
    for (const text of texts) expect(html, text).toContain(text);
  });

  test(`${path} is taken over by the script without a hydration error`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page).toHaveTitle(title);
    // The fixture fails the test on any console error, React's mismatch reports among them.
  });
}

test("a consultant's page arrives as its prerendered loading state and is taken over without an error", async ({
  page,
  request,
}) => {
  const { consultant } = await consultantWithReviews({ name: `Hanna Vorab ${marker()}` }, [{ stars: 5, daysAgo: 2 }]);
  const path = consultantPagePath(consultant.slug);
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>Beraterin oder Berater | Sternenruf</title>");
  expect(html).toContain("Beraterin oder Berater wird geladen...");
  expect(html).toContain("Verträge hier kündigen");

  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: consultant.name })).toBeVisible();
  await expect(page).toHaveTitle(`${consultant.name} – Beratung am Telefon | Sternenruf`);
});

test("pages that are not prerendered still get the plain shell", async ({ request }) => {
  const html = await (await request.get("/login")).text();
  expect(html).toContain("<title>Sternenruf</title>");
  expect(html).not.toContain("data-prerendered");
  expect((await request.get("/prerendered/home.html")).status()).toBe(404);
});

test("a member gets the member's view of a prerendered page, without a hydration error", async ({ page }) => {
  await loginAs(page, await newMember());
  await page.goto("/berater");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Unsere Berater" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "So rufen Sie an" })).toBeVisible();
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: /69 Cent pro Minute/ })).toBeVisible();
});

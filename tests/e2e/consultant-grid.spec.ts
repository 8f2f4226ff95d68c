import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { openDatabase } from "../../src/server/db/database.ts";
import { createConsultant, type ConsultantRow } from "../../src/server/db/seed/factories.ts";
import { expect, test } from "./fixtures.ts";

// The consultant grid's layout, its card front and its loading, empty and image states.

const grid = (page: Page) => page.getByRole("list", { name: "Beraterinnen und Berater" });
const cards = (page: Page) => grid(page).getByRole("article");

/** A consultant with more to say than the card front has room for; offline, so it sorts last. */
async function talkativeConsultant(): Promise<ConsultantRow> {
  const handle = openDatabase(process.env.E2E_DATABASE_URL ?? "");
  try {
    return await createConsultant(handle.db, {
      name: `Lyra Sternenstaub ${randomUUID().slice(0, 6)}`,
      // An unknown status reads like offline.
      status: "pause",
      specialties: "Tarot, Liebe, Beruf, Astrologie, Numerologie",
      description:
        "Lyra deutet seit über zwanzig Jahren die Karten und die Sterne. Sie nimmt sich Zeit für Ihre Fragen zu " +
        "Liebe, Partnerschaft und Beruf, verbindet die klassische Astrologie mit dem Tarot und der Numerologie und " +
        "begleitet Sie behutsam durch Zeiten des Umbruchs, bis Sie Ihren eigenen Weg wieder klar vor sich sehen.",
      image_url: null,
    });
  } finally {
    await handle.close();
  }
}

/** How many cards stand side by side in the first row. */
async function columnsOf(page: Page): Promise<number> {
  await expect(cards(page).first()).toBeVisible();
  const tops = await grid(page)
    .locator(":scope > li")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

for (const { width, columns } of [
  { width: 375, columns: 1 },
  { width: 800, columns: 2 },
  { width: 1100, columns: 3 },
]) {
  test(`at ${width} px the grid has ${columns} column${columns > 1 ? "s" : ""}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/berater");
    expect(await columnsOf(page)).toBe(columns);
  });
}

test.describe("the card front", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("names at most 3 specialties and clamps the description to 2 lines; the back has all", async ({ page }) => {
    const consultant = await talkativeConsultant();
    await page.goto("/berater");
    const card = page.getByRole("article", { name: consultant.name });
    await card.scrollIntoViewIfNeeded();
    const front = card.locator('[aria-hidden="false"]');
    await expect(front.getByRole("list", { name: "Schwerpunkte" }).getByRole("listitem")).toHaveText([
      "Tarot",
      "Liebe",
      "Beruf",
    ]);
    const description = front.getByText(/^Lyra deutet seit über zwanzig Jahren/);
    await expect(description).toHaveCSS("-webkit-line-clamp", "2");
    const box = await description.evaluate((el) => ({
      lines: el.clientHeight / Number.parseFloat(getComputedStyle(el).lineHeight),
      cut: el.scrollHeight > el.clientHeight,
    }));
    expect(box.lines).toBeCloseTo(2, 0);
    expect(box.cut, "the long description does not fit in two lines").toBe(true);
    await expect(front.getByText("Offline", { exact: true })).toBeVisible();

    await card.hover();
    await expect(card).toHaveAttribute("data-flipped", "true");
    const back = card.locator('[aria-hidden="false"]');
    await expect(back.getByRole("list", { name: "Schwerpunkte" }).getByRole("listitem")).toHaveText([
      "Tarot",
      "Liebe",
      "Beruf",
      "Astrologie",
      "Numerologie",
    ]);
    await expect(back.getByText(/begleitet Sie behutsam durch Zeiten des Umbruchs/)).toBeVisible();
  });

  test("the status reads Verfügbar, Besetzt or Offline as text", async ({ page }) => {
    await page.goto("/berater");
    await expect(cards(page).first()).toBeVisible();
    for (const [status, label] of [
      ["available", "Verfügbar"],
      ["busy", "Besetzt"],
      ["offline", "Offline"],
    ] as const) {
      const badges = page.locator(`[aria-hidden="false"] [data-status="${status}"]`);
      expect(await badges.count(), `a ${status} consultant is listed`).toBeGreaterThan(0);
      for (const text of await badges.allInnerTexts()) expect(text.trim()).toBe(label);
    }
  });

  test.describe("when the portraits cannot be loaded", () => {
    test.use({ allowedConsoleErrors: ["net::ERR_FAILED"] });

    test("'Bild nicht verfügbar' stands in for a portrait that fails, 'Kein Bild verfügbar' for none", async ({
      page,
    }) => {
      // Every demo consultant has a portrait; one without comes from the administration.
      const withoutImage = await talkativeConsultant();
      const consultants = (await (await page.request.get("/api/consultants")).json()) as Array<{
        name: string;
        imageUrl: string | null;
      }>;
      const withImage = consultants.find((c) => c.imageUrl);
      if (!withImage) throw new Error("the seed has consultants with a portrait");
      await page.route("**/portraits/**", (route) => route.abort("failed"));
      await page.goto("/berater");
      const broken = page.getByRole("article", { name: withImage.name }).locator('[aria-hidden="false"]');
      await broken.scrollIntoViewIfNeeded();
      await expect(broken.getByText("Bild nicht verfügbar", { exact: true })).toBeVisible();
      await expect(broken.getByRole("img", { name: `Porträt von ${withImage.name}` })).toHaveCount(0);
      const none = page.getByRole("article", { name: withoutImage.name }).locator('[aria-hidden="false"]');
      await none.scrollIntoViewIfNeeded();
      await expect(none.getByText("Kein Bild verfügbar", { exact: true })).toBeVisible();
    });
  });
});

test("'Berater werden geladen...' shows until the list arrives", async ({ page }) => {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/api/consultants",
    async (route) => {
      await answered;
      await route.continue();
    },
  );
  await page.goto("/berater");
  const loading = page.getByRole("status").filter({ hasText: "Berater werden geladen..." });
  await expect(loading).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  release();
  await expect(cards(page).first()).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test("'Derzeit sind keine Berater verfügbar.' when the list is empty", async ({ page }) => {
  await page.route(
    (url) => url.pathname === "/api/consultants",
    (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
  );
  await page.goto("/berater");
  await expect(page.getByText("Derzeit sind keine Berater verfügbar.", { exact: true })).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  await expect(page.getByText("Berater werden geladen...")).toHaveCount(0);
});

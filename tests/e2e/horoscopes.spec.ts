import type { Page } from "@playwright/test";
import { createHoroscopeMonth, createHoroscopeProfile, createMember } from "../../src/server/db/seed/factories.ts";
import { demoHoroscopes } from "../../src/server/db/seed/demo-horoscopes.ts";
import { addMonths, berlinMonthOf, formatMonth } from "../../src/shared/domain/horoscope-month.ts";
import { paragraphsOf } from "../../src/shared/domain/simple-markdown.ts";
import { loginAs, newUser, withDatabase } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { admin, toastItems } from "./payments.ts";

// The members' monthly horoscopes: members read every sign and the archive, everyone else the
// first paragraph and the offer; the administrator publishes a month (docs/decisions/0016).

const current = berlinMonthOf(new Date());
const previous = addMonths(current, -1);

/** A published month with texts (whoever wrote it first), and that month's texts of one sign. */
async function publishedMonth(month: string, sign: string): Promise<{ love: string; tip: string }> {
  return withDatabase(async (db) => {
    const exists = await db
      .selectFrom("horoscope_months")
      .select("month")
      .where("month", "=", month)
      .executeTakeFirst();
    if (!exists) await createHoroscopeMonth(db, month, demoHoroscopes(month)).catch(() => undefined);
    return db
      .selectFrom("horoscope_texts")
      .select(["love", "tip"])
      .where("month", "=", month)
      .where("sign", "=", sign)
      .executeTakeFirstOrThrow();
  });
}

const firstParagraph = (text: string) => paragraphsOf(text)[0] ?? "";
const secondParagraph = (text: string) => paragraphsOf(text)[1] ?? "";

async function expectTeaserOnly(page: Page, texts: { love: string; tip: string }): Promise<void> {
  await page.goto("/horoskope");
  await expect(page.getByRole("heading", { level: 1, name: "Monatshoroskope" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Widder" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2 }).filter({ hasText: /^.?\s*Fische$/ })).toBeVisible();
  await expect(main.getByText(firstParagraph(texts.love))).toBeVisible();
  await expect(main.getByRole("link", { name: "Jetzt Mitglied werden" }).first()).toHaveAttribute("href", "/subscribe");
  expect(await page.content()).not.toContain(secondParagraph(texts.love));
  expect(await page.content()).not.toContain(texts.tip.replaceAll("**", ""));
  await expect(main.getByRole("heading", { name: "Tipp des Monats" })).toHaveCount(0);
}

test("a guest and a customer see the first paragraph of each sign and the offer, never the full text", async ({
  page,
}) => {
  const widder = await publishedMonth(current, "widder");
  await expectTeaserOnly(page, widder);
  await expect(page.getByLabel("Archiv: Monat wählen")).toHaveCount(0);

  await loginAs(page, await newUser());
  await expectTeaserOnly(page, widder);
  await expect(
    page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: `Ihr Horoskop für ${formatMonth(current)}` }),
  ).toHaveCount(0);
});

test("a member reads their sign on the profile, changes it by birth date, and reads all signs and the archive", async ({
  page,
}) => {
  const krebs = await publishedMonth(current, "krebs");
  const widder = await publishedMonth(current, "widder");
  const earlierWidder = await publishedMonth(previous, "widder");
  const member = await withDatabase(async (db) => {
    const created = await createMember(db);
    await createHoroscopeProfile(db, created.id, { sign: "krebs", monthlyMail: false });
    return created;
  });
  await loginAs(page, member);

  await page.goto("/profile");
  const card = page
    .getByRole("main")
    .locator("section", { has: page.getByRole("heading", { name: /Ihr Horoskop für/ }) });
  await expect(page.getByRole("heading", { name: `Ihr Horoskop für ${formatMonth(current)}` })).toContainText("Krebs");
  await expect(card.getByText(secondParagraph(krebs.love))).toBeVisible();

  // 21 March is the first day of Widder.
  await page.getByLabel("oder Geburtsdatum").fill("1990-03-21");
  await page.getByLabel(/Monatshoroskop jeden Monatsersten per E-Mail/).check();
  await page.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(toastItems(page).filter({ hasText: "Ihre Horoskop-Einstellungen wurden gespeichert." })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Ihr Horoskop für ${formatMonth(current)}` })).toContainText("Widder");
  await expect(page.getByLabel("Sternzeichen")).toHaveValue("widder");
  await page.reload();
  await expect(page.getByLabel(/Monatshoroskop jeden Monatsersten per E-Mail/)).toBeChecked();

  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: `Ihr Horoskop für ${formatMonth(current)}` })
    .click();
  await expect(page).toHaveURL(/\/horoskope$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("region", { name: "Widder" }).getByText(secondParagraph(widder.love))).toBeVisible();
  await expect(main.getByRole("heading", { name: "Tipp des Monats" })).toHaveCount(12);
  await expect(main.getByRole("link", { name: "Jetzt Mitglied werden" })).toHaveCount(0);

  await page.getByLabel("Archiv: Monat wählen").selectOption(previous);
  await expect(main.getByRole("heading", { name: `Ihr Monatshoroskop für ${formatMonth(previous)}` })).toBeVisible();
  await expect(
    main.getByRole("region", { name: "Widder" }).getByText(secondParagraph(earlierWidder.love)),
  ).toBeVisible();
});

test("the administrator corrects a draft, previews it and publishes the month; a member reads it", async ({
  page,
  browser,
}) => {
  await publishedMonth(current, "widder");
  const month = addMonths(current, -2);
  await withDatabase(async (db) => {
    const exists = await db
      .selectFrom("horoscope_months")
      .select("month")
      .where("month", "=", month)
      .executeTakeFirst();
    if (!exists) await createHoroscopeMonth(db, month, demoHoroscopes(month), { published: false });
  });
  await loginAs(page, admin);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Horoskope" }).click();
  await page.getByLabel("Monat", { exact: true }).selectOption(month);
  await expect(page.getByText(/Entwurf: 12 von 12 Sternzeichen vollständig/)).toBeVisible();
  await page.getByLabel("Sternzeichen", { exact: true }).selectOption("loewe");
  const love = page.getByLabel("Liebe & Partnerschaft (Löwe)");
  await love.fill(
    "Ein **mutiger** Monat für Ihr Herz.\n\nIm zweiten Absatz steht *nur* für Mitglieder: <b>kein HTML</b>.",
  );
  const preview = page.getByRole("region", { name: "Vorschau für Mitglieder: Löwe" });
  await expect(preview.locator("strong", { hasText: "mutiger" })).toBeVisible();
  await expect(preview.locator("em", { hasText: "nur" })).toBeVisible();
  await expect(preview.getByText("<b>kein HTML</b>", { exact: false })).toBeVisible();
  await expect(preview.locator("b")).toHaveCount(0);

  await page.getByRole("button", { name: "Monat veröffentlichen" }).click();
  await expect(
    toastItems(page).filter({ hasText: `Die Horoskope für ${formatMonth(month)} sind veröffentlicht.` }),
  ).toBeVisible();
  await expect(page.getByText(/^Veröffentlicht am /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Korrektur speichern" })).toBeVisible();

  await page.getByRole("tab", { name: "Protokoll" }).click();
  await expect(page.getByRole("cell", { name: "Horoskope veröffentlicht" }).first()).toBeVisible();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await loginAs(memberPage, await withDatabase((db) => createMember(db)));
  await memberPage.goto("/horoskope");
  await memberPage.getByLabel("Archiv: Monat wählen").selectOption(month);
  const loewe = memberPage.getByRole("region", { name: "Löwe" });
  await expect(loewe.locator("strong", { hasText: "mutiger" })).toBeVisible();
  await expect(loewe.getByText("Im zweiten Absatz steht")).toBeVisible();
  await memberContext.close();
});

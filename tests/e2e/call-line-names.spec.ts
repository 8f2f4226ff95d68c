import type { Locator, Page } from "@playwright/test";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { callWays, withoutMembershipAnswer } from "../../src/shared/domain/call-guide.ts";
import { openHome } from "./home-page.ts";

// The 1,49 € line is named by whom it is for wherever a visitor reads it; a card's call control
// says when it does not reach that card's consultant; and what sets the three per-minute prices
// apart is said once, above the cards.

/** The tariff's name, which read like the Premium membership's own number. */
const tariffName = /Premium-?\s?(Nummer|Rufnummer|Linie)|Premiumnummer/i;

const grid = (page: Page) => page.getByRole("list", { name: "Beraterinnen und Berater" });
const cards = (page: Page) => grid(page).getByRole("article");
const shownFace = (card: Locator) => card.locator('[aria-hidden="false"]');
const callWaysLine = callWays.map((way) => `${way.name}: ${way.text}`).join(" · ");

async function premiumPhoneNumber(page: Page): Promise<string> {
  const config = (await (await page.request.get("/api/config")).json()) as { premiumPhoneNumber: string };
  return config.premiumPhoneNumber;
}

/** Every word of the page, hidden card faces and the no-script copy included, and every aria-label. */
function allWords(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.title,
      document.body.textContent ?? "",
      ...[...document.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label")),
    ].join("\n"),
  );
}

/** The card's control for the line without membership, a tel: link on phones and a button on wider screens. */
function callControl(card: Locator, width: number): Locator {
  return width < 768
    ? shownFace(card).getByRole("link", { name: /^Ohne Mitgliedschaft anrufen/ })
    : shownFace(card).getByRole("button", { name: /^Ohne Mitgliedschaft anrufen/ });
}

async function occurrences(page: Page, text: string): Promise<number> {
  const words = await page.locator("main").innerText();
  return words.split(text).length - 1;
}

const visitors = [
  { who: "a guest", logIn: async () => {} },
  { who: "a customer without membership", logIn: async (page: Page) => loginAs(page, await newUser()) },
];

for (const width of [375, 1280]) {
  for (const { who, logIn } of visitors) {
    test.describe(`${who} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("reads no 'Premium-Nummer' on the home page, /berater, /pricing, the FAQs, AGB and Impressum", async ({
        page,
      }) => {
        await logIn(page);
        const number = await premiumPhoneNumber(page);
        // Each page is read once the number (the Impressum: the tariff) is on it, so the words around it are there too.
        const readPage = async (path: string, open?: () => Promise<void>, shows = number) => {
          await page.goto(path);
          await expect(page.getByRole("main")).toContainText(shows);
          await open?.();
          expect.soft(await allWords(page), path).not.toMatch(tariffName);
        };

        await readPage("/", () =>
          page.getByRole("button", { name: "Kann ich auch ohne Mitgliedschaft anrufen?" }).click(),
        );
        await readPage("/berater", async () => {
          const card = cards(page).first();
          expect.soft(await shownFace(card).innerText(), "the card's front").not.toMatch(tariffName);
          await card.getByRole("button", { name: "Mehr erfahren" }).dispatchEvent("click");
          await expect(card).toHaveAttribute("data-flipped", "true");
          await expect(shownFace(card)).toContainText(number);
          expect.soft(await shownFace(card).innerText(), "the card's back").not.toMatch(tariffName);
        });
        await readPage("/pricing", () => page.getByText("Kann ich auch ohne Mitgliedschaft anrufen?").click());
        await readPage("/agb");
        await readPage("/impressum", undefined, "Tarif P3");
      });

      test("reads one name for the line, with its number and price, on the card, /pricing, the FAQs, AGB and Impressum", async ({
        page,
      }) => {
        await logIn(page);
        const number = await premiumPhoneNumber(page);

        await openHome(page);
        await page.getByRole("button", { name: "Kann ich auch ohne Mitgliedschaft anrufen?" }).click();
        await expect(page.getByRole("region", { name: "Kann ich auch ohne Mitgliedschaft anrufen?" })).toHaveText(
          withoutMembershipAnswer,
        );

        await page.goto("/berater");
        const card = shownFace(cards(page).first());
        await expect(card).toContainText(`Ohne Mitgliedschaft: ${number}`);
        await expect(card).toContainText("1,49 €/Min. inkl. MwSt., ab 18");

        await page.goto("/pricing");
        const pricing = page.getByRole("main");
        await expect(pricing).toContainText(
          `${number} (1,49 €/Min. inkl. MwSt., ab 18), allgemeine Nummer ohne Durchwahl`,
        );
        await page.getByText("Kann ich auch ohne Mitgliedschaft anrufen?").click();
        await expect(pricing).toContainText(withoutMembershipAnswer);

        await page.goto("/agb");
        await expect(page.getByRole("main")).toContainText(`allgemeine Nummer ohne Durchwahl (${number}, 1,49 €/Min.)`);

        await page.goto("/impressum");
        await expect(page.getByRole("main")).toContainText("1,49 €/Min. (Nummer ohne Mitgliedschaft, Tarif P3)");
      });

      test("a card's call control says it does not reach that consultant, and dials the general line", async ({
        page,
      }) => {
        await logIn(page);
        await page.goto("/berater");
        const card = cards(page).first();
        const name = await card.getByRole("heading").first().innerText();
        const control = callControl(card, width);
        await expect(control).toBeVisible();
        await expect(control).toHaveAccessibleName(`Ohne Mitgliedschaft anrufen nicht direkt zu ${name}`);
        // Said on the control itself, not only to screen readers.
        await expect(control).toContainText(`nicht direkt zu ${name}`);
        if (width < 768) {
          const digits = (await premiumPhoneNumber(page)).replace(/\D/g, "");
          await expect(control).toHaveAttribute("href", `tel:${digits}`);
        } else {
          await control.dispatchEvent("click");
          await expect(control).toHaveAttribute("aria-expanded", "true");
          await expect(shownFace(card).getByText(/^Ohne Mitgliedschaft: 0900/)).toBeVisible();
        }
        // The way that does reach her stays the card's first offer.
        await expect(shownFace(card).getByRole("link", { name: "0,69€/ Minute für Mitglieder" })).toHaveAttribute(
          "href",
          "/subscribe",
        );
      });

      test("what sets the three prices apart is said once, above the cards", async ({ page }) => {
        await logIn(page);
        for (const path of ["/berater", "/"]) {
          await page.goto(path);
          await expect(cards(page).first()).toBeVisible();
          await expect(page.getByText(callWaysLine)).toBeVisible();
          expect(await occurrences(page, callWaysLine), path).toBe(1);
          // Above the first card, where the choice is made.
          const line = await page.getByText(callWaysLine).boundingBox();
          const firstCard = await cards(page).first().boundingBox();
          expect((line?.y ?? Infinity) < (firstCard?.y ?? -Infinity), path).toBe(true);
        }
      });
    });
  }
}

import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { request, type Page } from "@playwright/test";
import { signBody } from "../../src/server/modules/telephony/signature.ts";
import { consultantPagePath } from "../../src/shared/domain/page-paths.ts";
import { holdSessionCheck, loginAs, newUser } from "./accounts.ts";
import { newConsultant } from "./credits.ts";
import { expect, test } from "./fixtures.ts";
import { streamOpen, watchStreams } from "./live-status-page.ts";
import { outboxSnapshot, waitForMailTo } from "./outbox.ts";
import { baseURL } from "./payments.ts";
import { boxesInOneFrame } from "./screen-fit.ts";

// These tests are about the live status: its stream may connect (fixtures.ts).
test.use({ liveStatus: true });

// Favourites and "Benachrichtigen, wenn verfügbar" (docs/decisions/0042): the heart on the card,
// "Meine Berater" on the profile with the alert, the carrier's signed push that makes the
// consultant available, and the mail in the outbox; a guest is asked to log in.

const grid = (page: Page) => page.getByRole("list", { name: "Beraterinnen und Berater" });
const cardOf = (page: Page, name: string) => grid(page).getByRole("article").filter({ hasText: name });
/** The heart on a consultant's card (it loads after the card, in an empty box of its size). */
const heartIn = (page: Page, name: string) => cardOf(page, name).locator("button[aria-pressed]");
/** The consultant's entry in "Meine Berater" on the profile. */
const myConsultant = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });

async function pushStatus(extension: string, status: string): Promise<void> {
  const secret = process.env.E2E_TELEPHONY_SECRET;
  if (!secret) throw new Error("The telephony secret is not set; run the browser tests through scripts/e2e.ts");
  // Its own pushId: the same status twice within a second is two pushes (docs/telephony.md).
  const body = JSON.stringify({ extension, status, pushId: randomUUID() });
  const context = await request.newContext({ baseURL });
  try {
    const res = await context.post("/api/telephony/consultant-status", {
      headers: { "content-type": "application/json", "x-signature": signBody(body, secret) },
      data: body,
    });
    if (!res.ok()) throw new Error(`status push refused: ${res.status()} ${await res.text()}`);
  } finally {
    await context.dispose();
  }
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const scan = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .include("main")
    .analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a favourite set on the card is on the profile, and its alert mails when the consultant becomes available", async ({
      page,
    }) => {
      const word = randomUUID().slice(0, 8);
      const consultant = await newConsultant({ name: `Selene Herz ${word}`, status: "offline" });
      const user = await newUser();
      await loginAs(page, user);

      await page.goto(`/berater?suche=${word}`);
      const heart = heartIn(page, consultant.name);
      await expect(heart).toHaveAccessibleName("Zu Favoriten hinzufügen");
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.focus();
      await page.keyboard.press("Enter");
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await expect(heart).toHaveAccessibleName("Aus Favoriten entfernen");
      await expectNoAxeViolations(page);

      await page.goto("/profile");
      await expect(page.getByRole("heading", { name: "Meine Berater" })).toBeVisible();
      const section = myConsultant(page, consultant.name);
      await expect(section.getByRole("link", { name: consultant.name, exact: true })).toBeVisible();
      await expect(section.getByText("Offline")).toBeVisible();
      const alert = section.getByRole("switch", { name: "Benachrichtigen, wenn verfügbar" });
      await alert.click();
      await expect(alert).toBeChecked();
      const anyHour = section.getByRole("checkbox", { name: "auch zwischen 22 und 8 Uhr" });
      // Any hour: the mail comes whatever the time of the test run.
      await anyHour.check();
      await expect(anyHour).toBeChecked();
      await expectNoAxeViolations(page);

      // Reloaded from the server: both choices are stored.
      await page.reload();
      await expect(
        myConsultant(page, consultant.name).getByRole("switch", { name: "Benachrichtigen, wenn verfügbar" }),
      ).toBeChecked();
      await expect(
        myConsultant(page, consultant.name).getByRole("checkbox", { name: "auch zwischen 22 und 8 Uhr" }),
      ).toBeChecked();

      const seen = await outboxSnapshot();
      await pushStatus(consultant.extension, "available");
      const mail = await waitForMailTo(user.email ?? "-", seen);
      expect(mail).toContain(`${consultant.name} ist jetzt verfügbar`);
      expect(mail).toContain("/benachrichtigung-abbestellen?token=");
      expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

      const link = /https?:\/\/[^\s/]+(\/benachrichtigung-abbestellen\?token=[^\s"<>]+)/.exec(mail)?.[1];
      expect(link).toBeTruthy();
      await page.context().clearCookies();
      await page.goto(link ?? "/");
      await expect(
        page.getByText(`Sie erhalten keine Benachrichtigung mehr, wenn ${consultant.name} verfügbar wird.`),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: `Zu ${consultant.name}` })).toBeVisible();
    });

    test("the heart on the consultant's page works with the keyboard, and Meine Berater shows the status live", async ({
      page,
    }) => {
      const word = randomUUID().slice(0, 8);
      const consultant = await newConsultant({ name: `Lyra Herzlicht ${word}`, status: "offline" });
      await loginAs(page, await newUser());
      await watchStreams(page);

      await page.goto(consultantPagePath(consultant.slug));
      await expect(page.getByRole("heading", { level: 1, name: consultant.name })).toBeVisible();
      const heart = page.getByRole("main").getByRole("button", { name: "Zu Favoriten hinzufügen" });
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.focus();
      await page.keyboard.press("Space");
      const pressed = page.getByRole("main").getByRole("button", { name: "Aus Favoriten entfernen" });
      await expect(pressed).toHaveAttribute("aria-pressed", "true");
      await expect(pressed).toBeFocused();
      await expectNoAxeViolations(page);

      await page.goto("/profile");
      const entry = myConsultant(page, consultant.name);
      await expect(entry.getByText("Offline")).toBeVisible();
      await streamOpen(page);
      await pushStatus(consultant.extension, "available");
      // Without a reload: the badge and the call options follow the carrier's push.
      await expect(entry.locator("[data-status]").first()).toHaveAttribute("data-status", "available");
      await expect(entry.getByText("Verfügbar", { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("a guest sees the heart and is asked to log in", async ({ page }) => {
      const word = randomUUID().slice(0, 8);
      const consultant = await newConsultant({ name: `Mira Gast ${word}` });
      await page.goto(`/berater?suche=${word}`);
      const heart = heartIn(page, consultant.name);
      // The heart sits inside the card's bottom right corner, beside "Mehr erfahren".
      await expect(heart).toBeVisible();
      const [card, box] = await boxesInOneFrame(cardOf(page, consultant.name), heart);
      expect(box.x).toBeGreaterThan(card.x + card.width / 2);
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
      expect(box.y).toBeGreaterThan(card.y + card.height - 80);
      expect(box.y + box.height).toBeLessThanOrEqual(card.y + card.height);
      await heart.click();
      const hint = cardOf(page, consultant.name).getByRole("status");
      await expect(hint).toContainText("Bitte melden Sie sich an, um Berater zu merken");
      await expect(hint.getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute("href", "/login");
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await expectNoAxeViolations(page);
    });
  });
}

test("a heart pressed before the session check has answered is saved for the signed-in user", async ({ page }) => {
  const word = randomUUID().slice(0, 8);
  const consultant = await newConsultant({ name: `Vega Eilig ${word}`, status: "offline" });
  await loginAs(page, await newUser());
  const answerSessionCheck = await holdSessionCheck(page);

  await page.goto(`/berater?suche=${word}`);
  const heart = heartIn(page, consultant.name);
  await heart.click();
  answerSessionCheck();

  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Bitte melden Sie sich an", { exact: false })).toHaveCount(0);
  await page.reload();
  await expect(heartIn(page, consultant.name)).toHaveAttribute("aria-pressed", "true");
});

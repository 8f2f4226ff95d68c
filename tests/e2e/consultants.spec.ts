import type { Locator, Page } from "@playwright/test";
import { loginAs, newMember } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

const cards = (page: Page) => page.getByRole("list", { name: "Beraterinnen und Berater" }).getByRole("article");

/** Turns a card with the pointer and waits until its back face is at rest and can be clicked. */
async function turnByHover(card: Locator) {
  // The whole card in view first: a click that had to scroll would move the page under the
  // resting pointer, which then leaves the card and turns it back.
  await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await card.hover();
  await expect(card).toHaveAttribute("data-flipped", "true");
  // Click only once the turn has finished: halfway through it, the button's place on screen
  // is not where it comes to rest, and a pointer sent there can leave the card.
  await card.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

test.describe("on a wide screen as a guest", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows the unlock banner and the cards, busy ones first", async ({ page }) => {
    await page.goto("/berater");
    await expect(page.getByRole("heading", { name: "Unsere Berater", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Jetzt 0,69 €/Min. freischalten" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Mitgliedschaft ansehen" })).toHaveAttribute("href", "/subscribe");
    await expect(cards(page).first()).toBeVisible();
    const statuses = await page
      .locator("[data-status]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-status")));
    const rank = (s: string | null) => (s === "busy" ? 0 : s === "available" ? 1 : 2);
    const ranks = statuses.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(statuses)).toEqual(new Set(["busy", "available", "offline"]));
    await expect(
      cards(page)
        .first()
        .getByRole("img", { name: /^Porträt von / }),
    ).toBeVisible();
  });

  test("the banner opens the registration as an overlay that closes again", async ({ page }) => {
    await page.goto("/berater");
    await page.getByRole("button", { name: "Jetzt registrieren" }).click();
    const dialog = page.getByRole("dialog", { name: "Konto erstellen" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Premium-Test für nur €1 starten" })).toBeVisible();
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/berater$/);
    await page.getByRole("button", { name: "Jetzt registrieren" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("flips a card on hover and shows the number without membership with its price on request", async ({ page }) => {
    await page.goto("/berater");
    // The guest banner appears once the session check answers and moves the grid down;
    // hover only after that, or the pointer ends up beside the card.
    await expect(page.getByRole("heading", { name: "Jetzt 0,69 €/Min. freischalten" })).toBeVisible();
    const card = cards(page).first();
    await expect(card).toHaveAttribute("data-flipped", "false");
    await turnByHover(card);
    const back = card.locator('[aria-hidden="false"]');
    await expect(back.getByRole("link", { name: "0,69€/ Minute für Mitglieder" })).toHaveAttribute(
      "href",
      "/subscribe",
    );
    await expect(back.getByRole("link", { name: "Ohne Mitgliedschaft anrufen" })).toBeHidden();
    await back.getByRole("button", { name: "Ohne Mitgliedschaft anrufen" }).click();
    await expect(back.getByText("Ohne Mitgliedschaft: 0900 3 234567")).toBeVisible();
    await expect(back.getByText("1,49 €/Min. inkl. MwSt., ab 18")).toBeVisible();
  });

  test("keeps a card's front when the keyboard reaches it", async ({ page }) => {
    await page.goto("/berater");
    const card = cards(page).first();
    await expect(card).toBeVisible();
    await card.getByRole("heading").getByRole("link").focus();
    await expect(card).toHaveAttribute("data-flipped", "false");
    await expect(card.locator(":focus")).toHaveCount(1);
  });

  test.describe("with marketing consent", () => {
    test.use({ consent: "all" });

    test("records a premium-call conversion only when the visit came from an ad click", async ({ page }) => {
      const sent: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/api/conversions/premium-call")) sent.push(r.postData() ?? "");
      });
      await page.goto("/berater");
      // As above: the guest banner moves the grid once it appears; hover only after that.
      await expect(page.getByRole("heading", { name: "Jetzt 0,69 €/Min. freischalten" })).toBeVisible();
      let card = cards(page).first();
      await turnByHover(card);
      await card.locator('[aria-hidden="false"]').getByRole("button", { name: "Ohne Mitgliedschaft anrufen" }).click();
      // A request that must not be sent can only be shown absent after a while; the one that must
      // be sent (below, after an ad click) leaves within a few milliseconds of the same click.
      await page.waitForTimeout(300);
      expect(sent).toHaveLength(0);

      await page.goto("/berater?gclid=e2e-click");
      await expect(page.getByRole("heading", { name: "Jetzt 0,69 €/Min. freischalten" })).toBeVisible();
      card = cards(page).first();
      await turnByHover(card);
      const conversion = page.waitForRequest("**/api/conversions/premium-call");
      await card.locator('[aria-hidden="false"]').getByRole("button", { name: "Ohne Mitgliedschaft anrufen" }).click();
      expect((await conversion).postDataJSON()).toMatchObject({ gclid: "e2e-click" });
    });
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a guest gets a tel: link to the number without membership with its price", async ({ page }) => {
    await page.goto("/berater");
    const card = cards(page).first();
    const call = card.locator('[aria-hidden="false"]').getByRole("link", { name: "Ohne Mitgliedschaft anrufen" });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", "tel:09003234567");
    await expect(card.getByRole("button", { name: "Ohne Mitgliedschaft anrufen" })).toBeHidden();
  });

  test("a member gets the member line plus the consultant's extension, and no unlock banner", async ({ page }) => {
    const member = await newMember();
    await loginAs(page, member);
    const extensions = (await (await page.request.get("/api/extensions")).json()) as Record<string, string>;
    const consultants = (await (await page.request.get("/api/consultants")).json()) as Array<{
      id: number;
      name: string;
    }>;
    const first = consultants[0];
    if (!first) throw new Error("no consultants seeded");

    await page.goto("/berater");
    const card = page.getByRole("article", { name: first.name });
    const call = card.locator('[aria-hidden="false"]').getByRole("link", { name: "Anrufen" });
    await expect(call).toHaveAttribute("href", `tel:09001234567${extensions[String(first.id)]}`);
    await expect(card.getByText("0,69 €/Min. inkl. MwSt., ab 18").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Jetzt 0,69 €/Min. freischalten" })).toHaveCount(0);
  });
});

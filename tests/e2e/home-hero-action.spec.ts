import type { Page } from "@playwright/test";
import { loginAs, newMember, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { openHome } from "./home-page.ts";

// The hero's first button is the reader's next step: guests register, an account without
// membership gets the membership, a member calls. The row keeps its height when the session
// check answers, so nothing below it moves.

const heroSection = (page: Page) => page.locator('section[aria-labelledby="hero-title"]');

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("a guest is asked to register", async ({ page }) => {
      await openHome(page);
      const hero = heroSection(page);
      await expect(hero.getByRole("link", { name: "Jetzt registrieren" })).toHaveAttribute("href", "/#register");
      await expect(hero.getByRole("link", { name: "Preise ansehen" })).toBeVisible();
    });

    test("a signed-in account without membership is offered the membership, not the registration", async ({ page }) => {
      await openHome(page);
      const guestRow = await heroSection(page).getByRole("link", { name: "Preise ansehen" }).boundingBox();
      await loginAs(page, await newUser());
      await openHome(page);
      const hero = heroSection(page);
      await expect(hero.getByRole("link", { name: "Mitglied werden", exact: true })).toHaveAttribute(
        "href",
        "/subscribe",
      );
      await expect(hero.getByRole("link", { name: "Jetzt registrieren" })).toHaveCount(0);
      expect((await hero.getByRole("link", { name: "Preise ansehen" }).boundingBox())?.y).toBe(guestRow?.y);
    });

    test("a member is sent to the consultants, with no registration and the row's height unchanged", async ({
      page,
    }) => {
      await openHome(page);
      const guestRow = await heroSection(page).getByRole("link", { name: "Preise ansehen" }).boundingBox();
      await loginAs(page, await newMember());
      await openHome(page);
      const hero = heroSection(page);
      const call = hero.getByRole("link", { name: "Berater anrufen" });
      await expect(call).toHaveAttribute("href", "/berater");
      await expect(hero.getByRole("link", { name: "Jetzt registrieren" })).toHaveCount(0);
      await expect(hero.getByRole("link", { name: "Mitglied werden", exact: true })).toHaveCount(0);
      // The buttons stay on the line the guest's stood on: the member's text does not push the row apart.
      const memberRow = await hero.getByRole("link", { name: "Preise ansehen" }).boundingBox();
      expect(memberRow?.y).toBe(guestRow?.y);
      await call.click();
      await expect(page).toHaveURL(/\/berater$/);
    });
  });
}

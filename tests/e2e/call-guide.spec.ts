import type { Page } from "@playwright/test";
import { loginAs, newMember } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { fillSignup, paypalAfterOrder, signupForm, toastRegion, uniqueSignup } from "./payments.ts";
import { openHome } from "./home-page.ts";

// "So rufen Sie an": members read how the member line and its extensions work on the profile,
// on the home page in place of the signup, and right where they land after paying.

interface CallFacts {
  memberPhoneNumber: string;
  consultants: { id: number; name: string }[];
  extensions: Record<string, string>;
}

/** The numbers as the server hands them out, so the test follows the configuration. */
async function callFacts(page: Page): Promise<CallFacts> {
  const config = (await (await page.request.get("/api/config")).json()) as { memberPhoneNumber: string };
  const consultants = (await (await page.request.get("/api/consultants")).json()) as CallFacts["consultants"];
  const extensions = (await (await page.request.get("/api/extensions")).json()) as Record<string, string>;
  return { memberPhoneNumber: config.memberPhoneNumber, consultants, extensions };
}

const guide = (page: Page) => page.getByRole("region", { name: "So rufen Sie an" });

async function expectGuide(page: Page, width: number, withConsultants = true): Promise<void> {
  const facts = await callFacts(page);
  const region = guide(page);
  await expect(region).toBeVisible();
  await expect(region).toContainText(facts.memberPhoneNumber);
  await expect(region).toContainText("0,69 €/Min. inkl. MwSt., ab 18");
  await expect(region).toContainText("dreistellige Durchwahl");
  await expect(region).toContainText("ohne Pause");
  await expect(region).toContainText("besetzt oder offline");
  if (!withConsultants) return;

  const list = region.getByRole("list", { name: "Berater direkt anrufen" });
  // The guide leads with whoever can take a call now; the first row is checked in full.
  const row = list.getByRole("listitem").first();
  const shownId = Number(await row.getAttribute("data-consultant-id"));
  const first = facts.consultants.find((c) => c.id === shownId);
  if (!first) throw new Error(`consultant ${shownId} is not in the list the server hands out`);
  const extension = facts.extensions[String(first.id)] ?? "000";
  await expect(row).toContainText(first.name);
  await expect(row).toContainText(`Durchwahl ${extension}`);
  await expect(row.locator("[data-status]")).toBeVisible();
  const digits = facts.memberPhoneNumber.replace(/[^\d+]/g, "");
  if (width < 768) {
    const call = row.getByRole("link", { name: `Anrufen: ${first.name}, ${facts.memberPhoneNumber} ${extension}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:${digits}${extension}`);
  } else {
    await expect(row.getByRole("link")).toBeHidden();
    const reveal = row.getByRole("button", { name: `Nummer anzeigen: ${first.name}` });
    await reveal.focus();
    await page.keyboard.press("Enter");
    await expect(reveal).toHaveAttribute("aria-expanded", "true");
    await expect(row).toContainText(`${facts.memberPhoneNumber} ${extension}`);
  }
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test("a member finds the call guide on the profile and on the home page", async ({ page }) => {
      await loginAs(page, await newMember());
      await page.goto("/profile");
      await expectGuide(page, viewport.width);

      await openHome(page);
      await expectGuide(page, viewport.width);
      await expect(page.locator('section#register form[aria-label="Registrierung"]')).toHaveCount(0);
    });

    test("a guest keeps the signup section on the home page and no call guide", async ({ page }) => {
      await openHome(page);
      await expect(page.locator("section#register")).toBeVisible();
      await expect(guide(page)).toHaveCount(0);
    });

    test("after paying at the PayPal sandbox the new member reads the guide where they land", async ({ page }) => {
      // With popups blocked the whole page goes to the approval page and back to the success page.
      await page.addInitScript(() => {
        window.open = () => null;
      });
      const values = uniqueSignup();
      await openHome(page);
      const section = page.locator("section#register");
      await fillSignup(section, values);
      const form = signupForm(section);
      await form.submit.click();
      await expect(form.payment).toBeVisible();
      await (await paypalAfterOrder(form.payment)).click();
      await page.getByRole("button", { name: "Zahlung genehmigen" }).click();
      await expect(page.getByRole("heading", { name: "Willkommen bei Premium!" })).toBeVisible();
      // The toast comes with the success page and lasts a few seconds: it is looked for there,
      // before the way to /berater and the guide's checks take up its time.
      const toast = toastRegion(page).locator("li");
      await expect(toast.filter({ hasText: "Abonnement erfolgreich" })).toBeVisible();

      await expect(page).toHaveURL(/\/berater$/);
      await expectGuide(page, viewport.width, false);
      // The toast closes by itself; the guidance stays on the page.
      await expect(toast).toHaveCount(0, { timeout: 15_000 });
      await expect(guide(page)).toBeVisible();

      await page.goto("/profile");
      await expectGuide(page, viewport.width);
    });
  });
}

test.describe("375 px wide, not a member", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the number without membership is named by whom it is for and says it has no extension", async ({ page }) => {
    await page.goto("/berater");
    const card = page.getByRole("list", { name: "Beraterinnen und Berater" }).getByRole("article").first();
    const name = await card.getByRole("heading").first().innerText();
    await expect(card.getByRole("link", { name: `Ohne Mitgliedschaft anrufen nicht direkt zu ${name}` })).toBeVisible();
    await expect(card).toContainText("Ohne Mitgliedschaft: 0900 3 234567");
    await expect(card).not.toContainText("Premium-Nummer");
    await expect(page.getByRole("main")).toContainText("1,49 €/Min., allgemeine Nummer ohne Durchwahl");
  });
});

test.describe("375 px wide, a member's profile", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the guide lists three consultants first and the others on request", async ({ page }) => {
    await loginAs(page, await newMember());
    await page.goto("/profile");
    const { consultants } = await callFacts(page);
    expect(consultants.length).toBeGreaterThan(3);
    const region = guide(page);
    const rows = region.getByRole("list", { name: "Berater direkt anrufen" }).getByRole("listitem");
    await expect(rows).toHaveCount(3);
    // Whoever can take a call now comes first.
    const statuses = await rows
      .locator("[data-status]")
      .evaluateAll((badges) => badges.map((b) => b.getAttribute("data-status")));
    const available = statuses.filter((s) => s === "available").length;
    expect(statuses.slice(0, available).every((s) => s === "available")).toBe(true);
    // Fourteen rows made the guide about 2.900 px tall on a phone.
    const collapsed = await region.boundingBox();
    expect(collapsed?.height ?? Infinity).toBeLessThan(1400);

    const more = region.getByRole("button", { name: `Alle ${consultants.length} Berater anzeigen` });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(rows).toHaveCount(consultants.length);
    const less = region.getByRole("button", { name: "Weniger Berater anzeigen" });
    await expect(less).toBeFocused();
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await less.click();
    await expect(rows).toHaveCount(3);
  });
});

import type { Page } from "@playwright/test";
import { loginAs, newMember } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { fillSignup, signupForm, uniqueSignup, paypalAfterOrder, signUpToPaymentStep } from "./payments.ts";

// The analytics events and ad conversions, read from Google's data layer. The e2e server
// runs with the ids G-E2ETEST and AW-E2ETEST; the fixture answers Google's script locally,
// so the data layer is what would be sent.

type GtagCall = [string, ...unknown[]];

/** The gtag("event", …) calls so far, as [name, params]. */
function events(page: Page): Promise<Array<[string, Record<string, unknown>]>> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return layer
      .map((entry) => Array.from(entry) as GtagCall)
      .filter((call) => call[0] === "event")
      .map((call): [string, Record<string, unknown>] => [String(call[1]), (call[2] ?? {}) as Record<string, unknown>]);
  });
}

async function eventsNamed(page: Page, name: string) {
  return (await events(page)).filter(([eventName]) => eventName === name).map(([, params]) => params);
}

/** Only the intent to call is of interest; the phone app itself is not opened in the test. */
async function keepTelLinksInPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener(
      "click",
      (event) => {
        if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
      },
      true,
    );
  });
}

const cards = (page: Page) => page.getByRole("list", { name: "Beraterinnen und Berater" }).getByRole("article");
const shownFace = (page: Page) => cards(page).first().locator('[aria-hidden="false"]');

test.describe("after 'Alle akzeptieren'", () => {
  test.use({ consent: "undecided" });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (window.localStorage.getItem("cookie-consent")) return;
      const choice = { version: 1, analytics: true, marketing: true, decidedAt: new Date().toISOString() };
      window.localStorage.setItem("cookie-consent", JSON.stringify(choice));
    });
    await keepTelLinksInPage(page);
  });

  test.describe("on a touch screen of 1024 px", () => {
    test.use({ viewport: { width: 1024, height: 900 }, hasTouch: true });

    test("a guest's look at the number on the front is call_view, on the back call_premium_view", async ({ page }) => {
      await page.goto("/berater");
      await expect(page.locator("script#ga-script")).toBeAttached();
      const front = shownFace(page);
      // A tap does not turn the card; the front's button only counts as a look.
      await front.getByRole("button", { name: "Ohne Mitgliedschaft anrufen" }).tap();
      await expect.poll(() => eventsNamed(page, "call_view")).toHaveLength(1);
      const [view] = await eventsNamed(page, "call_view");
      expect(view).toMatchObject({ event_category: "engagement", send_to: "G-E2ETEST" });
      expect(view?.consultant_name).toEqual(expect.any(String));

      // Another card, turned by its button: the number on its back is a call intent.
      const second = cards(page).nth(1);
      await second.getByRole("button", { name: "Mehr erfahren" }).tap();
      await second.locator('[aria-hidden="false"]').getByRole("button", { name: "Ohne Mitgliedschaft anrufen" }).tap();
      await expect.poll(() => eventsNamed(page, "call_premium_view")).toHaveLength(1);
      expect(await eventsNamed(page, "call_view")).toHaveLength(1);
    });

    test("a member's look at the number is call_view on the front and call_member_view on the back", async ({
      page,
    }) => {
      await loginAs(page, await newMember());
      await page.goto("/berater");
      const front = shownFace(page);
      await front.getByRole("button", { name: "Anrufen" }).tap();
      await expect.poll(() => eventsNamed(page, "call_view")).toHaveLength(1);
      await cards(page).nth(1).getByRole("button", { name: "Mehr erfahren" }).tap();
      await cards(page).nth(1).locator('[aria-hidden="false"]').getByRole("button", { name: "Anrufen" }).tap();
      await expect.poll(() => eventsNamed(page, "call_member_view")).toHaveLength(1);
      expect((await eventsNamed(page, "call_member_view"))[0]).toMatchObject({
        event_category: "engagement",
        send_to: "G-E2ETEST",
      });
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

    test("a guest tapping the number without membership is call_premium_initiated", async ({ page }) => {
      await page.goto("/berater");
      await shownFace(page).getByRole("link", { name: "Ohne Mitgliedschaft anrufen" }).tap();
      await expect.poll(() => eventsNamed(page, "call_premium_initiated")).toHaveLength(1);
    });

    test("a member tapping the call button is call_member_initiated", async ({ page }) => {
      await loginAs(page, await newMember());
      await page.goto("/berater");
      await shownFace(page).getByRole("link", { name: "Anrufen" }).tap();
      await expect.poll(() => eventsNamed(page, "call_member_initiated")).toHaveLength(1);
      expect((await eventsNamed(page, "call_member_initiated"))[0]).toMatchObject({ send_to: "G-E2ETEST" });
    });
  });

  test("a signup is sign_up with the conversion worth 0; the purchase is purchase worth 4,99 EUR", async ({ page }) => {
    const form = await signUpToPaymentStep(page);
    await expect.poll(() => eventsNamed(page, "sign_up")).toHaveLength(2);
    const signUps = await eventsNamed(page, "sign_up");
    expect(signUps).toContainEqual(expect.objectContaining({ event_category: "engagement", send_to: "G-E2ETEST" }));
    expect(signUps).toContainEqual({ currency: "EUR", value: 0, send_to: "AW-E2ETEST" });

    const popupOpened = page.waitForEvent("popup");
    await (await paypalAfterOrder(form.payment)).click();
    const popup = await popupOpened;
    await popup.getByRole("button", { name: "Zahlung genehmigen" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const purchases = await eventsNamed(page, "purchase");
    expect(purchases).toHaveLength(2);
    expect(purchases).toContainEqual(
      expect.objectContaining({ event_category: "engagement", send_to: "G-E2ETEST", value: 4.99, currency: "EUR" }),
    );
    expect(purchases).toContainEqual(
      expect.objectContaining({
        send_to: "AW-E2ETEST",
        value: 4.99,
        currency: "EUR",
        transaction_id: expect.any(String),
      }),
    );
  });
});

test.describe("before any choice", () => {
  test.use({ consent: "undecided", viewport: { width: 1024, height: 900 }, hasTouch: true });

  test("signing up and looking at numbers sends nothing to Google", async ({ page }) => {
    const google: string[] = [];
    page.on("request", (request) => {
      if (/googletagmanager\.com|google-analytics\.com/.test(request.url())) google.push(request.url());
    });
    await keepTelLinksInPage(page);
    await page.goto("/berater");
    await shownFace(page).getByRole("button", { name: "Ohne Mitgliedschaft anrufen" }).tap();
    await expect(shownFace(page).getByText(/Ohne Mitgliedschaft: 0900/)).toBeVisible();

    await page.goto("/register");
    await fillSignup(page, uniqueSignup());
    await signupForm(page).submit.click();
    await expect(signupForm(page).payment).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
    await expect(page.locator("script#ga-script, script#ads-script")).toHaveCount(0);
    expect(google).toEqual([]);
  });
});

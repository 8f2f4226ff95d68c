import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { consultantPagePath, pageRoutes } from "../../src/shared/domain/page-paths.ts";
import { createCall, createConsultant } from "../../src/server/db/seed/factories.ts";
import { loginAs, newMember, newUser, withDatabase } from "./accounts.ts";
import { contactForm, fillContactForm, uniqueContact } from "./contact-form.ts";
import { expect, test } from "./fixtures.ts";
import { admin, paypalAfterOrder, toastRegion } from "./payments.ts";
import { reportedReview } from "./reported-review.ts";
import { consultantWithReviews, marker } from "./reviews.ts";

// axe-core over every page of the portal and every state a visitor can bring it into (dialogs,
// menus, toasts, the payment overlay, forms showing their errors), as a guest and logged in, on
// a phone and on a desktop, each in the light and the dark theme. Any violation of WCAG 2.2 A/AA
// fails the test; the fix belongs in the page, not in a disabled rule. At 320 px every page
// reflows without horizontal scrolling (WCAG 1.4.10), checked after the phone's scans.
//
// One test scans a state in both themes: the page follows the system's theme while it is open
// (src/client/lib/theme.ts), so the second scan switches the emulated scheme instead of logging
// in and bringing the state about again. That halves the work of the browser suite's largest file.

test.use({ allowedConsoleErrors: ["status of 404"] });

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Visitor = "guest" | "user" | "member" | "admin";

interface Scan {
  path: string;
  visitor: Visitor;
  /** Something to do before the scan (open a dialog, a menu). */
  prepare?: (page: Page) => Promise<void>;
  label?: string;
  /** Only below 768 px, where the mobile menu exists. */
  narrowOnly?: boolean;
  /** The page as a first visit sees it: the cookie panel up, or the home page's tour not yet seen. */
  firstVisit?: "cookie panel" | "tour";
  /** Console errors the state brings on purpose (a failing request). */
  consoleErrors?: string[];
  /** The address to open, for a page whose path has parameters: made when the scan runs. */
  address?: () => Promise<string>;
  /**
   * The state goes by itself (a toast fades, the page moves on): for the second theme the page is
   * opened and the state brought about again instead of switching the theme in place.
   */
  fades?: boolean;
}

/** Gives the logged-in account a recorded 14-minute member-line call it may rate, and shows it. */
async function reviewableCallFor(page: Page): Promise<void> {
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
  await withDatabase(async (db) => {
    const consultant = await createConsultant(db, { status: "offline" });
    await createCall(db, { userId: me.id, line: "member", consultant, durationSeconds: 14 * 60 });
  });
  await page.reload();
}

// Pages whose path has parameters are opened at an address that exists.
const addresses: Partial<Record<string, Scan["address"]>> = {
  "/berater/:slug": async () => {
    const { consultant } = await consultantWithReviews({ name: `Vera Voll ${marker()}` }, [
      { stars: 5, daysAgo: 4, text: "Ruhig, klar und sehr einfühlsam.\nGerne wieder." },
      { stars: 2, daysAgo: 2, text: null },
    ]);
    return consultantPagePath(consultant.slug);
  },
};

// Pages a guest cannot see (they send to /login) are scanned with the account they are for.
const forAccounts: Partial<Record<string, Visitor>> = {
  "/profile": "member",
  "/ausgabenlimit": "user",
  "/admin": "admin",
  "/admin-maxpay-test": "admin",
};

// Pages that greet a guest with a toast: the toast system loads after the page is on screen, so
// the scan waits for the toast before it waits for its fade.
const waitForToast = async (page: Page) => {
  await expect(toastRegion(page).locator("li").first()).toBeVisible();
};
const preparations: Partial<Record<string, Scan["prepare"]>> = { "/subscription/success": waitForToast };

/** Sends the page's form empty, as someone who pressed its button too early, and waits for the field messages. */
const submitEmpty = (button: string) => async (page: Page) => {
  await page.getByRole("main").getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert").first()).toBeVisible();
};

/** Presses PayPal's button after the order button; the page is covered while the popup is open. */
const paypalOverlay = (opener: string) => async (page: Page) => {
  await page.getByRole("button", { name: opener }).click();
  const paypal = await paypalAfterOrder(page.getByRole("dialog"));
  const popup = page.waitForEvent("popup");
  await paypal.click();
  await popup;
  await expect(page.getByRole("status").filter({ hasText: "Verbindung zu PayPal wird hergestellt..." })).toBeVisible();
};

/** The pages themselves, each as the visitor it is for; the 320 px reflow check walks these. */
const pageScans: Scan[] = [
  ...pageRoutes.map((path): Scan => ({
    path,
    visitor: forAccounts[path] ?? "guest",
    prepare: preparations[path],
    fades: preparations[path] === waitForToast,
    address: addresses[path],
  })),
  { path: "/reset-password?token=abc", visitor: "guest", label: "with a token" },
  { path: "/gibt-es-nicht", visitor: "guest", label: "404" },
  { path: "/profile", visitor: "user" },
  { path: "/", visitor: "member" },
  { path: "/", visitor: "user" },
  { path: "/berater", visitor: "member" },
  { path: "/berater/:slug", visitor: "member", address: addresses["/berater/:slug"] },
  {
    path: "/berater/:slug",
    visitor: "guest",
    label: "without reviews",
    address: async () =>
      consultantPagePath((await consultantWithReviews({ name: `Nora Neu ${marker()}` }, [])).consultant.slug),
  },
  { path: "/subscribe", visitor: "member" },
  { path: "/credits", visitor: "member" },
  { path: "/horoskope", visitor: "member" },
  { path: "/horoskope", visitor: "user" },
];

const scans: Scan[] = [
  ...pageScans,
  { path: "/", visitor: "guest", label: "cookie panel", firstVisit: "cookie panel" },
  {
    path: "/",
    visitor: "guest",
    label: "onboarding tour",
    firstVisit: "tour",
    prepare: async (page) => {
      await expect(page.getByRole("dialog", { name: "Willkommen bei Sternenruf" })).toBeVisible({ timeout: 10_000 });
    },
  },
  {
    path: "/",
    visitor: "guest",
    label: "mobile menu",
    narrowOnly: true,
    prepare: async (page) => {
      await page.getByRole("button", { name: "Menü öffnen" }).click();
      const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
      await expect(nav.getByRole("link", { name: "Preise", exact: true })).toBeVisible();
    },
  },
  { path: "/contact", visitor: "guest", label: "field messages", prepare: submitEmpty("Nachricht senden") },
  { path: "/barrierefreiheit", visitor: "guest", label: "field messages", prepare: submitEmpty("Barriere melden") },
  { path: "/login", visitor: "guest", label: "field messages", prepare: submitEmpty("Anmelden") },
  { path: "/forgot-password", visitor: "guest", label: "field messages", prepare: submitEmpty("Link anfordern") },
  { path: "/kuendigen", visitor: "guest", label: "field messages", prepare: submitEmpty("Weiter zur Bestätigung") },
  { path: "/widerrufen", visitor: "guest", label: "field messages", prepare: submitEmpty("Weiter zur Bestätigung") },
  {
    path: "/contact",
    visitor: "guest",
    label: "success toast",
    fades: true,
    prepare: async (page) => {
      await fillContactForm(page, uniqueContact());
      await contactForm(page).submit.click();
      await waitForToast(page);
    },
  },
  {
    path: "/contact",
    visitor: "guest",
    label: "error toast",
    fades: true,
    consoleErrors: ["status of 500"],
    prepare: async (page) => {
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ message: "Testfehler" }),
        }),
      );
      await fillContactForm(page, uniqueContact());
      await contactForm(page).submit.click();
      await expect(toastRegion(page).locator("li").filter({ hasText: "Fehler beim Senden" })).toBeVisible();
    },
  },
  { path: "/credits", visitor: "user", label: "payment overlay", prepare: paypalOverlay("Beliebtes Paket kaufen") },
  { path: "/subscribe", visitor: "user", label: "payment overlay", prepare: paypalOverlay("Premium wählen") },
  {
    path: "/credits",
    visitor: "user",
    label: "buy dialog",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Beliebtes Paket kaufen" }).click();
      await expect(await paypalAfterOrder(page.getByRole("dialog"))).toBeVisible();
    },
  },
  {
    path: "/subscribe",
    visitor: "user",
    label: "checkout dialog",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Premium wählen" }).click();
      await expect(await paypalAfterOrder(page.getByRole("dialog"))).toBeVisible();
    },
  },
  {
    path: "/profile",
    visitor: "member",
    label: "cancel dialog",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Mitgliedschaft kündigen" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
  {
    path: "/profile",
    visitor: "member",
    label: "review dialog with a refused text",
    prepare: async (page) => {
      await reviewableCallFor(page);
      await page.getByRole("button", { name: "Bewerten" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Anruf bewerten" });
      await dialog.getByRole("radio", { name: "4 Sterne" }).check();
      await dialog.getByLabel("Ihr Text (freiwillig)").fill("<b>Sehr gut</b> war das Gespräch.");
      await dialog.getByRole("button", { name: "Bewertung speichern" }).click();
      await expect(dialog.getByText("Bitte schreiben Sie den Text ohne HTML.")).toBeVisible();
    },
  },
  {
    path: "/profile",
    visitor: "member",
    label: "deletion dialog",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Konto löschen …" }).click();
      await expect(
        page.getByRole("dialog").getByRole("heading", { name: "Konto löschen: Was geschieht" }),
      ).toBeVisible();
    },
  },
  {
    path: "/profile",
    visitor: "member",
    label: "deletion dialog with a wrong password",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Konto löschen …" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Weiter" }).click();
      await dialog.getByLabel("Ihr Passwort").fill("ganz-falsch");
      await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
      await expect(dialog.getByText("Das Passwort ist nicht korrekt.", { exact: false })).toBeVisible();
    },
    consoleErrors: ["status of 400 (Bad Request)"],
  },
  {
    path: "/profile",
    visitor: "user",
    label: "data export sent without a password",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Daten anfordern" }).click();
      await expect(page.getByText("Bitte geben Sie Ihr Passwort ein.")).toBeVisible();
    },
  },
  {
    path: "/ausgabenlimit",
    visitor: "user",
    label: "pause dialog",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Pause einlegen" }).click();
      await expect(page.getByRole("dialog", { name: "Pause einlegen?" })).toBeVisible();
    },
  },
  {
    path: "/admin",
    visitor: "admin",
    label: "user detail",
    prepare: async (page) => {
      await page
        .getByRole("button", { name: /^Details zu / })
        .first()
        .click();
      await expect(page.getByRole("dialog").getByRole("button", { name: "Credits anpassen" })).toBeVisible();
    },
  },
  {
    path: "/admin",
    visitor: "admin",
    label: "horoscopes tab",
    prepare: async (page) => {
      await page.getByRole("tab", { name: "Horoskope" }).click();
      await expect(page.getByRole("region", { name: /^Vorschau für Mitglieder/ })).toBeVisible();
    },
  },
  {
    path: "/admin",
    visitor: "admin",
    label: "reviews tab",
    prepare: async (page) => {
      await page.getByRole("tab", { name: "Bewertungen" }).click();
      await expect(page.getByRole("heading", { name: "Offene Meldungen" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Entschieden" })).toBeVisible();
    },
  },
  {
    path: "/admin",
    visitor: "admin",
    label: "review decision dialog",
    prepare: async (page) => {
      const { reviewId } = await reportedReview(page);
      await page.getByRole("tab", { name: "Bewertungen" }).click();
      const item = page
        .getByRole("region", { name: "Offene Meldungen" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: `Bewertung Nr. ${reviewId} über` }) });
      await item.getByRole("button", { name: "Entscheiden" }).click();
      const dialog = page.getByRole("dialog", { name: "Über die Bewertung entscheiden" });
      await dialog.getByRole("radio", { name: "Entfernen" }).check();
      await dialog.getByRole("button", { name: "Entscheidung bestätigen" }).click();
      await expect(dialog.getByText("Bitte wählen Sie den Grund der Entfernung.")).toBeVisible();
    },
  },
  {
    path: "/berater/:slug",
    visitor: "guest",
    label: "review report dialog with its messages",
    address: addresses["/berater/:slug"],
    prepare: async (page) => {
      await page.getByRole("button", { name: "Bewertung melden" }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Meldung senden" }).click();
      await expect(dialog.getByText("Bitte wählen Sie einen Grund.")).toBeVisible();
    },
  },
  {
    path: "/admin",
    visitor: "admin",
    label: "question before unsaved horoscope texts are left",
    prepare: async (page) => {
      await page.getByRole("tab", { name: "Horoskope" }).click();
      const love = page.getByLabel(/^Liebe & Partnerschaft/);
      await love.fill(`${await love.inputValue()} Noch nicht gespeichert.`);
      await page.getByRole("tab", { name: "Protokoll" }).click();
      await expect(page.getByRole("alertdialog", { name: "Ungespeicherte Änderungen verwerfen?" })).toBeVisible();
    },
  },
  {
    path: "/berater",
    visitor: "guest",
    label: "registration overlay",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Jetzt registrieren" }).click();
      await expect(page.getByRole("dialog", { name: "Konto erstellen" })).toBeVisible();
    },
  },
  {
    path: "/",
    visitor: "user",
    label: "mobile menu",
    narrowOnly: true,
    prepare: async (page) => {
      await page.getByRole("button", { name: "Menü öffnen" }).click();
      const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
      await expect(nav.getByRole("link", { name: "Credits", exact: true })).toBeVisible();
    },
  },
  {
    path: "/impressum",
    visitor: "guest",
    label: "cookie settings",
    prepare: async (page) => {
      await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
      const settings = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
      await expect(settings.getByRole("checkbox").first()).toBeVisible();
    },
  },
  {
    path: "/signup",
    visitor: "guest",
    label: "field messages",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Premium-Test für nur €1 starten" }).click();
      await expect(page.getByRole("alert").first()).toBeVisible();
    },
  },
];

async function logIn(page: Page, visitor: Visitor): Promise<void> {
  if (visitor === "guest") return;
  if (visitor === "admin") return loginAs(page, admin);
  return loginAs(page, visitor === "member" ? await newMember() : await newUser());
}

/**
 * The page has settled: its heading is there and the page transition has faded it in. The
 * heading waits as long as openHome (home-page.ts) does: a first visit with the cookie panel
 * loads the page's code while two browsers and the server share two cores, which once took over
 * 10 s in a full run and about 2 s on a quiet machine.
 */
async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator("main h1").first()).toBeVisible({ timeout: 25_000 });
  await expect(page.locator("main#main > div")).toHaveCSS("opacity", "1");
  await expect(page.locator('[role="status"]').filter({ hasText: /wird geladen/i })).toHaveCount(0);
}

/**
 * Toasts and dialogs slide and fade in; text caught half transparent would fail the contrast
 * rule for a frame that nobody reads. Waits for every animation that ends (spinners never do).
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? "?"}): ${node.target.join(" ")} – ${node.failureSummary ?? ""}`,
    ),
  );
}

/** Narrows the page to 320 px and expects nothing wider than the screen. */
async function expectReflowAt320(page: Page): Promise<void> {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const overflow = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    wide: Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter((el) => el.getBoundingClientRect().right > 321 && el.getClientRects().length > 0)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}`),
  }));
  expect(overflow.width, `wider than the screen at 320 px: ${overflow.wide.join(", ")}`).toBeLessThanOrEqual(320);
}

const scanName = (scan: Scan) => `${scan.path} as ${scan.visitor}${scan.label ? ` (${scan.label})` : ""}`;

/** Logs in as the scan's visitor and opens its page, settled; returns the address it opened. */
async function openScanPage(page: Page, scan: Scan): Promise<string> {
  if (scan.path === "/maxpay-redirect") {
    // The page needs the payment session the card button stores before it leads there.
    await page.addInitScript(() => {
      const session = { paymentUrl: "/__sandbox/maxpay/hpp", sessionData: { key: "value" }, orderReference: "" };
      window.localStorage.setItem("maxpay_session", JSON.stringify(session));
    });
    // The page forwards to the payment page at once; answered "204 No Content", that
    // navigation ends where it started and the page stays in view to be scanned.
    await page.route(/\/__sandbox\/maxpay\/hpp/, (route) => route.fulfill({ status: 204 }));
  }
  await logIn(page, scan.visitor);
  const address = scan.address ? await scan.address() : scan.path;
  await page.goto(address);
  await waitForPage(page);
  return address;
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const scan of scans.filter((s) => !s.narrowOnly || viewport.width < 768)) {
      test.describe(scanName(scan), () => {
        test.use({
          consent: scan.firstVisit === "cookie panel" ? "undecided" : "necessary",
          onboardingTour: scan.firstVisit === "tour" ? "unseen" : "seen",
          allowedConsoleErrors: ["status of 404", ...(scan.consoleErrors ?? [])],
        });

        test("has no violation in the light and the dark theme", async ({ page }) => {
          // Two scans, and a first visit with the cookie panel took 17-22 s in a full run.
          test.slow();
          const violations: string[] = [];
          let address = "";
          for (const colorScheme of ["light", "dark"] as const) {
            await page.emulateMedia({ colorScheme });
            if (colorScheme === "light") {
              address = await openScanPage(page, scan);
              await scan.prepare?.(page);
            } else if (scan.fades) {
              await page.goto(address);
              await waitForPage(page);
              await scan.prepare?.(page);
            }
            await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
            await settleAnimations(page);
            const result = await new AxeBuilder({ page }).withTags(tags).analyze();
            violations.push(...describeViolations(result.violations).map((v) => `${colorScheme}: ${v}`));
          }
          expect(violations).toEqual([]);
          // WCAG 1.4.10: narrowed to 320 px (a phone at 400 % zoom), the page reflows without
          // horizontal scrolling. Checked here, on the page just scanned, rather than opened again.
          if (viewport.width < 768 && pageScans.includes(scan)) await expectReflowAt320(page);
        });
      });
    }
  });
}

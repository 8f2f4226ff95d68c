import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { pageRoutes } from "../../src/shared/domain/page-paths.ts";
import { loginAs, newMember, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { admin, paypalAfterOrder, toastRegion } from "./payments.ts";

// axe-core over every page of the portal, as a guest and logged in, on a phone and on a
// desktop, and once more in the dark theme. Any violation of WCAG 2.2 A/AA fails the test;
// the fix belongs in the page, not in a disabled rule.

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
}

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

const scans: Scan[] = [
  ...pageRoutes.map((path): Scan => ({ path, visitor: forAccounts[path] ?? "guest", prepare: preparations[path] })),
  { path: "/reset-password?token=abc", visitor: "guest", label: "with a token" },
  { path: "/gibt-es-nicht", visitor: "guest", label: "404" },
  { path: "/profile", visitor: "user" },
  { path: "/", visitor: "member" },
  { path: "/", visitor: "user" },
  { path: "/berater", visitor: "member" },
  { path: "/subscribe", visitor: "member" },
  { path: "/credits", visitor: "member" },
  { path: "/horoskope", visitor: "member" },
  { path: "/horoskope", visitor: "user" },
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

/** The page has settled: its heading is there and the page transition has faded it in. */
async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator("main h1").first()).toBeVisible({ timeout: 10_000 });
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

for (const { viewport, colorScheme } of [
  { viewport: { width: 375, height: 800 }, colorScheme: "light" as const },
  { viewport: { width: 1280, height: 900 }, colorScheme: "light" as const },
  { viewport: { width: 1280, height: 900 }, colorScheme: "dark" as const },
]) {
  test.describe(`axe at ${viewport.width} px, ${colorScheme}`, () => {
    test.use({ viewport, colorScheme });

    for (const scan of scans.filter((s) => !s.narrowOnly || viewport.width < 768)) {
      const name = `${scan.path} as ${scan.visitor}${scan.label ? ` (${scan.label})` : ""}`;
      test(name, async ({ page }) => {
        if (scan.path === "/maxpay-redirect") {
          // The page needs the payment session the card button stores before it leads there.
          await page.addInitScript(() => {
            const session = { paymentUrl: "/__sandbox/maxpay/hpp", sessionData: { key: "value" }, orderReference: "" };
            window.localStorage.setItem("maxpay_session", JSON.stringify(session));
          });
        }
        await logIn(page, scan.visitor);
        await page.goto(scan.path);
        await waitForPage(page);
        await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await scan.prepare?.(page);
        await settleAnimations(page);
        const result = await new AxeBuilder({ page }).withTags(tags).analyze();
        expect(describeViolations(result.violations)).toEqual([]);
      });
    }
  });
}

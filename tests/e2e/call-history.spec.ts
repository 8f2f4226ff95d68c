import type { Locator, Page } from "@playwright/test";
import { callLineLabels } from "../../src/shared/domain/call-lines.ts";
import { formatEuro } from "../../src/shared/domain/plan.ts";
import { createCall, createConsultant, type CallOverrides } from "../../src/server/db/seed/factories.ts";
import { loginAs, newUser, withDatabase } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

const DAY_MS = 24 * 60 * 60_000;
// The browser runs in Europe/Berlin (playwright.config.ts), so the page must show this.
const germanDateTime = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Berlin",
});

/** Call detail records as the carrier delivers them; offline consultants sort last and disturb no other test. */
async function addCalls(calls: Partial<CallOverrides>[], withConsultant = true) {
  return withDatabase(async (db) => {
    const consultant = withConsultant ? await createConsultant(db, { status: "offline" }) : null;
    for (const call of calls) {
      const named = consultant ? { id: consultant.id, name: consultant.name, extension: consultant.extension } : null;
      await createCall(db, { consultant: named, ...call });
    }
    return consultant;
  });
}

const historyCard = (page: Page) =>
  page.getByRole("heading", { level: 3, name: "Anrufverlauf", exact: true }).locator("xpath=../..");
const rowsOf = (panel: Locator) => panel.getByRole("row").filter({ has: panel.page().getByRole("cell") });

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("lists all calls newest first and only the last 30 days in the second tab", async ({ page }) => {
      const user = await newUser();
      const other = await newUser();
      const now = Date.now();
      const recent = new Date(now - 2 * DAY_MS);
      const unnamed = new Date(now - 10 * DAY_MS);
      const old = new Date(now - 45 * DAY_MS);
      const consultant = await addCalls([
        { userId: user.id, startedAt: recent.toISOString(), durationSeconds: 125, line: "member" },
        { userId: user.id, startedAt: old.toISOString(), durationSeconds: 1800, line: "premium" },
        // Another caller's call never shows here.
        { userId: other.id, startedAt: recent.toISOString(), durationSeconds: 3600, line: "member" },
      ]);
      if (!consultant) throw new Error("no consultant created");
      await addCalls(
        [{ userId: user.id, startedAt: unnamed.toISOString(), durationSeconds: 20, line: "member" }],
        false,
      );

      await loginAs(page, user);
      await page.goto("/profile");
      const card = historyCard(page);
      await expect(card).toBeVisible();
      const all = card.getByRole("tab", { name: "Alle" });
      const last30 = card.getByRole("tab", { name: "Letzte 30 Tage" });
      await expect(all).toHaveAttribute("aria-selected", "true");
      await expect(last30).toHaveAttribute("aria-selected", "false");

      const panel = card.getByRole("tabpanel");
      await expect(panel.getByRole("columnheader")).toHaveText(["Berater", "Datum", "Dauer", "Kosten"]);
      const rows = rowsOf(panel);
      await expect(rows).toHaveCount(3);
      // Whole minutes, rounded to the nearest, at least 1 Min.; as the calls are billed per second
      // the exact length follows where the minutes are not whole, as in the credit account. Costs
      // per second on the line's tariff, and under the name the line that says how it was paid.
      await expect(rows.nth(0).getByRole("cell")).toHaveText([
        consultant.name + callLineLabels.member,
        germanDateTime.format(recent),
        "2 Min.genau 2:05 Min.",
        formatEuro(144),
      ]);
      await expect(rows.nth(1).getByRole("cell")).toHaveText([
        "Unbekannter Berater" + callLineLabels.member,
        germanDateTime.format(unnamed),
        "1 Min.genau 0:20 Min.",
        formatEuro(23),
      ]);
      await expect(rows.nth(2).getByRole("cell")).toHaveText([
        consultant.name + callLineLabels.premium,
        germanDateTime.format(old),
        "30 Min.",
        formatEuro(4470),
      ]);
      await expect(rows.nth(0)).toContainText("Mitgliedernummer, 0,69 €/Min. über die Telefonrechnung");
      await expect(rows.nth(2)).toContainText("Ohne Mitgliedschaft, 1,49 €/Min. über die Telefonrechnung");
      await expect(rows.nth(0).getByRole("cell").nth(1)).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
      await expect(panel.getByText("60 Min.")).toHaveCount(0);

      await last30.click();
      await expect(last30).toHaveAttribute("aria-selected", "true");
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0).getByRole("cell").first()).toContainText(consultant.name);
      await expect(rows.nth(1).getByRole("cell").first()).toContainText("Unbekannter Berater");
      await expect(panel.getByText(germanDateTime.format(old))).toHaveCount(0);

      // The tabs follow the arrow keys.
      await page.keyboard.press("ArrowLeft");
      await expect(all).toBeFocused();
      await expect(all).toHaveAttribute("aria-selected", "true");
      await expect(rows).toHaveCount(3);

      // Readable on a phone: the table fits its card and the page does not scroll sideways.
      const table = panel.locator("table");
      expect(await table.evaluate((el) => el.scrollWidth <= (el.parentElement?.clientWidth ?? 0))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test("shows the empty states of both tabs", async ({ page }) => {
      const user = await newUser();
      await loginAs(page, user);
      await page.goto("/profile");
      const card = historyCard(page);
      await expect(card.getByText("Noch keine Anrufe.")).toBeVisible();
      await card.getByRole("tab", { name: "Letzte 30 Tage" }).click();
      await expect(card.getByText("Keine Anrufe in den letzten 30 Tagen.")).toBeVisible();
      await expect(card.getByRole("table")).toHaveCount(0);
    });

    test("a user whose only call is older than 30 days sees it under 'Alle' only", async ({ page }) => {
      const user = await newUser();
      const old = new Date(Date.now() - 31 * DAY_MS);
      await addCalls([{ userId: user.id, startedAt: old.toISOString(), durationSeconds: 90, line: "member" }], false);
      await loginAs(page, user);
      await page.goto("/profile");
      const card = historyCard(page);
      const panel = card.getByRole("tabpanel");
      await expect(rowsOf(panel)).toHaveCount(1);
      await expect(rowsOf(panel).getByRole("cell")).toHaveText([
        "Unbekannter Berater" + callLineLabels.member,
        germanDateTime.format(old),
        "2 Min.genau 1:30 Min.",
        formatEuro(104),
      ]);
      await card.getByRole("tab", { name: "Letzte 30 Tage" }).click();
      await expect(card.getByText("Keine Anrufe in den letzten 30 Tagen.")).toBeVisible();
    });
  });
}

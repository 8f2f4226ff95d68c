import type { Locator, Page } from "@playwright/test";
import { cancellationEffectiveAt, termsFor } from "../../src/shared/domain/subscription-terms.ts";
import { loginAs, newUser } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { germanDate, newMemberWith, toastRegion } from "./payments.ts";

const DAY_MS = 24 * 60 * 60_000;

function valueOf(scope: Locator, label: string): Locator {
  return scope.locator(`xpath=.//dl//dt[normalize-space()="${label}"]/following-sibling::dd`);
}

const membershipCard = (page: Page) =>
  page.getByRole("heading", { level: 3, name: "Mitgliedschaft", exact: true }).locator("xpath=../..");

test("a member sees plan, status, next payment, start and minimum term, and cancels to the named end date", async ({
  page,
}) => {
  // Started 40 days ago: the trial is over, the minimum term still runs for about 2 months.
  const startedAt = new Date(Date.now() - 40 * DAY_MS);
  const member = await newMemberWith({ startedAt });
  const terms = termsFor(startedAt);
  const expectedEnd = germanDate.format(cancellationEffectiveAt(terms, new Date()));
  await loginAs(page, member);
  await page.goto("/profile");

  const card = membershipCard(page);
  await expect(valueOf(card, "Tarif")).toHaveText("Premium");
  await expect(valueOf(card, "Status")).toHaveText("Aktiv");
  await expect(valueOf(card, "Nächste Zahlung")).toHaveText(/^\d{2}\.\d{2}\.\d{4}: 4,99\s€ per PayPal$/);
  await expect(valueOf(card, "Mitglied seit")).toHaveText(germanDate.format(startedAt));
  await expect(valueOf(card, "Mindestlaufzeit bis")).toHaveText(germanDate.format(terms.minimumTermEndsAt));

  await card.getByRole("button", { name: "Mitgliedschaft kündigen" }).click();
  const dialog = page.getByRole("dialog", { name: "Mitgliedschaft kündigen?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Ihre Premium-Mitgliedschaft endet dann zum ${expectedEnd}.`);

  // Keeping it changes nothing.
  await dialog.getByRole("button", { name: "Mitgliedschaft behalten" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(valueOf(card, "Status")).toHaveText("Aktiv");

  await card.getByRole("button", { name: "Mitgliedschaft kündigen" }).click();
  const cancelled = page.waitForResponse((res) => res.url().endsWith("/api/subscription/cancel"));
  await dialog.getByRole("button", { name: "Jetzt kündigen" }).click();
  const response = await cancelled;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    message: string;
    effectiveEndDate: string;
  };
  expect(germanDate.format(new Date(body.effectiveEndDate))).toBe(expectedEnd);

  await expect(dialog).toHaveCount(0);
  const toast = toastRegion(page).locator("li");
  await expect(toast).toContainText("Mitgliedschaft gekündigt");
  await expect(toast).toContainText(body.message);
  await expect(valueOf(card, "Status")).toHaveText(`Gekündigt – Zugang bis ${expectedEnd}`);
  await expect(valueOf(card, "Nächste Zahlung")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Mitgliedschaft kündigen" })).toHaveCount(0);

  // The server kept it: after a reload the card still shows the cancelled state.
  await page.reload();
  await expect(valueOf(membershipCard(page), "Status")).toHaveText(`Gekündigt – Zugang bis ${expectedEnd}`);
});

test("a cancelled membership that still runs shows its end and no cancel button", async ({ page }) => {
  const accessUntil = new Date(Date.now() + 20 * DAY_MS);
  const member = await newMemberWith({
    startedAt: new Date(Date.now() - 120 * DAY_MS),
    status: "cancelled",
    accessUntil: accessUntil.toISOString(),
  });
  await loginAs(page, member);
  await page.goto("/profile");
  const card = membershipCard(page);
  await expect(valueOf(card, "Status")).toHaveText(`Gekündigt – Zugang bis ${germanDate.format(accessUntil)}`);
  await expect(card.getByRole("button", { name: "Mitgliedschaft kündigen" })).toHaveCount(0);
  await expect(card.getByText("Sie haben derzeit keine aktive Mitgliedschaft.")).toHaveCount(0);
});

test.describe("when the server refuses", () => {
  // The refused request is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleErrors: ["status of 401"] });

  test("a failed cancellation shows the toast 'Fehler' and leaves the membership active", async ({ page }) => {
    const member = await newMemberWith({});
    await loginAs(page, member);
    await page.goto("/profile");
    const card = membershipCard(page);
    await expect(valueOf(card, "Status")).toHaveText("Aktiv");
    // The session ends in another tab meanwhile; the server then refuses the cancellation.
    await page.request.post("/api/auth/logout", {
      headers: { origin: new URL(page.url()).origin },
    });

    await card.getByRole("button", { name: "Mitgliedschaft kündigen" }).click();
    const dialog = page.getByRole("dialog", {
      name: "Mitgliedschaft kündigen?",
    });
    await dialog.getByRole("button", { name: "Jetzt kündigen" }).click();
    const toast = toastRegion(page).locator("li");
    await expect(toast).toContainText("Fehler");
    await expect(toast).toHaveClass(/\bbg-destructive\b/);
    await expect(dialog).toHaveCount(0);
    await expect(valueOf(card, "Status")).toHaveText("Aktiv");
  });
});

test("a user without a membership sees 'Sie haben derzeit keine aktive Mitgliedschaft.' and the way to /subscribe", async ({
  page,
}) => {
  const user = await newUser();
  await loginAs(page, user);
  await page.goto("/profile");
  const card = membershipCard(page);
  await expect(card.getByText("Sie haben derzeit keine aktive Mitgliedschaft.")).toBeVisible();
  await card.getByRole("link", { name: "Jetzt Mitglied werden" }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mitgliedschaft wählen" })).toBeVisible();
});

import type { Locator, Page } from "@playwright/test";
import { openDatabase } from "../../src/server/db/database.ts";
import {
  berlinDayOf,
  berlinStartOfDay,
  formatBerlinDate,
  formatBerlinDateShortTime,
} from "../../src/shared/domain/berlin-time.ts";
import { cancellationEffectiveAt, termsFor } from "../../src/shared/domain/subscription-terms.ts";
import { createCall } from "../../src/server/db/seed/factories.ts";
import { loginAs } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { outboxSnapshot, waitForMailTo } from "./outbox.ts";
import { newMemberWith, toastRegion } from "./payments.ts";

// Every date a person reads is a Berlin calendar day, whatever zone the browser runs in:
// a member abroad must see the same end date on the profile, in the dialog and in the mail.
test.use({ timezoneId: "America/Los_Angeles" });

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** 03:00 in Berlin, `daysAgo` days ago: still the evening before in Los Angeles (17:00-19:00). */
function berlinEarlyMorning(daysAgo: number): Date {
  const day = berlinDayOf(new Date(Date.now() - daysAgo * DAY_MS));
  return new Date(berlinStartOfDay(day).getTime() + 3 * HOUR_MS);
}

const losAngelesDate = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Los_Angeles",
});

/** The test only proves something if the browser's own zone would name another day. */
function expectDifferentDayInLosAngeles(date: Date): void {
  expect(losAngelesDate.format(date), "the instant must be another day in Los Angeles").not.toBe(
    formatBerlinDate(date),
  );
}

function valueOf(scope: Locator, label: string): Locator {
  return scope.locator(`xpath=.//dl//dt[normalize-space()="${label}"]/following-sibling::dd`);
}

const membershipCard = (page: Page) =>
  page.getByRole("heading", { level: 3, name: "Mitgliedschaft", exact: true }).locator("xpath=../..");

test("in Los Angeles the profile, the cancel dialog, the toast and the mail name the same Berlin day", async ({
  page,
}) => {
  // Every billing moment of this subscription falls between 02:00 and 04:00 Berlin time.
  const startedAt = berlinEarlyMorning(40);
  const terms = termsFor(startedAt);
  const member = await newMemberWith({ startedAt });
  const end = cancellationEffectiveAt(terms, new Date());
  for (const date of [startedAt, terms.minimumTermEndsAt, end]) expectDifferentDayInLosAngeles(date);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("America/Los_Angeles");

  await loginAs(page, member);
  await page.goto("/profile");
  const card = membershipCard(page);
  await expect(valueOf(card, "Mitglied seit")).toHaveText(formatBerlinDate(startedAt));
  await expect(valueOf(card, "Mindestlaufzeit bis")).toHaveText(formatBerlinDate(terms.minimumTermEndsAt));
  await expect(valueOf(card, "Nächste Zahlung")).toHaveText(/^\d{2}\.\d{2}\.\d{4}: 4,99\s€ per PayPal$/);

  await card.getByRole("button", { name: "Mitgliedschaft kündigen" }).click();
  const dialog = page.getByRole("dialog", { name: "Mitgliedschaft kündigen?" });
  await expect(dialog).toContainText(`Ihre Premium-Mitgliedschaft endet dann zum ${formatBerlinDate(end)}.`);
  await expect(dialog).toContainText(`Ihre Mindestlaufzeit endet am ${formatBerlinDate(terms.minimumTermEndsAt)}.`);

  const seen = await outboxSnapshot();
  await dialog.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(toastRegion(page).locator("li")).toContainText(`Sie haben Zugang bis zum ${formatBerlinDate(end)}.`);
  await expect(valueOf(card, "Status")).toHaveText(`Gekündigt – Zugang bis ${formatBerlinDate(end)}`);
  const mail = await waitForMailTo(member.email ?? "", seen);
  expect(mail).toContain(`Ende der Mitgliedschaft: ${formatBerlinDate(end)}`);

  await page.goto("/subscribe");
  await expect(
    page.getByText(`Ihre Mitgliedschaft ist gekündigt und läuft bis zum ${formatBerlinDate(end)}.`),
  ).toBeVisible();
});

test("in Los Angeles the next payment date on the profile is the Berlin day", async ({ page }) => {
  const member = await newMemberWith({ startedAt: berlinEarlyMorning(10) });
  // 00:30 Berlin time, a week ahead: the afternoon before in Los Angeles.
  const inAWeek = berlinDayOf(new Date(Date.now() + 7 * DAY_MS));
  const nextBilling = new Date(berlinStartOfDay(inAWeek).getTime() + HOUR_MS / 2);
  expectDifferentDayInLosAngeles(nextBilling);
  const handle = openDatabase(process.env.E2E_DATABASE_URL ?? "");
  try {
    await handle.db
      .updateTable("subscriptions")
      .set({ next_billing_date: nextBilling.toISOString() })
      .where("user_id", "=", member.id)
      .execute();
  } finally {
    await handle.close();
  }
  await loginAs(page, member);
  await page.goto("/profile");
  await expect(valueOf(membershipCard(page), "Nächste Zahlung")).toHaveText(
    `${formatBerlinDate(nextBilling)}: 4,99 € per PayPal`,
  );
});

test("in Los Angeles the call history shows the Berlin date and clock time", async ({ page }) => {
  const member = await newMemberWith({});
  const startedAt = berlinEarlyMorning(3);
  expectDifferentDayInLosAngeles(startedAt);
  const handle = openDatabase(process.env.E2E_DATABASE_URL ?? "");
  try {
    await createCall(handle.db, { userId: member.id, startedAt: startedAt.toISOString(), durationSeconds: 120 });
  } finally {
    await handle.close();
  }
  await loginAs(page, member);
  await page.goto("/profile");
  const history = page.getByRole("heading", { level: 3, name: "Anrufverlauf", exact: true }).locator("xpath=../..");
  await expect(history.getByRole("cell").nth(1)).toHaveText(formatBerlinDateShortTime(startedAt));
});

import { randomInt } from "node:crypto";
import { createCall, createConsultant } from "../../src/server/db/seed/factories.ts";
import { loginAs, newMember, withDatabase } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";

// On a phone the profile starts with the membership and the way to call; a long call history
// shows its newest calls and the rest on request, and a notice that points up to the membership
// stands below it.

test.use({ viewport: { width: 375, height: 800 } });

const topOf = async (page: Page, name: string) => {
  const box = await page.getByRole("heading", { name, exact: true }).boundingBox();
  if (!box) throw new Error(`${name} is not shown`);
  return box.y;
};

test("the membership and the call guide come before a long call history, which shows five calls first", async ({
  page,
}) => {
  const member = await newMember();
  await withDatabase(async (db) => {
    const consultant = await createConsultant(db, { status: "offline" });
    const named = { id: consultant.id, name: consultant.name, extension: consultant.extension };
    for (let i = 0; i < 14; i += 1) {
      const startedAt = new Date(Date.now() - (i + 1) * 3 * 60 * 60_000).toISOString();
      await createCall(db, { userId: member.id, consultant: named, line: "member", startedAt, durationSeconds: 450 });
    }
    // A cancellation made through the form, not in the member's session: the profile tells of it.
    await db
      .insertInto("contract_declarations")
      .values({
        reference: `K-${randomInt(100_000, 999_999)}`,
        kind: "cancellation",
        name: member.name,
        phone: member.phone,
        email: "kuendigung@example.org",
        contract: "Premium",
        termination_type: "ordinary",
        user_id: member.id,
        received_at: new Date().toISOString(),
        status: "applied",
        verified_by: "link",
      })
      .execute();
  });
  await loginAs(page, member);
  await page.goto("/profile");

  const history = page.getByRole("tabpanel");
  const rows = history.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(5);
  await expect(page.getByText("5 von 14 Anrufen angezeigt")).toBeVisible();

  const membership = await topOf(page, "Mitgliedschaft");
  const guide = await topOf(page, "So rufen Sie an");
  const calls = await topOf(page, "Anrufverlauf");
  expect(membership).toBeLessThan(guide);
  expect(guide).toBeLessThan(calls);
  // The membership card is on the first screens, not after thousands of pixels.
  expect(membership).toBeLessThan(1200);

  // "steht oben bei Ihrer Mitgliedschaft": the notice is below the card it points to.
  const notice = page.getByText("Das Vertragsende steht oben bei Ihrer Mitgliedschaft", { exact: false });
  const noticeBox = await notice.boundingBox();
  expect(noticeBox?.y ?? 0).toBeGreaterThan(membership);

  // The whole page stays far shorter than with every row open.
  const shortHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const more = page.getByRole("button", { name: "Weitere anzeigen" });
  await more.click();
  await expect(rows).toHaveCount(14);
  await expect(page.getByText("14 von 14 Anrufen angezeigt")).toBeVisible();
  const less = page.getByRole("button", { name: "Weniger anzeigen" });
  await expect(less).toBeFocused();
  const longHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(longHeight - shortHeight).toBeGreaterThan(400);
  await less.click();
  await expect(rows).toHaveCount(5);
});

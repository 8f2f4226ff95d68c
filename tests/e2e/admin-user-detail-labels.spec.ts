import { randomInt } from "node:crypto";
import { createCall, createCreditCall, createConsultant } from "../../src/server/db/seed/factories.ts";
import { loginAs, withDatabase } from "./accounts.ts";
import { giveCredits } from "./credits.ts";
import { expect, test } from "./fixtures.ts";
import { admin, newMemberWith } from "./payments.ts";

// The administrator's view of an account names calls, payments and declarations in German:
// the line a call was paid on, the kind and state of a declaration, never the stored codes.

test("the account's calls and declarations are named in German, a credit call in credits", async ({ page }) => {
  const surname = `Mondwurz${randomInt(100_000, 999_999)}`;
  const customer = await newMemberWith({ name: `Frieda ${surname}` });
  await giveCredits(customer.id, 1000);
  await withDatabase(async (db) => {
    const consultant = await createConsultant(db, { status: "offline", credits_per_minute: 120 });
    const named = { id: consultant.id, name: consultant.name, extension: consultant.extension };
    await createCall(db, { userId: customer.id, consultant: named, line: "member", durationSeconds: 450 });
    await createCreditCall(db, {
      user: customer,
      consultant,
      startedAt: new Date(Date.now() - 60 * 60_000),
      durationSeconds: 125,
    });
    await db
      .insertInto("contract_declarations")
      .values({
        reference: `K-${randomInt(100_000, 999_999)}`,
        kind: "cancellation",
        name: customer.name,
        phone: customer.phone,
        email: "frieda@example.org",
        contract: "Premium",
        termination_type: "ordinary",
        reason: null,
        requested_end: null,
        user_id: customer.id,
        subscription_id: null,
        effective_end: null,
        received_at: new Date().toISOString(),
        mailed_at: null,
        status: "applied",
        verified_by: "session",
        confirm_token_hash: null,
        confirm_token_expires_at: null,
        owner_notified_at: null,
        owner_acknowledged_at: null,
        decided_at: null,
        missed_end: null,
        retain_until: null,
      })
      .execute();
  });

  await loginAs(page, admin);
  await page.goto(`/admin?suche=${surname}`);
  await page.getByRole("button", { name: `Details zu Frieda ${surname} (ID ${customer.id})` }).click();
  const detail = page.getByRole("dialog", { name: `Frieda ${surname}` });

  const calls = detail.locator("section").filter({ has: page.getByRole("heading", { name: "Anrufe" }) });
  await expect(calls).toContainText("Mitgliedernummer, 0,69 €/Min. über die Telefonrechnung");
  await expect(calls).toContainText("7:30 Min.");
  // 125 seconds at 120 credits per minute: 250 credits, not euro.
  const creditCall = calls.getByRole("listitem").filter({ hasText: "Credit-Line, mit Cosmos Credits bezahlt" });
  await expect(creditCall).toContainText("2:05 Min. · 250 Credits");
  await expect(creditCall).not.toContainText("€");

  const declarations = detail
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Vertragserklärungen" }) });
  await expect(declarations).toContainText("Kündigung");
  await expect(declarations).toContainText("wirksam");

  const text = await detail.innerText();
  expect(text).not.toMatch(/\b(member|premium|credit|cancellation|withdrawal|applied)\b/);
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import type { MailMessage, Mailer } from "../../../src/server/modules/mail/index.ts";
import { createPaymentFollowUps } from "../../../src/server/modules/payment-follow-ups/service.ts";
import { createReceiptsModule } from "../../../src/server/modules/receipts/index.ts";
import { createUsersModule } from "../../../src/server/modules/users/index.ts";
import { systemClock } from "../../../src/server/lib/clock.ts";
import { paymentRecordsFor } from "../../support/payment-records.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The follow-ups of a receipt (docs/decisions/0034), run by two processes at once and by a mail
// server that is down: each receipt is mailed exactly once, and a failed mail is sent later.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.handle.db;
const quietLog = { error() {}, warn() {}, info() {} } as never;
const supplier = {
  name: "Sternenruf GmbH",
  street: "Weg 1",
  postalCode: "10115",
  city: "Berlin",
  country: "DE",
  vatId: "",
};

/** One process's follow-ups, with its own mailer and its own count of what it looked at. */
function serverProcess(mailer: Mailer) {
  const users = createUsersModule({ db: db() });
  const noted: number[] = [];
  const followUps = createPaymentFollowUps({
    receipts: createReceiptsModule({ db: db(), users, supplier, brandName: "Sternenruf" }),
    users,
    mailer,
    spending: { noteSpent: async (userId: number) => void noted.push(userId) },
    clock: systemClock,
    log: quietLog,
    brandName: "Sternenruf",
    publicOrigin: "https://sternenruf.example",
  });
  return { followUps, noted };
}

function recordingMailer(fail = false): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    transport: "none",
    close() {},
    async send(message) {
      if (fail) throw new Error("connection refused");
      sent.push(message);
    },
  } as Mailer & { sent: MailMessage[] };
}

async function weeklyFee(userId: number, id: string) {
  await db()
    .transaction()
    .execute((trx) =>
      paymentRecordsFor(db()).recordPayment(trx, {
        provider: "maxpay",
        providerPaymentId: id,
        userId,
        subscriptionId: null,
        purpose: "subscription",
        namedByOrderConfirmation: false,
        service: "Premium-Mitgliedschaft, Woche 4.–10. Dezember 2026",
        amountCents: 499,
        currency: "EUR",
        paidAt: new Date(),
      }),
    );
}

describe("the follow-ups of a receipt", () => {
  it("are done once when two processes run them at the same moment", async () => {
    const user = await createUser(db());
    for (let i = 0; i < 5; i += 1) await weeklyFee(user.id, `follow-up-race-${user.id}-${i}`);
    const a = recordingMailer();
    const b = recordingMailer();
    const first = serverProcess(a);
    const second = serverProcess(b);
    await Promise.all([first.followUps.runDue(), second.followUps.runDue(), first.followUps.runDue()]);
    const mine = [...a.sent, ...b.sent].filter((m) => m.to === user.email);
    expect(mine).toHaveLength(5);
    expect(new Set(mine.map((m) => m.subject)).size).toBe(5);
    expect(mine[0]?.text).toContain("Bezahlt mit: Karte");
    expect([...first.noted, ...second.noted].filter((id) => id === user.id)).toHaveLength(5);
  });

  it("stay due while the mail server is down and are sent by a later run", async () => {
    const user = await createUser(db());
    await weeklyFee(user.id, `follow-up-down-${user.id}`);
    const down = serverProcess(recordingMailer(true));
    await down.followUps.runDue();
    expect(down.noted).not.toContain(user.id);
    // The failed claim is abandoned only after its time; until then no one sends it twice.
    const row = await db().selectFrom("receipts").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.follow_up).toBe("mail");
    await db()
      .updateTable("receipts")
      .set({ follow_up_claimed_at: "2000-01-01T00:00:00.000Z" })
      .where("id", "=", row.id)
      .execute();
    const upAgain = recordingMailer();
    await serverProcess(upAgain).followUps.runDue();
    expect(upAgain.sent.filter((m) => m.to === user.email)).toHaveLength(1);
    const done = await db()
      .selectFrom("receipts")
      .select("follow_up")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(done.follow_up).toBeNull();
  });
});

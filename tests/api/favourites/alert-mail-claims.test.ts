import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConsultant, createUser } from "../../../src/server/db/seed/factories.ts";
import { systemClock } from "../../../src/server/lib/clock.ts";
import { createAlertMailing } from "../../../src/server/modules/favourites/alert-mailing.ts";
import type { Mailer } from "../../../src/server/modules/mail/index.ts";
import { alertOn, statusEvent } from "../../support/favourites.ts";
import { mailsTo } from "../../support/outbox-mails.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The claim of the mail job: several senders over one queue send each mail once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsOfOutbox = () => mailsTo(t.config.mail.outboxDir, "@");

describe("availability mails sent by two processes at once", () => {
  it("sends each queued mail once while both jobs run over the same queue", async () => {
    const db = t.database.handle.db;
    const consultant = await createConsultant(db, { status: "offline" });
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser(db)));
    for (const user of users) await alertOn(db, user.id, consultant.id, { anyHour: true });
    await statusEvent(db, consultant.id, "available");
    // Two senders over the same queue, each with a mail server that takes its time, so that
    // both look at every row while the other is still sending it.
    const sent: string[] = [];
    const slowMailer: Mailer = {
      transport: "slow",
      close: () => undefined,
      send: async (message) => {
        await new Promise((r) => setTimeout(r, 50));
        sent.push(message.to);
      },
    };
    const sender = () =>
      createAlertMailing({
        db,
        clock: systemClock,
        users: { findById: (id) => db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst() },
        consultants: {
          findById: (id) => db.selectFrom("consultants").selectAll().where("id", "=", id).executeTakeFirst(),
        },
        mailer: slowMailer,
        log: t.app.log,
        publicOrigin: "http://portal.test",
        brandName: "Sternenruf",
        memberPhoneNumber: "0900 1 234567",
        secrets: ["secret"],
      });
    await Promise.all([sender().sendDue(), sender().sendDue(), sender().sendDue()]);
    // The app's own job may take a row too; together every user has exactly one mail.
    const received = [...sent, ...mailsOfOutbox().map((m) => m.to)];
    for (const user of users) expect(received.filter((to) => to.includes(user.email ?? "-"))).toHaveLength(1);
  });
});

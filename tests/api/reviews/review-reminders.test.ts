import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCall, createConsultant, createReview, createUser } from "../../../src/server/db/seed/factories.ts";
import { systemClock } from "../../../src/server/lib/clock.ts";
import type { MailMessage } from "../../../src/server/modules/mail/index.ts";
import { berlinMonthPeriod } from "../../../src/shared/domain/spending.ts";
import { reviewsFor } from "../../support/reviews-module.ts";
import { spendingFor } from "../../support/spending.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The monthly summary names the calls its reader may still review, each in one mail only
// (docs/decisions/0040). Reviews judge their 30 days by real time, so the calls are an hour or
// two old and the summary is the one for this Berlin month, sent on the 2nd of the next.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const hourMs = 60 * 60 * 1000;

function reviewReminders() {
  return reviewsFor(db(), systemClock).reminders;
}

/** 06:00 on the 2nd of the next Berlin month: the summary of the month the calls were made in is due. */
function nextMonthClock() {
  const at = new Date(berlinMonthPeriod(new Date(Date.now() - 2 * hourMs)).resetsAt.getTime() + 30 * hourMs);
  return { now: () => at };
}

function summaryRun(sent: MailMessage[]) {
  const mailer = {
    send: async (message: MailMessage) => {
      sent.push(message);
    },
    close() {},
    transport: "none",
  };
  return spendingFor(db(), nextMonthClock(), 15_000, mailer, reviewReminders());
}

describe("the reminder to review in the monthly summary", () => {
  it("names each call that may still be reviewed once, and none that is reviewed, short or anonymous", async () => {
    const caller = await createUser(db(), { name: "Rita Rückblick" });
    const consultant = await createConsultant(db(), { name: "Luna Erinnerung" });
    const open = await createCall(db(), {
      userId: caller.id,
      line: "member",
      consultant,
      startedAt: new Date(Date.now() - hourMs).toISOString(),
      durationSeconds: 14 * 60,
    });
    await createReview(db(), caller, consultant, {
      startedAt: new Date(Date.now() - 2 * hourMs).toISOString(),
      durationSeconds: 20 * 60,
    });
    await createCall(db(), {
      userId: caller.id,
      line: "member",
      consultant,
      startedAt: new Date(Date.now() - 90 * 60 * 1000).toISOString(),
      durationSeconds: 120,
    });
    await createCall(db(), {
      userId: caller.id,
      line: "premium",
      consultant,
      startedAt: new Date(Date.now() - 80 * 60 * 1000).toISOString(),
      durationSeconds: 600,
    });

    const sent: MailMessage[] = [];
    await Promise.all(Array.from({ length: 3 }, () => summaryRun(sent).sendMonthlySummaries()));
    const toCaller = sent.filter((mail) => mail.to === caller.email);
    expect(toCaller).toHaveLength(1);
    const text = toCaller[0]?.text ?? "";
    expect(text).toContain("Dieses Gespräch haben Sie noch nicht bewertet:");
    expect(text).toContain("– Luna Erinnerung,");
    expect(text).toContain("(14 Min.), bewertbar bis");
    expect(text.match(/– Luna Erinnerung/g)).toHaveLength(1);

    const reminded = await db().selectFrom("review_reminders").selectAll().where("user_id", "=", caller.id).execute();
    expect(reminded.map((row) => row.call_id)).toEqual([open]);

    // The next summary that would go out (forced here by clearing the month's claim) names it no more.
    await db().deleteFrom("spending_notices").where("user_id", "=", caller.id).execute();
    const again: MailMessage[] = [];
    await summaryRun(again).sendMonthlySummaries();
    const second = again.find((mail) => mail.to === caller.email);
    expect(second?.text).toBeDefined();
    expect(second?.text).not.toContain("noch nicht bewertet");
  });

  it("names nothing, and notes nothing, when the mail could not be sent", async () => {
    const caller = await createUser(db());
    const consultant = await createConsultant(db());
    await createCall(db(), {
      userId: caller.id,
      line: "member",
      consultant,
      startedAt: new Date(Date.now() - hourMs).toISOString(),
      durationSeconds: 10 * 60,
    });
    const failing = {
      send: async () => {
        throw new Error("Der Mailserver antwortet nicht");
      },
      close() {},
      transport: "none",
    };
    await spendingFor(db(), nextMonthClock(), 15_000, failing, reviewReminders()).sendMonthlySummaries();
    const reminded = await db().selectFrom("review_reminders").selectAll().where("user_id", "=", caller.id).execute();
    expect(reminded).toEqual([]);
  });
});

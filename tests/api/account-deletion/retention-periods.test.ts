import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import { advanceAppClock } from "../../support/credits.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The periods the privacy statement names for records of accounts that still exist
// (docs/decisions/0039): sessions and login tokens 30 days after they ended, contact messages
// 3 years after the end of their year, the audit log 3 years. The hourly purge deletes what has
// outlived its period and nothing younger.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.handle.db;
const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString();

describe("the periods of records of accounts that still exist", () => {
  it("deletes sessions and login tokens 30 days after they ended, and nothing younger", async () => {
    const user = await createUser(db());
    const session = (id: string, expiresDaysAgo: number) => ({
      id_hash: `${id}-${user.id}`,
      user_id: user.id,
      created_at: daysAgo(expiresDaysAgo + 90),
      last_seen_at: daysAgo(expiresDaysAgo + 1),
      expires_at: daysAgo(expiresDaysAgo),
      second_factor_at: null,
    });
    await db()
      .insertInto("sessions")
      .values([session("old", 32), session("recent", 28), session("live", -10)])
      .execute();
    // One reset token per account: a second account holds the recent one.
    const other = await createUser(db());
    await db()
      .insertInto("password_reset_tokens")
      .values([
        { token_hash: `old-${user.id}`, user_id: user.id, created_at: daysAgo(33), expires_at: daysAgo(32) },
        { token_hash: `recent-${other.id}`, user_id: other.id, created_at: daysAgo(29), expires_at: daysAgo(28) },
      ])
      .execute();

    await advanceAppClock(t.app, { hours: 1 });

    const sessions = await db().selectFrom("sessions").select("id_hash").where("user_id", "=", user.id).execute();
    expect(sessions.map((s) => s.id_hash).sort()).toEqual([`live-${user.id}`, `recent-${user.id}`]);
    const tokens = await db()
      .selectFrom("password_reset_tokens")
      .select("token_hash")
      .where("user_id", "in", [user.id, other.id])
      .execute();
    expect(tokens.map((r) => r.token_hash)).toEqual([`recent-${other.id}`]);
  });

  it("deletes contact messages 3 years after the end of the year they arrived in, but not kept requests", async () => {
    const year = new Date().getUTCFullYear();
    const message = (tag: string, createdAt: string, retainUntil: string | null = null) => ({
      name: "Erika",
      email: `retention-${tag}@example.de`,
      message: tag,
      ip: null,
      priority: 0,
      created_at: createdAt,
      retain_until: retainUntil,
    });
    await db()
      .insertInto("contact_messages")
      .values([
        // July four calendar years back: its 3 years after the year's end are over.
        message("expired", `${year - 4}-07-01T10:00:00.000Z`),
        // Early January three years back: its period runs to the end of this year.
        message("running", `${year - 3}-01-02T10:00:00.000Z`),
        // A request kept after a deletion follows its own date.
        message("kept", `${year - 5}-07-01T10:00:00.000Z`, `${year + 1}-01-01T00:00:00.000Z`),
      ])
      .execute();

    await advanceAppClock(t.app, { hours: 1 });

    const left = await db()
      .selectFrom("contact_messages")
      .select("message")
      .where("email", "like", "retention-%")
      .execute();
    expect(left.map((m) => m.message).sort()).toEqual(["kept", "running"]);
  });

  it("deletes audit rows older than 3 years, while the database still refuses to delete a younger one", async () => {
    const admin = await createUser(db());
    const row = (tag: string, createdAt: string) => ({
      actor_user_id: admin.id,
      action: "reset_password",
      target_user_id: null,
      before_json: null,
      after_json: JSON.stringify({ tag }),
      ip: null,
      created_at: createdAt,
    });
    await db()
      .insertInto("admin_audit_log")
      .values([row("old", daysAgo(3 * 366 + 5)), row("young", daysAgo(2 * 365))])
      .execute();

    await expect(db().deleteFrom("admin_audit_log").where("actor_user_id", "=", admin.id).execute()).rejects.toThrow(
      /append-only/,
    );

    await advanceAppClock(t.app, { hours: 1 });

    const left = await db()
      .selectFrom("admin_audit_log")
      .select("after_json")
      .where("actor_user_id", "=", admin.id)
      .execute();
    expect(left.map((r) => r.after_json)).toEqual([JSON.stringify({ tag: "young" })]);
    await expect(
      db().updateTable("admin_audit_log").set({ ip: "1.2.3.4" }).where("actor_user_id", "=", admin.id).execute(),
    ).rejects.toThrow(/append-only/);
  });
});

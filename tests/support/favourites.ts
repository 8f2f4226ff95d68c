import type { Kysely } from "kysely";
import type { Database } from "../../src/server/db/schema.ts";
import { queueAlertsWithin } from "../../src/server/modules/favourites/claim.ts";

/**
 * A status event written and followed the way the status change does it, in one transaction,
 * without its check that the status really changed: every call is a new event, the worst case
 * for the claim of the alerts.
 */
export async function statusEvent(
  db: Kysely<Database>,
  consultantId: number,
  status: string,
  at: Date = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const occurredAt = at.toISOString();
    const row = await trx
      .insertInto("consultant_status_events")
      .values({ consultant_id: consultantId, status, occurred_at: occurredAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    return queueAlertsWithin(trx, { id: row.id, consultantId, status, occurredAt });
  });
}

/** The queued availability mails of a consultant. */
export function alertMailsOf(db: Kysely<Database>, consultantId: number) {
  return db.selectFrom("availability_alert_mails").selectAll().where("consultant_id", "=", consultantId).execute();
}

/** A favourite with its alert, written directly (the routes are tested on their own). */
export async function alertOn(
  db: Kysely<Database>,
  userId: number,
  consultantId: number,
  options: { anyHour?: boolean; lastMailedAt?: string } = {},
): Promise<number> {
  const now = new Date().toISOString();
  await db.insertInto("favourites").values({ user_id: userId, consultant_id: consultantId, created_at: now }).execute();
  const row = await db
    .insertInto("availability_alerts")
    .values({
      user_id: userId,
      consultant_id: consultantId,
      any_hour: options.anyHour ? 1 : 0,
      created_at: now,
      last_mailed_at: options.lastMailedAt ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** 2026-11-27 at this Berlin wall-clock time (UTC+1 in November). */
export function berlinNov27(hour: number, minute = 0): Date {
  return new Date(Date.UTC(2026, 10, 27, hour - 1, minute));
}

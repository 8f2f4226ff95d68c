import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { lockedRows } from "../../db/row-lock.ts";

/** A real change of a consultant's status, numbered in the order the changes were committed. */
export interface StatusEvent {
  id: number;
  consultantId: number;
  status: string;
  occurredAt: string;
}

/** The channel every process listens on (PostgreSQL); the payload is the event's id. */
export const statusChannel = "consultant_status";

// Taken before an event gets its id and held until commit: the events are committed in the
// order of their ids, so a reader that asks for "the events after n" never skips one that
// commits a moment later with a smaller id. A fixed number of the portal's own.
const eventOrderLock = 4_200_042;

function toEvent(row: { id: number; consultant_id: number; status: string; occurred_at: string }): StatusEvent {
  return { id: Number(row.id), consultantId: row.consultant_id, status: row.status, occurredAt: row.occurred_at };
}

/** The status events (docs/decisions/0042); works on the database or inside a transaction. */
export function createStatusEventsRepo(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    /**
     * Sets the status and writes its event, or does nothing when the consultant has it already
     * (null) or does not exist (undefined). Call inside a transaction: the event commits with the
     * status, and on PostgreSQL the notification goes out at that commit.
     */
    async changeStatus(id: number, status: string, now: Date): Promise<StatusEvent | null | undefined> {
      if (postgres) await sql`select pg_advisory_xact_lock(${eventOrderLock})`.execute(db);
      const current = await lockedRows(
        db,
        db.selectFrom("consultants").select("status").where("id", "=", id),
      ).executeTakeFirst();
      if (!current) return undefined;
      if (current.status === status) return null;
      await db.updateTable("consultants").set({ status }).where("id", "=", id).execute();
      const row = await db
        .insertInto("consultant_status_events")
        .values({ consultant_id: id, status, occurred_at: now.toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (postgres) await sql`select pg_notify(${statusChannel}, ${String(row.id)})`.execute(db);
      return toEvent(row);
    },
    /** The events after `afterId`, oldest first, at most `limit`. */
    async after(afterId: number, limit: number): Promise<StatusEvent[]> {
      const rows = await db
        .selectFrom("consultant_status_events")
        .selectAll()
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map(toEvent);
    },
    /** The oldest and the newest id kept; both null while there is none. */
    async window(): Promise<{ oldest: number | null; newest: number | null }> {
      const row = await db
        .selectFrom("consultant_status_events")
        .select((eb) => [eb.fn.min("id").as("oldest"), eb.fn.max("id").as("newest")])
        .executeTakeFirst();
      const number = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return { oldest: number(row?.oldest), newest: number(row?.newest) };
    },
    /**
     * Deletes the events that occurred before `before`, except the newest: an empty table then
     * means that no status ever changed, and a list read at event 0 has missed nothing
     * (live-status/routes.ts). Returns how many.
     */
    async purgeBefore(before: string): Promise<number> {
      const newest = db.selectFrom("consultant_status_events").select((eb) => eb.fn.max("id").as("newest"));
      const result = await db
        .deleteFrom("consultant_status_events")
        .where("occurred_at", "<", before)
        .where("id", "<", newest)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

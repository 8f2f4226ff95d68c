import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface FavouriteRow {
  consultant_id: number;
  alert_id: number | null;
  any_hour: number | null;
}

/** A user's favourites and their alerts ("Benachrichtigen, wenn verfügbar"). */
export function createFavouritesRepo(db: Kysely<Database>) {
  return {
    /** The user's favourites, oldest first, each with its alert if there is one. */
    listOf(userId: number): Promise<FavouriteRow[]> {
      return db
        .selectFrom("favourites as f")
        .leftJoin("availability_alerts as a", (join) =>
          join.onRef("a.user_id", "=", "f.user_id").onRef("a.consultant_id", "=", "f.consultant_id"),
        )
        .select(["f.consultant_id", "a.id as alert_id", "a.any_hour"])
        .where("f.user_id", "=", userId)
        .orderBy("f.created_at")
        .orderBy("f.consultant_id")
        .execute();
    },

    async isFavourite(userId: number, consultantId: number): Promise<boolean> {
      const row = await db
        .selectFrom("favourites")
        .select("consultant_id")
        .where("user_id", "=", userId)
        .where("consultant_id", "=", consultantId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Idempotent: the primary key keeps one row per user and consultant. */
    async add(userId: number, consultantId: number, at: Date): Promise<void> {
      await db
        .insertInto("favourites")
        .values({ user_id: userId, consultant_id: consultantId, created_at: at.toISOString() })
        .onConflict((oc) => oc.columns(["user_id", "consultant_id"]).doNothing())
        .execute();
    },

    /** The favourite goes, and its alert and that alert's unsent mails with it. */
    async remove(userId: number, consultantId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await removeAlertOn(trx, userId, consultantId);
        await trx
          .deleteFrom("favourites")
          .where("user_id", "=", userId)
          .where("consultant_id", "=", consultantId)
          .execute();
      });
    },

    /** Creates the alert or changes its hours; the time of its last mail stays (one per 6 hours). */
    async setAlert(userId: number, consultantId: number, anyHour: boolean, at: Date): Promise<void> {
      await db
        .insertInto("availability_alerts")
        .values({
          user_id: userId,
          consultant_id: consultantId,
          any_hour: anyHour ? 1 : 0,
          created_at: at.toISOString(),
        })
        .onConflict((oc) => oc.columns(["user_id", "consultant_id"]).doUpdateSet({ any_hour: anyHour ? 1 : 0 }))
        .execute();
    },

    removeAlert: (userId: number, consultantId: number) => removeAlertOn(db, userId, consultantId),

    /** Ends one alert by its id (the unsubscribe link); true when it was still there. */
    async removeAlertById(alertId: number, consultantId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom("availability_alerts")
          .where("id", "=", alertId)
          .where("consultant_id", "=", consultantId)
          .executeTakeFirst();
        await trx
          .deleteFrom("availability_alert_mails")
          .where("alert_id", "=", alertId)
          .where("sent_at", "is", null)
          .execute();
        return Number(gone.numDeletedRows) > 0;
      });
    },
  };
}

async function removeAlertOn(executor: Kysely<Database>, userId: number, consultantId: number): Promise<void> {
  const alert = await executor
    .deleteFrom("availability_alerts")
    .where("user_id", "=", userId)
    .where("consultant_id", "=", consultantId)
    .returning("id")
    .executeTakeFirst();
  if (alert) {
    await executor
      .deleteFrom("availability_alert_mails")
      .where("alert_id", "=", alert.id)
      .where("sent_at", "is", null)
      .execute();
  }
}

export type FavouritesRepo = ReturnType<typeof createFavouritesRepo>;

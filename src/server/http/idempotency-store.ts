import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** A key is remembered for a day: long enough for any retry of the same submission. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60_000;
// A reservation this old whose request never answered (the process died on the way) is given
// up, so that the same submission can be sent again.
const staleReservationMs = 2 * 60_000;

export interface StoredAnswer {
  requestHash: string;
  /** Null while the first request runs. */
  status: number | null;
  body: string | null;
}

export interface IdempotencyStore {
  /** True when this request is the first with the key (insert … on conflict do nothing). */
  reserve(entry: { scope: string; key: string; requestHash: string }): Promise<boolean>;
  find(scope: string, key: string): Promise<StoredAnswer | undefined>;
  complete(entry: { scope: string; key: string; status: number; body: string | null }): Promise<void>;
  /** Gives a reservation back after a refusal or failure: nothing was filed. */
  release(scope: string, key: string): Promise<void>;
}

export function createIdempotencyStore(db: Kysely<Database>, now: () => number = Date.now): IdempotencyStore {
  // Dropping expired keys reads an index range: once a minute is enough.
  let droppedAt = Number.NEGATIVE_INFINITY;

  async function dropExpired(): Promise<void> {
    if (now() - droppedAt < 60_000) return;
    droppedAt = now();
    await db
      .deleteFrom("idempotency_keys")
      .where("created_at", "<", now() - idempotencyKeyLifetimeMs)
      .execute();
    await db
      .deleteFrom("idempotency_keys")
      .where("response_status", "is", null)
      .where("created_at", "<", now() - staleReservationMs)
      .execute();
  }

  return {
    async reserve({ scope, key, requestHash }) {
      await dropExpired();
      const inserted = await db
        .insertInto("idempotency_keys")
        .values({ scope, idempotency_key: key, request_hash: requestHash, created_at: now() })
        .onConflict((oc) => oc.columns(["scope", "idempotency_key"]).doNothing())
        .returning("created_at")
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async find(scope, key) {
      const row = await db
        .selectFrom("idempotency_keys")
        .select(["request_hash", "response_status", "response_body"])
        .where("scope", "=", scope)
        .where("idempotency_key", "=", key)
        .executeTakeFirst();
      return row && { requestHash: row.request_hash, status: row.response_status, body: row.response_body };
    },
    async complete({ scope, key, status, body }) {
      await db
        .updateTable("idempotency_keys")
        .set({ response_status: status, response_body: body })
        .where("scope", "=", scope)
        .where("idempotency_key", "=", key)
        .execute();
    },
    async release(scope, key) {
      await db
        .deleteFrom("idempotency_keys")
        .where("scope", "=", scope)
        .where("idempotency_key", "=", key)
        .where("response_status", "is", null)
        .execute();
    },
  };
}

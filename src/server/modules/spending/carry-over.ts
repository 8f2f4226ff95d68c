import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { spendingPauseEndDelayMs, spendingRaiseDelayMs } from "../../../shared/domain/spending.ts";
import type { Database } from "../../db/schema.ts";
import type { ExpiredRecordsPurge } from "../../db/retention.ts";
import type { Clock } from "../../lib/clock.ts";
import { createCarryOverRepo, type CarryOverRow } from "./carry-over-repo.ts";
import { createSpendingRepo, type SpendingLimitsRow, type SpendingPauseRow } from "./repo.ts";

/** Whom a protection stays bound to: the deleted account's phone number and address. */
export interface ProtectedPerson {
  phone: string;
  email: string | null;
}

const latestOf = (a: string | null, b: string | null) => (a === null ? b : b === null || a > b ? a : b);

/**
 * The keyed hashes a person's protections are found under: HMAC-SHA256 with the server's secret
 * over the canonical phone number and the lower-cased address, so the table names neither.
 */
function hashesOf(person: ProtectedPerson, key: string): string[] {
  const hash = (text: string) => createHmac("sha256", key).update(text).digest("hex");
  const email = person.email?.trim().toLowerCase();
  return [hash(`phone:${person.phone}`), ...(email ? [hash(`email:${email}`)] : [])];
}

/**
 * A running pause at the erasure: the erasure counts as asking it to end, so it binds until that
 * request's 24 hours have passed, or its own end if sooner (as pauseEndsAt in service.ts).
 */
function carriedPause(pause: SpendingPauseRow | undefined, now: Date) {
  if (!pause) return null;
  const requested = pause.end_requested_at ?? now.toISOString();
  const byRequest = new Date(Date.parse(requested) + spendingPauseEndDelayMs).toISOString();
  const endsAt = pause.until !== null && pause.until < byRequest ? pause.until : byRequest;
  if (Date.parse(endsAt) <= now.getTime()) return null;
  return { ...pause, end_requested_at: requested, endsAt };
}

/**
 * The account's own limits when they are lower than a new account's: the erasure counts as
 * asking to remove them, so they bind for the seven days a raise waits, or until a raise already
 * waiting comes into force. A monthly limit is never carried above the default.
 */
function carriedLimits(row: SpendingLimitsRow | undefined, now: Date, defaultMonthlyCents: number) {
  if (!row || row.own !== 1) return null;
  const waiting = row.pending_effective_at !== null && Date.parse(row.pending_effective_at) > now.getTime();
  const raisedAlready = row.pending_effective_at !== null && !waiting;
  const monthly = raisedAlready ? row.pending_monthly_cents : row.monthly_cents;
  const daily = raisedAlready ? row.pending_daily_cents : row.daily_cents;
  if ((monthly === null || monthly >= defaultMonthlyCents) && daily === null) return null;
  return {
    monthlyCents: monthly === null ? defaultMonthlyCents : monthly,
    dailyCents: daily,
    until: waiting
      ? (row.pending_effective_at as string)
      : new Date(now.getTime() + spendingRaiseDelayMs).toISOString(),
    then: waiting ? { monthlyCents: row.pending_monthly_cents, dailyCents: row.pending_daily_cents } : null,
  };
}

/**
 * A pause and a lowered limit outlive the deletion of their account (docs/decisions/0049): the
 * erasure keeps them under keyed hashes of the phone number and the address until their waiting
 * periods have passed, and a new account registered with either takes them over, with the
 * waiting periods still running to their dates. Purged once they have passed.
 */
export function createProtectionCarryOver(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** The server's secrets, current first; a look-up tries each, so a rotated secret still finds. */
  keys: string[];
  defaultMonthlyCents: number;
}) {
  const { db, clock, keys, defaultMonthlyCents } = deps;

  /** The row whose date (null: none) is the latest. */
  function latestBy(rows: CarryOverRow[], pick: (row: CarryOverRow) => string | null): CarryOverRow | null {
    let best: { row: CarryOverRow; at: string } | null = null;
    for (const row of rows) {
      const at = pick(row);
      if (at !== null && (best === null || at > best.at)) best = { row, at };
    }
    return best?.row ?? null;
  }

  return {
    /** In the erasure's transaction, before the account's spending rows are erased. */
    async keep(trx: Kysely<Database>, userId: number, person: ProtectedPerson): Promise<void> {
      const now = clock.now();
      const spending = createSpendingRepo(trx);
      const pause = carriedPause(await spending.pauseOf(userId), now);
      const limits = carriedLimits(await spending.limitsOf(userId), now, defaultMonthlyCents);
      const keepUntil = latestOf(pause?.endsAt ?? null, limits?.until ?? null);
      if (keepUntil === null || keys[0] === undefined) return;
      const protection = {
        pause_started_at: pause?.started_at ?? null,
        pause_length: pause?.length ?? null,
        pause_until: pause?.until ?? null,
        pause_end_requested_at: pause?.end_requested_at ?? null,
        pause_ends_at: pause?.endsAt ?? null,
        monthly_cents: limits?.monthlyCents ?? null,
        daily_cents: limits?.dailyCents ?? null,
        limits_until: limits?.until ?? null,
        then_monthly_cents: limits?.then?.monthlyCents ?? null,
        then_daily_cents: limits?.then?.dailyCents ?? null,
        then_default: limits && !limits.then ? 1 : 0,
        keep_until: keepUntil,
        created_at: now.toISOString(),
      };
      await createCarryOverRepo(trx).save(hashesOf(person, keys[0]).map((key_hash) => ({ key_hash, ...protection })));
    },

    /** On registration: the protections still binding under the new account's number or address. */
    async applyTo(userId: number, person: ProtectedPerson): Promise<void> {
      const now = clock.now();
      const rows = await createCarryOverRepo(db).find(
        keys.flatMap((key) => hashesOf(person, key)),
        now,
      );
      const pause = latestBy(rows, (row) =>
        row.pause_ends_at !== null && row.pause_ends_at > now.toISOString() ? row.pause_ends_at : null,
      );
      const limits = latestBy(rows, (row) =>
        row.limits_until !== null && row.limits_until > now.toISOString() ? row.limits_until : null,
      );
      if (!pause && !limits) return;
      await db.transaction().execute(async (trx) => {
        const spending = createSpendingRepo(trx);
        if (pause?.pause_started_at && pause.pause_length) {
          await spending.savePause({
            user_id: userId,
            started_at: pause.pause_started_at,
            length: pause.pause_length,
            until: pause.pause_until,
            end_requested_at: pause.pause_end_requested_at,
          });
        }
        if (limits?.limits_until) {
          await spending.lock(userId, now);
          await spending.saveLimits(userId, {
            monthly_cents: limits.monthly_cents,
            daily_cents: limits.daily_cents,
            pending_monthly_cents: limits.then_default === 1 ? defaultMonthlyCents : limits.then_monthly_cents,
            pending_daily_cents: limits.then_default === 1 ? null : limits.then_daily_cents,
            pending_effective_at: limits.limits_until,
            updated_at: now.toISOString(),
          });
        }
      });
    },

    /** Deletes the protections whose waiting periods have passed. */
    expired: { purgeExpired: () => createCarryOverRepo(db).purge(clock.now()) } satisfies ExpiredRecordsPurge,
  };
}

export type ProtectionCarryOver = ReturnType<typeof createProtectionCarryOver>;

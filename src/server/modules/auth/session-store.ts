import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { ADMIN_USER_ID } from "../../../shared/domain/administrator.ts";
import {
  countSessionsAlive,
  deleteAllLoginsOf,
  deleteOtherLoginsOf,
  deleteSession,
  deleteUnconfirmedSessions,
  findSession,
  insertSession,
  liftDeletionRestriction,
  markSessionSecondFactor,
  touchSession,
} from "./repo.ts";

const IDLE_MS = 30 * 24 * 60 * 60_000;
const ABSOLUTE_MS = 90 * 24 * 60 * 60_000;
// Writing last_seen_at on every request would turn every read into a write.
const TOUCH_AFTER_MS = 60 * 60_000;
// The administrator's session can do everything to every account, so it ends after half an
// hour without a request; it is touched every minute to measure that closely enough.
export const ADMIN_IDLE_MS = 30 * 60_000;
const ADMIN_TOUCH_AFTER_MS = 60_000;

export interface LiveSession {
  userId: number;
  /** Whether this session passed the second factor (sessions of accounts without one never do). */
  secondFactorPassed: boolean;
  /** Opened by a login that asked for a second factor this session has not given. */
  secondFactorPending: boolean;
  /** The account waits for its erasure: a restricted session (docs/decisions/0049). */
  deletionPending: boolean;
}

export const sessionMaxAgeSeconds = ABSOLUTE_MS / 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Sessions live in the database so that any app process can serve any request. */
export function createSessionStore(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    /** A new random 256-bit session id; only its hash is stored. */
    async create(
      userId: number,
      options: { secondFactorPassed?: boolean; secondFactorPending?: boolean; deletionPending?: boolean } = {},
    ): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      await insertSession(db, {
        id_hash: hashToken(token),
        user_id: userId,
        created_at: at.toISOString(),
        last_seen_at: at.toISOString(),
        expires_at: new Date(at.getTime() + ABSOLUTE_MS).toISOString(),
        second_factor_at: options.secondFactorPassed ? at.toISOString() : null,
        second_factor_pending: options.secondFactorPending ? 1 : 0,
        deletion_pending: options.deletionPending ? 1 : 0,
      });
      return token;
    },

    /** The live session behind a token, or null when it is unknown, idle too long or expired. */
    async resolve(token: string): Promise<LiveSession | null> {
      const idHash = hashToken(token);
      const row = await findSession(db, idHash);
      if (!row) return null;
      const at = now();
      const lastSeen = new Date(row.last_seen_at).getTime();
      const admin = row.user_id === ADMIN_USER_ID;
      if (new Date(row.expires_at) <= at || lastSeen + (admin ? ADMIN_IDLE_MS : IDLE_MS) <= at.getTime()) {
        await deleteSession(db, idHash);
        return null;
      }
      if (at.getTime() - lastSeen > (admin ? ADMIN_TOUCH_AFTER_MS : TOUCH_AFTER_MS)) {
        await touchSession(db, idHash, at);
      }
      return {
        userId: row.user_id,
        secondFactorPassed: row.second_factor_at !== null,
        secondFactorPending: row.second_factor_at === null && row.second_factor_pending !== 0,
        deletionPending: row.deletion_pending !== 0,
      };
    },

    /** The account took its deletion back: its sessions are full ones again (docs/decisions/0049). */
    async liftDeletionRestriction(userId: number): Promise<void> {
      await liftDeletionRestriction(db, userId);
    },

    /** Records that this session has just passed the second factor. */
    async markSecondFactorPassed(token: string): Promise<void> {
      await markSessionSecondFactor(db, hashToken(token), now());
    },

    /**
     * Ends every session of the account that has not passed the second factor: when the
     * factor goes, a session that never gave a code must not be left holding a login.
     */
    async revokeUnconfirmedFor(userId: number, executor: Kysely<Database> = db): Promise<void> {
      await deleteUnconfirmedSessions(executor, userId);
    },

    /** How many sessions of the account have not yet expired. */
    async countActive(userId: number): Promise<number> {
      return countSessionsAlive(db, userId, now());
    },

    async revoke(token: string): Promise<void> {
      await deleteSession(db, hashToken(token));
    },

    /**
     * Ends every way the account is logged in without its password: all its sessions, and
     * the registration grants that could still start one (registration-grants.ts).
     */
    async revokeAllFor(userId: number): Promise<void> {
      await deleteAllLoginsOf(db, userId);
    },

    /** As revokeAllFor, but the session behind `keepToken` stays (the one that changed the password). */
    async revokeOthersOf(userId: number, keepToken: string): Promise<void> {
      await deleteOtherLoginsOf(db, userId, hashToken(keepToken));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

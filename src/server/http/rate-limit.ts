import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { HttpError, messages } from "./http-error.ts";

/**
 * Every limit in one place. Windows are minutes long so that a family or an office behind one
 * address can still do a few things; counters live in the database so they hold across processes.
 */
export const rateLimits = {
  contactPerIp: { max: 5, windowMinutes: 15 },
  contactPerEmail: { max: 3, windowMinutes: 15 },
} as const satisfies Record<string, RateLimit>;

export interface RateLimit {
  max: number;
  windowMinutes: number;
}

export type RateLimitName = keyof typeof rateLimits;

export interface RateLimiter {
  /** Counts one hit; throws a German 429 with Retry-After once the limit is exceeded. */
  hit(name: RateLimitName, key: string): Promise<void>;
}

export function createRateLimiter(db: Kysely<Database>, scale: number, now: () => number = Date.now): RateLimiter {
  return {
    async hit(name, key) {
      const limit = rateLimits[name];
      const windowMs = limit.windowMinutes * 60_000;
      const windowStart = Math.floor(now() / windowMs) * windowMs;
      const bucket = `${name}:${key.toLowerCase()}`;
      const row = await db
        .insertInto("rate_limit_hits")
        .values({ bucket, window_start: windowStart, hits: 1 })
        .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
        .returning("hits")
        .executeTakeFirstOrThrow();
      if (row.hits === 1) {
        // First hit of a new window: old windows are useless now, drop them.
        await db.deleteFrom("rate_limit_hits").where("window_start", "<", now() - 24 * 60 * 60_000).execute();
      }
      if (row.hits > Math.ceil(limit.max * scale)) {
        const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now()) / 1000));
        throw new HttpError(429, messages.tooManyRequests, { "Retry-After": String(retryAfter) });
      }
    },
  };
}

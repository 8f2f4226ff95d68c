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
  loginPerIp: { max: 30, windowMinutes: 15 },
  // Guessing one account's password must stay slow even in a load test: never scaled. Who is
  // counted where, and why a stranger cannot lock the owner out, is docs/decisions/0021.
  loginFailuresPerAccountAddress: { max: 5, windowMinutes: 15, fixed: true },
  loginFailuresPerAccount: { max: 20, windowMinutes: 15, fixed: true },
  loginFailuresPerKnownDevice: { max: 5, windowMinutes: 15, fixed: true },
  // Six digits are a million guesses; five wrong codes per quarter hour keep that out of reach.
  secondFactorFailuresPerAccount: { max: 5, windowMinutes: 15, fixed: true },
  // A session that passed the factor asks for a code again only to change the factor itself.
  secondFactorFailuresPerSession: { max: 5, windowMinutes: 15, fixed: true },
  checkPhonePerIp: { max: 30, windowMinutes: 15 },
  createUserPerIp: { max: 10, windowMinutes: 60 },
  autoLoginPerIp: { max: 30, windowMinutes: 15 },
  forgotPasswordPerIp: { max: 10, windowMinutes: 60 },
  forgotPasswordPerEmail: { max: 3, windowMinutes: 60 },
  resetPasswordPerIp: { max: 20, windowMinutes: 15 },
  // Cancelling and withdrawing must never be hard, so the limit is generous: it only stops
  // scripted probing of phone numbers through the two forms.
  contractDeclarationPerIp: { max: 10, windowMinutes: 15 },
  // Attached to every route that opens a session at a payment provider: a script hammering them
  // would spend our provider quota and fill the tables with pending orders.
  paymentSessionPerIp: { max: 30, windowMinutes: 15 },
  // The contract forms mail whatever address is typed in: a few a day per address, never
  // scaled, so nobody can use them to flood someone's inbox (docs/decisions/0007).
  declarationMailPerRecipient: { max: 5, windowMinutes: 24 * 60, fixed: true },
  // The contact form's receipt goes to whatever address is typed in, the same way.
  contactReceiptPerRecipient: { max: 5, windowMinutes: 24 * 60, fixed: true },
  // The e-mailed confirmation link is single-use and 256-bit; this only stops scripted guessing.
  declarationLinkPerIp: { max: 20, windowMinutes: 15 },
  // Ad-click conversions are anonymous inserts; a page sends at most a few per visit, so the
  // limit is generous and only stops a script from filling the table.
  conversionPerIp: { max: 60, windowMinutes: 15 },
  // A change of the e-mail address mails a link to whatever address is typed in: a few a day
  // per account, never scaled, so nobody floods someone's inbox through it (docs/decisions/0036).
  emailChangeMailsPerAccount: { max: 5, windowMinutes: 24 * 60, fixed: true },
  // The confirmation link is single-use and 256-bit; this only stops scripted guessing.
  emailChangeLinkPerIp: { max: 20, windowMinutes: 15 },
  // "Link erneut senden" for the registration's address: a few a day per account, never
  // scaled, like the change of address above (docs/decisions/0051).
  emailConfirmationMailsPerAccount: { max: 3, windowMinutes: 24 * 60, fixed: true },
  // The registration's confirmation link: single-use and 256-bit, this only stops guessing.
  emailConfirmationLinkPerIp: { max: 20, windowMinutes: 15 },
  // Setting the credit PIN hashes it with Argon2 (expensive); a person sets it a few times at most.
  creditPinPerIp: { max: 10, windowMinutes: 15 },
  // Failed credit-PIN tries on the credit line (an unknown customer number, an account without a
  // PIN and a wrong PIN count alike): per calling number, and across all callers, because every
  // withheld number is the same caller "+" and a caller ID can be made up. Never scaled.
  creditPinFailuresPerCaller: { max: 10, windowMinutes: 60, fixed: true },
  creditPinFailuresOverall: { max: 100, windowMinutes: 15, fixed: true },
  // The password that requests or unlocks the data export, asked of a signed-in session: a
  // stolen session must not become a way to guess the password. Ten, so a double click or a
  // few requests at once (each reserves its slot first) are never refused. Never scaled.
  dataExportPasswordFailuresPerAccount: { max: 10, windowMinutes: 15, fixed: true },
  // Writing, changing and deleting reviews, per account: a person rates a few calls at most.
  reviewWritesPerAccount: { max: 30, windowMinutes: 60 },
  // Reports of reviews are anonymous inserts; a person reports a few reviews at most.
  reviewReportPerIp: { max: 10, windowMinutes: 60 },
  reviewReportPerAccount: { max: 10, windowMinutes: 60 },
  // A report's receipt goes to whatever address is typed in: a few a day per address, never
  // scaled, so nobody floods someone's inbox through it.
  reviewReportMailsPerRecipient: { max: 5, windowMinutes: 24 * 60, fixed: true },
  // Setting and removing favourites and their alerts, per account: a person clicks a heart or a
  // switch a few dozen times at most, a script many more.
  favouriteWritesPerAccount: { max: 120, windowMinutes: 15 },
  // The availability mail's unsubscribe link is signed; this only stops scripted guessing.
  alertUnsubscribePerIp: { max: 30, windowMinutes: 15 },
} as const satisfies Record<string, RateLimit>;

export interface RateLimit {
  max: number;
  windowMinutes: number;
  /** Not multiplied by RATE_LIMIT_SCALE. */
  fixed?: boolean;
}

export type RateLimitName = keyof typeof rateLimits;

export interface RateLimiter {
  /**
   * Counts one hit in one atomic statement and throws a German 429 with Retry-After once the
   * limit is exceeded. A limit on failures reserves its slot with this BEFORE the check it
   * guards: a count taken only after a failure lets every guess already in flight through.
   */
  hit(name: RateLimitName, key: string): Promise<void>;
  /** Gives back one hit of the current window: a slot reserved by hit whose check then succeeded, so only failures use up a failure budget. */
  release(name: RateLimitName, key: string): Promise<void>;
  /** Forgets every hit counted for this key (a successful login clears its failures). */
  reset(name: RateLimitName, key: string): Promise<void>;
}

export function createRateLimiter(db: Kysely<Database>, scale: number, now: () => number = Date.now): RateLimiter {
  // Dropping windows older than a day reads the whole table: once a minute is enough, and
  // requests from ever new addresses (each one a new window) then do not each pay for it.
  let droppedAt = Number.NEGATIVE_INFINITY;
  const bucketOf = (name: RateLimitName, key: string) => `${name}:${key.toLowerCase()}`;

  function windowOf(name: RateLimitName, key: string) {
    const limit: RateLimit = rateLimits[name];
    const windowMs = limit.windowMinutes * 60_000;
    const windowStart = Math.floor(now() / windowMs) * windowMs;
    const max = limit.fixed ? limit.max : Math.ceil(limit.max * scale);
    return { bucket: bucketOf(name, key), windowStart, windowMs, max };
  }

  function tooMany(windowStart: number, windowMs: number): HttpError {
    const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now()) / 1000));
    return new HttpError(429, messages.tooManyRequests, { "Retry-After": String(retryAfter) });
  }

  return {
    async hit(name, key) {
      const { bucket, windowStart, windowMs, max } = windowOf(name, key);
      const row = await db
        .insertInto("rate_limit_hits")
        .values({ bucket, window_start: windowStart, hits: 1 })
        .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
        .returning("hits")
        .executeTakeFirstOrThrow();
      if (row.hits === 1 && now() - droppedAt >= 60_000) {
        // First hit of a new window: old windows are useless now, drop them.
        droppedAt = now();
        await db
          .deleteFrom("rate_limit_hits")
          .where("window_start", "<", now() - 24 * 60 * 60_000)
          .execute();
      }
      if (row.hits > max) throw tooMany(windowStart, windowMs);
    },
    async release(name, key) {
      const { bucket, windowStart } = windowOf(name, key);
      await db
        .updateTable("rate_limit_hits")
        .set({ hits: sql`hits - 1` })
        .where("bucket", "=", bucket)
        .where("window_start", "=", windowStart)
        .where("hits", ">", 0)
        .execute();
    },
    async reset(name, key) {
      await db.deleteFrom("rate_limit_hits").where("bucket", "=", bucketOf(name, key)).execute();
    },
  };
}

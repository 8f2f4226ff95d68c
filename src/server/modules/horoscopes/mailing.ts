import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { berlinStartOfDay } from "../../../shared/domain/berlin-time.ts";
import { berlinMonthOf } from "../../../shared/domain/horoscope-month.ts";
import { zodiacSigns } from "../../../shared/domain/zodiac.ts";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Mailer } from "../mail/index.ts";
import type { SubscriptionsService } from "../subscriptions/index.ts";
import type { Users } from "../users/index.ts";
import { horoscopeMail } from "./mail-content.ts";
import { createMailingRepo, type MailingRow } from "./mailing-repo.ts";
import { unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

const HOUR_MS = 60 * 60_000;
/** A claim older than this belongs to a process that died; another may take the row over. */
export const mailingClaimTimeoutMs = 15 * 60_000;
const maxAttempts = 5;

export interface MailingProgress {
  month: string | null;
  queued: number;
  sent: number;
  failed: number;
  remaining: number;
}

/**
 * The monthly horoscope e-mail: from 06:00 Berlin time on the 1st of a published month every
 * member who asked for it gets their sign's horoscope, once. Rows in horoscope_mailings (one per
 * member and month, unique) are claimed before sending and marked sent afterwards, so any
 * number of processes can run this and a restart picks up where the last run stopped
 * (docs/decisions/0016).
 */
export function createHoroscopeMailing(deps: {
  db: Kysely<Database>;
  clock: Clock;
  subscriptions: SubscriptionsService;
  /** Name and address of the recipient come from the users module. */
  users: Pick<Users, "findById">;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicOrigin: string;
  brandName: string;
  /** The session secrets: the first signs unsubscribe links, all verify them. */
  secrets: readonly string[];
  batchSize?: number;
}) {
  const { db, clock, subscriptions, users, mailer, log } = deps;
  const batchSize = deps.batchSize ?? 50;
  const repo = createMailingRepo(db, maxAttempts);
  const host = new URL(deps.publicOrigin).hostname;
  const [signingSecret = ""] = deps.secrets;

  const linkQuery = (userId: number) => `u=${userId}&t=${unsubscribeToken(signingSecret, userId)}`;
  // Mail programs POST to the API address (one click, RFC 8058); people open the page, where a
  // button does the same, so that a mail scanner opening the link changes nothing.
  const unsubscribeUrls = (userId: number) => ({
    oneClick: `${deps.publicOrigin}/api/horoscopes/unsubscribe?${linkQuery(userId)}`,
    page: `${deps.publicOrigin}/horoskop-abbestellen?${linkQuery(userId)}`,
  });

  /** The month whose mail is due now: from 06:00 Berlin on its 1st, once it is published. */
  async function dueMonth(): Promise<string | null> {
    const now = clock.now();
    const month = berlinMonthOf(now);
    // The clocks never change on the 1st, so 06:00 is six hours after midnight.
    if (now.getTime() < berlinStartOfDay(`${month}-01`).getTime() + 6 * HOUR_MS) return null;
    return (await repo.isPublished(month)) ? month : null;
  }

  /** Queues every member who asked for the mail; the unique key keeps each one to one row. */
  async function enqueue(month: string): Promise<number> {
    let queued = 0;
    for (const id of await repo.wantingMail()) {
      if (!(await users.findById(id))?.email) continue;
      if ((await subscriptions.currentFor(id)) === undefined) continue;
      if (await repo.enqueue(id, month, clock.now())) queued += 1;
    }
    return queued;
  }

  const staleBefore = () => new Date(clock.now().getTime() - mailingClaimTimeoutMs);

  /** Sends one claimed row: sent, dropped (no longer wanted) or failed (tried again later). */
  async function deliver(row: MailingRow): Promise<"sent" | "dropped" | "failed"> {
    const [user, profile] = await Promise.all([users.findById(row.user_id), repo.profileOf(row.user_id)]);
    const recipient = user && profile ? { name: user.name, email: user.email } : undefined;
    const sign = zodiacSigns.find((s) => s === profile?.sign);
    const stillWanted =
      recipient?.email && sign && profile?.monthly_mail === 1 && (await subscriptions.currentFor(row.user_id));
    const texts = sign ? await repo.textsOf(row.month, sign) : undefined;
    if (!stillWanted || !recipient?.email || !sign || !texts) {
      // Unsubscribed, no longer a member, or no address since queuing: nothing to send.
      await repo.drop(row.id);
      return "dropped";
    }
    try {
      await mailer.send(
        horoscopeMail({
          to: recipient.email,
          name: recipient.name,
          month: row.month,
          sign,
          parts: texts,
          unsubscribe: unsubscribeUrls(row.user_id),
          horoscopesUrl: `${deps.publicOrigin}/horoskope`,
          brandName: deps.brandName,
          messageId: `<horoskop-${row.month}-${row.user_id}@${host}>`,
        }),
      );
    } catch (error) {
      log.warn({ err: error, mailingId: row.id }, "horoscope mail failed; will retry");
      await repo.release(row.id);
      return "failed";
    }
    // A crash between the send above and this line leaves the row claimed but unsent: it is
    // sent once more after the claim timeout (docs/decisions/0016).
    await repo.markSent(row.id, clock.now());
    return "sent";
  }

  return {
    dueMonth,
    enqueue,
    unsubscribeUrls,

    /** Sends open rows of the month, at most `limit` (a batch) — a crash test stops here. */
    async sendPending(month: string, limit = Number.POSITIVE_INFINITY): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      let failed = 0;
      let handled = 0;
      const tried = new Set<number>();
      while (handled < limit) {
        const rows = await repo.openBatch(month, staleBefore(), batchSize);
        const open = rows.filter((r) => !tried.has(r.id));
        if (open.length === 0) break;
        for (const row of open) {
          if (handled >= limit) break;
          tried.add(row.id);
          if (!(await repo.claim(row.id, clock.now(), staleBefore()))) continue;
          handled += 1;
          const outcome = await deliver(row);
          if (outcome === "sent") sent += 1;
          if (outcome === "failed") failed += 1;
        }
      }
      return { sent, failed };
    },

    /** One run of the job: queue and send what is due, and log the progress. */
    async run(): Promise<MailingProgress> {
      const month = await dueMonth();
      if (month === null) return { month, queued: 0, sent: 0, failed: 0, remaining: 0 };
      const queued = await enqueue(month);
      const { sent, failed } = await this.sendPending(month);
      const progress = { month, queued, sent, failed, remaining: await repo.remaining(month) };
      if (queued + sent + failed > 0) log.info(progress, "horoscope mailing progress");
      return progress;
    },

    /** The link in the mail: switches the mail off without login. False for a forged link. */
    async unsubscribe(userId: number, token: string): Promise<boolean> {
      if (!verifyUnsubscribeToken(deps.secrets, userId, token)) return false;
      await repo.switchMailOff(userId, clock.now());
      log.info({ userId }, "monthly horoscope mail unsubscribed");
      return true;
    },
  };
}

export type HoroscopeMailing = ReturnType<typeof createHoroscopeMailing>;

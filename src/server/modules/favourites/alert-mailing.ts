import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { consultantPagePath } from "../../../shared/domain/page-paths.ts";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Consultants } from "../consultants/index.ts";
import type { Mailer } from "../mail/index.ts";
import type { Users } from "../users/index.ts";
import { createAlertMailsRepo, type AlertMailRow } from "./alert-mails-repo.ts";
import { availabilityMail } from "./mail-content.ts";
import { alertUnsubscribeToken } from "./unsubscribe-token.ts";

/** A claim older than this belongs to a process that died; another may take the mail over. */
export const alertMailClaimTimeoutMs = 10 * 60_000;
/** A "verfügbar" mail later than this says something long untrue: it is given up. */
export const alertMailGiveUpMs = 24 * 60 * 60_000;
const maxAttempts = 20;
const batchSize = 50;

export interface AlertMailingDeps {
  db: Kysely<Database>;
  clock: Clock;
  users: Pick<Users, "findById">;
  consultants: Pick<Consultants, "findById">;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicOrigin: string;
  brandName: string;
  memberPhoneNumber: string;
  /** The session secrets: the first signs unsubscribe links, all verify them. */
  secrets: readonly string[];
}

/**
 * Sends the availability mails queued by the status change (claim.ts): each claimed before it is
 * sent and marked sent afterwards, so any number of processes can run this and none sends a mail
 * twice; a failed send is tried again on the next round until the mail is a day old.
 */
export function createAlertMailing(deps: AlertMailingDeps) {
  const { clock, log, publicOrigin } = deps;
  const repo = createAlertMailsRepo(deps.db, maxAttempts);
  const host = new URL(publicOrigin).hostname;
  const [signingSecret = ""] = deps.secrets;

  const unsubscribeUrls = (alertId: number, consultantId: number) => {
    const token = encodeURIComponent(alertUnsubscribeToken(signingSecret, alertId, consultantId));
    // Mail programs POST to the API address (one click, RFC 8058); people open the page, where the
    // page posts the token, so that a mail scanner fetching the link with GET changes nothing.
    return {
      oneClick: `${publicOrigin}/api/availability-alerts/unsubscribe-one-click?token=${token}`,
      page: `${publicOrigin}/benachrichtigung-abbestellen?token=${token}`,
    };
  };

  async function deliver(row: AlertMailRow): Promise<"sent" | "dropped" | "failed"> {
    const [alert, user, consultant] = await Promise.all([
      repo.alertOf(row.alert_id),
      deps.users.findById(row.user_id),
      deps.consultants.findById(row.consultant_id),
    ]);
    if (!alert || !user?.email || consultant?.active !== 1) {
      // Unsubscribed, no address, or the consultant is no longer listed since queuing.
      await repo.drop(row.id);
      return "dropped";
    }
    try {
      await deps.mailer.send(
        availabilityMail({
          to: user.email,
          name: user.name,
          consultant,
          memberPhoneNumber: deps.memberPhoneNumber,
          consultantUrl: `${publicOrigin}${consultantPagePath(consultant.slug)}`,
          unsubscribe: unsubscribeUrls(alert.id, alert.consultant_id),
          brandName: deps.brandName,
          messageId: `<verfuegbar-${row.id}@${host}>`,
        }),
      );
    } catch (error) {
      log.warn({ err: error, alertMailId: row.id }, "availability mail failed; will retry");
      await repo.release(row.id);
      return "failed";
    }
    // A crash between the send and this line leaves the mail claimed but unsent: it is sent once
    // more after the claim timeout, like the other mail queues (docs/decisions/0016).
    await repo.markSent(row.id, clock.now().toISOString());
    return "sent";
  }

  return {
    unsubscribeUrls,

    /** One round of the job: every due mail, each once. */
    async sendDue(): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      let failed = 0;
      const tried = new Set<number>();
      for (;;) {
        const now = clock.now().getTime();
        const staleBefore = new Date(now - alertMailClaimTimeoutMs).toISOString();
        const queuedAfter = new Date(now - alertMailGiveUpMs).toISOString();
        const open = (await repo.due({ staleBefore, queuedAfter, limit: batchSize })).filter((r) => !tried.has(r.id));
        if (open.length === 0) break;
        for (const row of open) {
          tried.add(row.id);
          if (!(await repo.claim(row.id, clock.now().toISOString(), staleBefore))) continue;
          const outcome = await deliver(row);
          if (outcome === "sent") sent += 1;
          if (outcome === "failed") failed += 1;
        }
      }
      if (sent + failed > 0) log.info({ sent, failed }, "availability mails");
      return { sent, failed };
    },

    /** Mails older than two days, sent or given up: gone. */
    purge: () => repo.purgeBefore(new Date(clock.now().getTime() - 2 * alertMailGiveUpMs).toISOString()),
  };
}

export type AlertMailing = ReturnType<typeof createAlertMailing>;

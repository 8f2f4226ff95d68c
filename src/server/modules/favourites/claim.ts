import type { Kysely } from "kysely";
import { berlinWeekMinute } from "../../../shared/domain/working-hours.ts";
import type { Database } from "../../db/schema.ts";
import { createClaimRepo } from "./claim-repo.ts";

/** At most one mail per alert in this time (docs/decisions/0042). */
export const alertMailSpacingMs = 6 * 60 * 60_000;
/** Without "any hour", mails only from 8 to 22 Uhr Berlin time. */
const quietEndsMinute = 8 * 60;
const quietStartsMinute = 22 * 60;

/** A row of consultant_status_events, as the status change hands it to its followers. */
export interface StatusEventOf {
  id: number;
  consultantId: number;
  status: string;
  /** ISO 8601, the event's time. */
  occurredAt: string;
}

export function withinMailHours(at: Date): boolean {
  const { minute } = berlinWeekMinute(at);
  return minute >= quietEndsMinute && minute < quietStartsMinute;
}

/**
 * In the status change's own transaction: when the consultant became available, claims every
 * due alert on them and queues its mail. Exactly once across processes, because the claim is a
 * conditional update of the alert's last mail time and the mail is unique per alert and event.
 * Returns the number of mails queued.
 */
export async function queueAlertsWithin(trx: Kysely<Database>, event: StatusEventOf): Promise<number> {
  if (event.status !== "available") return 0;
  const at = new Date(event.occurredAt);
  const occurredAt = at.toISOString();
  const mailedBefore = new Date(at.getTime() - alertMailSpacingMs).toISOString();
  const inHours = withinMailHours(at);
  const repo = createClaimRepo(trx);
  let queued = 0;
  for (const alert of await repo.candidates(event.consultantId, mailedBefore)) {
    if (alert.any_hour !== 1 && !inHours) continue;
    if (!(await repo.take(alert.id, mailedBefore, occurredAt))) continue;
    await repo.queue({
      alertId: alert.id,
      eventId: event.id,
      userId: alert.user_id,
      consultantId: event.consultantId,
      at: occurredAt,
    });
    queued += 1;
  }
  return queued;
}

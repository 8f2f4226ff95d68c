import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { startRepeatingJob } from "../../http/repeating-job.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { createAlertMailing, type AlertMailingDeps } from "./alert-mailing.ts";
import { queueAlertsWithin, type StatusEventOf } from "./claim.ts";
import { createFavouritesErasure } from "./erasure-repo.ts";
import { personalDataOf } from "./personal-data-repo.ts";
import { createFavouritesRepo } from "./repo.ts";
import { favouritesRoutes } from "./routes.ts";
import { createFavouritesService } from "./service.ts";
import { alertUnsubscribeRoutes } from "./unsubscribe-routes.ts";

export type { StatusEventOf } from "./claim.ts";

const hourMs = 60 * 60_000;
/** "Jetzt verfügbar" is news for minutes only: the queue is looked at at least this often. */
const alertMailIntervalMs = 5_000;

/**
 * A user's favourite consultants and "Benachrichtigen, wenn verfügbar" (docs/decisions/0042):
 * the alerts claimed inside the status change's transaction, the mails sent by a job, and the
 * unsubscribe link that needs no login.
 */
export function createFavouritesModule(deps: AlertMailingDeps & { rateLimiter: RateLimiter; jobIntervalMs: number }) {
  const repo = createFavouritesRepo(deps.db);
  const service = createFavouritesService({ repo, consultants: deps.consultants, clock: deps.clock });
  const mailing = createAlertMailing(deps);
  return {
    /** Called by the status change in its transaction with the new consultant_status_events row. */
    queueAlertsWithin: async (trx: Kysely<Database>, event: StatusEventOf): Promise<void> => {
      await queueAlertsWithin(trx, event);
    },
    sendDueMails: mailing.sendDue,
    unsubscribeUrls: mailing.unsubscribeUrls,
    accountErasure: createFavouritesErasure(),
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
    plugin: modulePlugin(async (app) => {
      await app.register(favouritesRoutes({ service, rateLimiter: deps.rateLimiter }));
      await app.register(alertUnsubscribeRoutes({ repo, consultants: deps.consultants, secrets: deps.secrets }));
      startRepeatingJob(app, {
        name: "availability mails",
        intervalMs: Math.min(deps.jobIntervalMs, alertMailIntervalMs),
        run: mailing.sendDue,
      });
      startRepeatingJob(app, { name: "availability mails purge", intervalMs: hourMs, run: mailing.purge });
    }),
  };
}

export type Favourites = Omit<ReturnType<typeof createFavouritesModule>, "plugin">;

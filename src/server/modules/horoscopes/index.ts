import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Mailer } from "../mail/index.ts";
import type { Users } from "../users/index.ts";
import { startHoroscopeMailingJob } from "./mailing-job.ts";
import { createHoroscopeMailing } from "./mailing.ts";
import { horoscopesRoutes } from "./routes.ts";
import { createHoroscopesService } from "./service.ts";
import { horoscopeUnsubscribeRoutes } from "./unsubscribe-routes.ts";

/**
 * The members' monthly horoscopes (docs/decisions/0016): members read in full, everyone else a
 * teaser; the monthly mail to members who asked for it, its job and its unsubscribe link.
 */
export function createHoroscopesModule(deps: {
  db: Kysely<Database>;
  clock: Clock;
  subscriptions: Parameters<typeof createHoroscopesService>[0]["subscriptions"];
  users: Pick<Users, "findById">;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicOrigin: string;
  brandName: string;
  /** The session secrets: the first signs unsubscribe links, all verify them. */
  secrets: readonly string[];
  jobIntervalMs: number;
}) {
  const horoscopes = createHoroscopesService(deps);
  const mailing = createHoroscopeMailing(deps);
  const plugin = modulePlugin(async (app) => {
    await app.register(horoscopesRoutes(horoscopes));
    await app.register(horoscopeUnsubscribeRoutes(mailing));
    startHoroscopeMailingJob(app, mailing, deps.jobIntervalMs);
  });
  // The service's methods call one another through `this`, which the spread keeps pointing
  // at an object that has them all.
  return { ...horoscopes, plugin };
}

export type Horoscopes = Omit<ReturnType<typeof createHoroscopesModule>, "plugin">;

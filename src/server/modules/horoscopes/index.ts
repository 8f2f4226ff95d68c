import { modulePlugin } from "../../http/module-plugin.ts";
import { startHoroscopeMailingJob } from "./mailing-job.ts";
import { createHoroscopeMailing } from "./mailing.ts";
import { horoscopesRoutes } from "./routes.ts";
import { createHoroscopesService } from "./service.ts";
import { horoscopeUnsubscribeRoutes } from "./unsubscribe-routes.ts";
import { createHoroscopesErasure } from "./erasure-repo.ts";
import { personalDataOf } from "./personal-data-repo.ts";

/**
 * The members' monthly horoscopes (docs/decisions/0016): members read in full, everyone else a
 * teaser; the monthly mail to members who asked for it, its job and its unsubscribe link.
 */
export function createHoroscopesModule(deps: Parameters<typeof createHoroscopeMailing>[0] & { jobIntervalMs: number }) {
  const horoscopes = createHoroscopesService(deps);
  const mailing = createHoroscopeMailing(deps);
  const plugin = modulePlugin(async (app) => {
    await app.register(horoscopesRoutes(horoscopes));
    await app.register(horoscopeUnsubscribeRoutes(mailing));
    startHoroscopeMailingJob(app, mailing, deps.jobIntervalMs);
  });
  // The service's methods call one another through `this`, which the spread keeps pointing
  // at an object that has them all.
  return {
    ...horoscopes,
    accountErasure: createHoroscopesErasure(),
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
    plugin,
  };
}

export type Horoscopes = Omit<ReturnType<typeof createHoroscopesModule>, "plugin">;

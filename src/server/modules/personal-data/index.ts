import { modulePlugin } from "../../http/module-plugin.ts";
import type { AuthService, CookieJar, ViewUser } from "../auth/index.ts";
import { createPersonalDataErasure } from "./erasure-repo.ts";
import { personalDataRoutes } from "./routes.ts";
import { personalDataOf } from "./personal-data-repo.ts";
import { createPersonalDataService, type PersonalDataDeps } from "./service.ts";

/**
 * "Persönliche Daten": the account changes its name, phone, e-mail address and password, each
 * with its current password (docs/decisions/0036). The accounts stay with the users module,
 * the password and the sessions with auth; this module owns the waiting e-mail changes.
 */
export function createPersonalDataModule(
  deps: PersonalDataDeps & {
    auth: Pick<AuthService, "confirmPassword" | "changePassword">;
    cookies: Pick<CookieJar, "readKnownDevice" | "readSession">;
    viewUser: ViewUser;
  },
) {
  const personalData = createPersonalDataService(deps);
  const { auth, cookies, viewUser, rateLimiter } = deps;
  const plugin = modulePlugin(async (app) => {
    await app.register(personalDataRoutes({ personalData, auth, cookies, viewUser, rateLimiter }));
  });
  return {
    accountErasure: createPersonalDataErasure(),
    /** The account's waiting e-mail changes, for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
    plugin,
  };
}

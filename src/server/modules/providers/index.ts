import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import type { CardAvailability } from "./maxpay/index.ts";
import { paymentMethodsRoutes } from "./methods-routes.ts";
import { personalDataOf } from "./personal-data-repo.ts";

export { createProviderOrdersErasure } from "./erasure-repo.ts";

/** Which payment methods the checkout offers, from the providers' own answers. */
export function createPaymentMethodsModule(deps: {
  db: Kysely<Database>;
  paypalConfigured: boolean;
  card: CardAvailability;
}) {
  return {
    /** The account's orders at the providers, for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
    plugin: modulePlugin(async (app) => app.register(paymentMethodsRoutes(deps))),
  };
}

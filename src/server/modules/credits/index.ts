import { modulePlugin } from "../../http/module-plugin.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Calls } from "../calls/index.ts";
import type { Consultants } from "../consultants/index.ts";
import type { Spending } from "../spending/index.ts";
import type { Users } from "../users/index.ts";
import { creditCheckoutRoutes, type CreditCheckout } from "./checkout-routes.ts";
import { createCreditCalls } from "./credit-calls.ts";
import { createCreditLedger } from "./credit-ledger.ts";
import { creditLineRoutes } from "./credit-line-routes.ts";
import { createCreditPins } from "./credit-pins.ts";
import { createCustomerNumbers } from "./customer-numbers.ts";
import { startCreditHoldReleaseJob } from "./hold-release-job.ts";
import { creditsRoutes } from "./routes.ts";
import { createCreditsService } from "./service.ts";
import { createCreditsErasure } from "./erasure-repo.ts";
import { personalDataOf } from "./personal-data-repo.ts";

export type { CreditCheckout } from "./checkout-routes.ts";
export { creditCallRefusals, type CreditCallAnswer, type CreditCallRefusal, type CreditCalls } from "./credit-calls.ts";
export type { CreditLedger } from "./credit-ledger.ts";
export type { CreditsService } from "./service.ts";
/** An entry of the credit ledger, as the ledger answers it. */
export type { CreditEntryRow as CreditEntry } from "./credit-ledger.ts";

/**
 * Cosmos Credits: packages, balance and history, the credit ledger, "a credit payment
 * arrived", and the credit line (the member's PIN, the IVR's question before a call, the
 * call's record, and the job that gives back holds whose record never came). Its plugin
 * registers those routes and the job; `checkoutPlugin` the purchase routes, given a provider's
 * checkout once the providers exist.
 */
export function createCreditsModule(
  deps: Omit<Parameters<typeof createCreditsService>[0], "creditLedger"> & {
    clock: Clock;
    users: Pick<Users, "findByPhone" | "findById" | "assertMayOrder">;
    consultants: Pick<Consultants, "findByExtension">;
    calls: Pick<Calls, "insertOnceWithin">;
    rateLimiter: RateLimiter;
    jobIntervalMs: number;
    spending: Pick<
      Spending,
      | "creditCallCapWithin"
      | "holdCreditCallWithin"
      | "releaseCreditCallWithin"
      | "noteSpent"
      | "assertPurchaseAllowed"
      | "reservePurchase"
      | "releasePurchase"
      | "releasePurchaseWithin"
    >;
  },
) {
  const { db, clock } = deps;
  const creditLedger = createCreditLedger({ clock });
  const credits = createCreditsService({ ...deps, creditLedger });
  const pins = createCreditPins({ db, clock });
  const customerNumbers = createCustomerNumbers({ db, clock });
  const creditCalls = createCreditCalls({ ...deps, pins, customerNumbers, limiter: deps.rateLimiter });
  const plugin = modulePlugin(async (app) => {
    await app.register(creditsRoutes(credits));
    await app.register(creditLineRoutes({ pins, customerNumbers }));
    startCreditHoldReleaseJob(app, creditCalls, deps.jobIntervalMs);
  });
  return {
    accountErasure: createCreditsErasure(deps.db),
    ...credits,
    creditLedger,
    creditCalls,
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(db, person.id),
    plugin,
    checkoutPlugin: (checkout: CreditCheckout) =>
      modulePlugin(async (app) =>
        app.register(
          creditCheckoutRoutes(checkout, deps.users.assertMayOrder, async (userId, packageId) => {
            // The spending cap refuses before the provider is asked (docs/decisions/0030).
            const found = await credits.findPackage(packageId);
            if (found) await deps.spending.assertPurchaseAllowed(userId, found.price_cents);
          }),
        ),
      ),
  };
}

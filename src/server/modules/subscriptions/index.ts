import { premiumPlan } from "../../../shared/domain/plan.ts";
import type { FastifyBaseLogger } from "fastify";
import { modulePlugin } from "../../http/module-plugin.ts";
import type { Payer } from "../auth/index.ts";
import type { Mailer } from "../mail/index.ts";
import type { Users } from "../users/index.ts";
import { createAccountView } from "./account-view.ts";
export { accountOf } from "./account-view.ts";
import { startProviderCancellationJob } from "./cancellation-job.ts";
import { membershipCheckoutRoutes, type MembershipCheckout } from "./checkout-routes.ts";
import { createSubscriptionsErasure } from "./erasure-repo.ts";
import { createMemberCancellation } from "./member-cancellation.ts";
import { subscriptionRoutes } from "./routes.ts";
import { createSubscriptionsService, type ProviderCanceller, type SubscriptionsService } from "./service.ts";
import type { Spending } from "../spending/index.ts";
import { personalDataOf } from "./personal-data-repo.ts";

export { cancellationMail } from "./cancellation-mail.ts";
export type { MembershipCheckout } from "./checkout-routes.ts";
export type { MemberCancellation } from "./member-cancellation.ts";
export type { ActivateInput, MembershipPayment, ProviderCanceller, SubscriptionsService } from "./service.ts";

/** A membership as the subscriptions module answers it. */
export type Subscription = NonNullable<Awaited<ReturnType<SubscriptionsService["currentFor"]>>>;

/**
 * The memberships: their rules (activate, a payment arrived, cancel, withdraw, end), the
 * member's own cancellation and the account's view with the membership that gives access. Its
 * plugin registers the member's routes; `providerPlugin` what needs the providers, registered
 * after them: the checkout's recording routes and the job that stops cancelled memberships at
 * their provider.
 */
export function createSubscriptionsModule(
  deps: Parameters<typeof createSubscriptionsService>[0] & {
    users: Pick<Users, "findById" | "findByIdWithin">;
    mailer: Mailer;
    brandName: string;
    log: FastifyBaseLogger;
    jobIntervalMs: number;
    spending: Pick<Spending, "assertPurchaseAllowed">;
  },
) {
  const subscriptions = createSubscriptionsService(deps);
  const cancelFor = createMemberCancellation({ ...deps, subscriptions });
  const assertMembershipAllowed = (userId: number) =>
    deps.spending.assertPurchaseAllowed(userId, premiumPlan.trialAmountCents);
  return {
    ...subscriptions,
    /** The user as the API shows them, with the membership that gives access now. */
    viewUser: createAccountView({ users: deps.users, subscriptions }),
    cancelFor,
    /** The memberships of a deleted account, and whether one still runs (docs/decisions/0037). */
    accountErasure: createSubscriptionsErasure(deps.db),
    /**
     * Refuses a new membership before any provider is asked while the account is paused or when
     * its first payment would pass a spending limit (docs/decisions/0030). Renewals are never refused.
     */
    assertMembershipAllowed,
    /** The account's rows of this module's tables for its owner's data export (docs/decisions/0035). */
    personalData: (person: { id: number }) => personalDataOf(deps.db, person.id),
    plugin: modulePlugin(async (app) => app.register(subscriptionRoutes({ subscriptions, cancelFor }))),
    providerPlugin: (providers: {
      checkout: MembershipCheckout;
      payer: Payer;
      cancellers: Partial<Record<string, ProviderCanceller>>;
    }) =>
      modulePlugin(async (app) => {
        await app.register(
          membershipCheckoutRoutes({
            checkout: providers.checkout,
            subscriptions,
            payer: providers.payer,
          }),
        );
        startProviderCancellationJob(app, subscriptions, providers.cancellers, deps.jobIntervalMs);
      }),
  };
}

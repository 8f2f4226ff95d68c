import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type {
  CancelSubscriptionResponse,
  ResumeSubscriptionResponse,
  SubscriptionResponse,
} from "../../../shared/api-types.ts";
import { paymentMessages, recordSubscriptionSchema, subscriptionCallbackSchema } from "../../../shared/schemas/payments.ts";
import { HttpError } from "../../http/http-error.ts";
import { requireUser } from "../auth/session-plugin.ts";
import type { PaypalCheckout } from "../payments/paypal/paypal-checkout.ts";
import { paypalMessages } from "../payments/paypal/paypal-errors.ts";
import { cancellationMessages, type MemberCancellation } from "./member-cancellation.ts";
import type { SubscriptionsService } from "./service.ts";
import { hasAnyUser, provesUser, type ProveUser } from "./user-proof.ts";
import { subscriptionView } from "./view.ts";

export const resumeMessages = {
  resumed: "Ihre Kündigung wurde zurückgenommen. Ihre Mitgliedschaft läuft weiter.",
  tooLate: "Die Kündigung kann nicht mehr zurückgenommen werden, weil das Abonnement beim Zahlungsanbieter bereits beendet wird.",
} as const;

interface Deps {
  subscriptions: SubscriptionsService;
  /** Null when PayPal is not configured (live mode with the card provider only). */
  checkout: PaypalCheckout | null;
  cancelFor: MemberCancellation;
  proveUser: ProveUser;
}

/**
 * The member's subscription: read it, record one approved at PayPal (the success page and the
 * SDK's onApprove), cancel it. Recording trusts PayPal, never the status or dates sent here.
 */
export function subscriptionRoutes({ subscriptions, checkout, cancelFor, proveUser }: Deps): FastifyPluginAsyncZod {
  function paypalCheckout(): PaypalCheckout {
    if (!checkout) throw new HttpError(503, paypalMessages.notConfigured);
    return checkout;
  }

  async function answer(userId: number): Promise<SubscriptionResponse> {
    const row = await subscriptions.currentFor(userId);
    return { subscription: row ? subscriptionView(row, subscriptions.clock.now()) : null };
  }

  return async (app) => {
    app.get("/api/subscription", async (request): Promise<SubscriptionResponse> => answer(requireUser(request)));

    app.post(
      "/api/subscription",
      { schema: { body: recordSubscriptionSchema } },
      async (request): Promise<SubscriptionResponse> => {
        const userId = requireUser(request);
        const row = await paypalCheckout().confirm(userId, request.body.paypalSubscriptionId);
        return { subscription: subscriptionView(row, subscriptions.clock.now()) };
      },
    );

    app.post(
      "/api/subscriptions/callback",
      { schema: { body: subscriptionCallbackSchema } },
      async (request): Promise<SubscriptionResponse> => {
        const proof = await proveUser(request);
        const { userId, subscriptionId } = request.body;
        if (!hasAnyUser(proof)) throw new HttpError(401, paymentMessages.loginRequired);
        if (!provesUser(proof, userId)) throw new HttpError(403, paymentMessages.loginRequired);
        const row = await paypalCheckout().confirm(userId, subscriptionId);
        return { subscription: subscriptionView(row, subscriptions.clock.now()) };
      },
    );

    app.post("/api/subscription/cancel", async (request): Promise<CancelSubscriptionResponse> => cancelFor(requireUser(request)));

    // "Kündigung zurücknehmen": the membership runs on, as long as the provider was not stopped yet.
    app.post("/api/subscription/resume", async (request): Promise<ResumeSubscriptionResponse> => {
      const userId = requireUser(request);
      const current = await subscriptions.currentFor(userId);
      if (!current) throw new HttpError(404, cancellationMessages.noSubscription);
      if (current.status === "active") {
        return { subscription: subscriptionView(current, subscriptions.clock.now()), message: resumeMessages.resumed };
      }
      const resumed = await subscriptions.resume(current.id);
      if (!resumed) throw new HttpError(409, resumeMessages.tooLate);
      return { subscription: subscriptionView(resumed, subscriptions.clock.now()), message: resumeMessages.resumed };
    });
  };
}

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponses } from "../../../shared/schemas/message.ts";
import {
  cancelSubscriptionResponseSchema,
  resumeSubscriptionResponseSchema,
  subscriptionResponseSchema,
  type CancelSubscriptionResponse,
  type ResumeSubscriptionResponse,
  type SubscriptionResponse,
} from "../../../shared/schemas/subscriptions.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { HttpError } from "../../http/http-error.ts";
import { requireUser } from "../auth/index.ts";
import { cancellationMessages, type MemberCancellation } from "./member-cancellation.ts";
import type { SubscriptionsService } from "./service.ts";

export const resumeMessages = {
  resumed: "Ihre Kündigung wurde zurückgenommen. Ihre Mitgliedschaft läuft weiter.",
  tooLate:
    "Die Kündigung kann nicht mehr zurückgenommen werden, weil das Abonnement beim Zahlungsanbieter bereits beendet wird.",
} as const;

/**
 * The member's own subscription, whatever the provider: read it, cancel it, take a
 * cancellation back. Recording a new one belongs to the provider that confirms it.
 */
export function subscriptionRoutes(deps: {
  subscriptions: SubscriptionsService;
  cancelFor: MemberCancellation;
}): FastifyPluginAsyncZod {
  const { subscriptions, cancelFor } = deps;
  const tags = ["Mitgliedschaft"];

  return async (app) => {
    app.get(
      "/api/subscription",
      {
        schema: {
          summary: "Eigene Mitgliedschaft",
          description: "Die Mitgliedschaft, die dem angemeldeten Konto jetzt Zugang gibt, oder null.",
          tags,
          security: sessionSecurity,
          response: { 200: subscriptionResponseSchema, ...messageResponses(401) },
        },
      },
      async (request): Promise<SubscriptionResponse> => {
        const row = await subscriptions.currentFor(requireUser(request));
        return { subscription: row ? subscriptions.view(row) : null };
      },
    );

    app.post(
      "/api/subscription/cancel",
      {
        config: { idempotent: true },
        schema: {
          summary: "Mitgliedschaft kündigen",
          description:
            "Kündigt die eigene Mitgliedschaft zum späteren Zeitpunkt aus Ende des Abrechnungszeitraums und Ende " +
            "der Mindestlaufzeit; der Zugang bleibt bis dahin. Schickt eine Bestätigung per E-Mail.",
          tags,
          security: sessionSecurity,
          response: { 200: cancelSubscriptionResponseSchema, ...messageResponses(401, 404, 409) },
        },
      },
      async (request): Promise<CancelSubscriptionResponse> => cancelFor(requireUser(request)),
    );

    // "Kündigung zurücknehmen": the membership runs on, as long as the provider was not stopped yet.
    app.post(
      "/api/subscription/resume",
      {
        config: { idempotent: true },
        schema: {
          summary: "Kündigung zurücknehmen",
          description:
            "Nimmt die Kündigung zurück, solange das Abonnement beim Zahlungsanbieter noch nicht beendet wird; " +
            "danach 409.",
          tags,
          security: sessionSecurity,
          response: { 200: resumeSubscriptionResponseSchema, ...messageResponses(401, 404, 409) },
        },
      },
      async (request): Promise<ResumeSubscriptionResponse> => {
        const userId = requireUser(request);
        const current = await subscriptions.currentFor(userId);
        if (!current) throw new HttpError(404, cancellationMessages.noSubscription);
        if (current.status === "active")
          return { subscription: subscriptions.view(current), message: resumeMessages.resumed };
        const resumed = await subscriptions.resume(current.id);
        if (!resumed) throw new HttpError(409, resumeMessages.tooLate);
        return { subscription: subscriptions.view(resumed), message: resumeMessages.resumed };
      },
    );
  };
}

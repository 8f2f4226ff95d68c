import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import {
  cardProviderCredentialsStatusSchema,
  cardProviderToggleResponseSchema,
  cardProviderToggleSchema,
  type CardProviderCredentialsStatus,
  type CardProviderToggle,
} from "../../../shared/schemas/card-payments.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import type { Database } from "../../db/schema.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import type { AppConfig } from "../../config.ts";
import { requireAdmin } from "../auth/index.ts";
import type { CardAvailability } from "../providers/maxpay/index.ts";
import type { AuditLog } from "./audit-log.ts";

const credentialLabels = [
  ["merchantAccount", "Händlerkonto"],
  ["merchantPassword", "Händlerpasswort"],
  ["merchantId", "Händler-ID"],
  ["publicKey", "Öffentlicher Schlüssel"],
  ["privateKey", "Privater Schlüssel"],
] as const;

/**
 * Which of the five Maxpay credentials are set, never their values. The sandbox's stand-in
 * keys are not credentials: in sandbox mode nothing was set, so everything shows as missing.
 */
export function credentialsStatus(payments: AppConfig["payments"]): CardProviderCredentialsStatus {
  const live = payments.mode === "live" ? payments.maxpay : null;
  return {
    items: credentialLabels.map(([key, label]) => ({ key, label, present: Boolean(live?.[key]) })),
  };
}

const tags = ["Verwaltung"];

/** The administrator's card-provider settings (the Einstellungen tab of /admin). Admin only. */
export function adminSettingsRoutes(deps: {
  payments: AppConfig["payments"];
  card: CardAvailability;
  audit: AuditLog;
  db: Kysely<Database>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Before body validation, so a guest learns nothing but 401 and a user nothing but 403.
    app.addHook("onRequest", async (request) => {
      requireAdmin(request);
    });

    app.get(
      "/api/admin/settings/maxpay",
      {
        schema: {
          summary: "Kreditkartenzahlung: Schalter lesen",
          description: "Ob der Administrator Kreditkartenzahlungen eingeschaltet hat. Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          response: { 200: cardProviderToggleResponseSchema, ...messageResponses(401, 403) },
        },
      },
      async (): Promise<CardProviderToggle> => {
        return { enabled: await deps.card.toggle() };
      },
    );

    app.post(
      "/api/admin/settings/maxpay",
      {
        config: { idempotent: true },
        schema: {
          summary: "Kreditkartenzahlung ein- oder ausschalten",
          description: "Schaltet Kreditkartenzahlungen ein oder aus. Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          body: cardProviderToggleSchema,
          response: { 200: cardProviderToggleResponseSchema, ...messageResponses(400, 401, 403) },
        },
      },
      async (request): Promise<CardProviderToggle> => {
        const before = await deps.card.toggle();
        // Saved as it was: no log row for a change that changed nothing.
        if (before === request.body.enabled) return { enabled: before };
        await deps.card.setToggle(request.body.enabled);
        await deps.audit.record(deps.db, {
          actorUserId: requireAdmin(request),
          action: "toggle_card_payments",
          targetUserId: null,
          before: { enabled: before },
          after: { enabled: request.body.enabled },
          ip: request.ip,
        });
        request.log.info({ enabled: request.body.enabled }, "card payments switched by the administrator");
        return { enabled: await deps.card.toggle() };
      },
    );

    app.get(
      "/api/admin/settings/maxpay/secrets",
      {
        schema: {
          summary: "Kreditkartenzahlung: Zugangsdaten",
          description:
            "Welche der fünf Zugangsdaten des Kartenanbieters gesetzt sind, nie ihre Werte. Gäste 401, andere " +
            "Konten 403.",
          tags,
          security: sessionSecurity,
          response: { 200: cardProviderCredentialsStatusSchema, ...messageResponses(401, 403) },
        },
      },
      async (): Promise<CardProviderCredentialsStatus> => credentialsStatus(deps.payments),
    );
  };
}

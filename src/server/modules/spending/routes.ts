import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { requireUser } from "../auth/index.ts";
import {
  spendingLimitsBodySchema,
  spendingPauseBodySchema,
  spendingSummaryMailBodySchema,
  spendingViewSchema,
} from "../../../shared/schemas/spending.ts";
import type { SpendingService } from "./service.ts";

const tags = ["Ausgabenlimit"];

/** The account's spending cap and pause ("Das Ausgabenlimit", "Pause einlegen"; docs/decisions/0030). */
export function spendingRoutes(spending: SpendingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/spending",
      {
        schema: {
          summary: "Ausgabenlimit und Pause",
          description:
            "Die geltenden Limits (ohne eigene Wahl das voreingestellte Monatslimit), eine wartende Erhöhung, " +
            "die Pause und was im laufenden Berliner Kalendermonat und -tag zählt: Anrufe über die " +
            "Mitgliederlinie, Credits für Anrufe über die Credit-Linie, gekaufte Credit-Pakete und " +
            "Mitgliedsbeiträge, dazu was für einen laufenden Anruf reserviert ist.",
          tags,
          security: sessionSecurity,
          response: { 200: spendingViewSchema, ...messageResponses(401) },
        },
      },
      async (request) => spending.view(requireUser(request)),
    );

    app.put(
      "/api/spending/limits",
      {
        schema: {
          summary: "Ausgabenlimit festlegen",
          description:
            "Setzt Monats- und Tageslimit in ganzen Euro (null: keines). Eine Senkung oder ein neues Limit gilt " +
            "sofort; eine Erhöhung oder Aufhebung erst 7 Tage später (pendingRaise). Eine neue Änderung ersetzt " +
            "eine wartende Erhöhung. Jede Änderung wird per E-Mail bestätigt. 400 mit deutscher Meldung für " +
            "ungültige Beträge oder ein Tageslimit über dem Monatslimit; dann ändert sich nichts.",
          tags,
          security: sessionSecurity,
          body: spendingLimitsBodySchema,
          response: { 200: spendingViewSchema, ...messageResponses(400, 401) },
        },
      },
      async (request) => spending.setLimits(requireUser(request), request.body.monthlyEuros, request.body.dailyEuros),
    );

    app.delete(
      "/api/spending/limits/pending",
      {
        schema: {
          summary: "Wartende Erhöhung zurücknehmen",
          description:
            "Nimmt eine Erhöhung oder Aufhebung zurück, die noch ihre 7 Tage wartet; die geltenden Limits " +
            "bleiben. Bestätigung per E-Mail. 409, wenn keine Erhöhung wartet.",
          tags,
          security: sessionSecurity,
          response: { 200: spendingViewSchema, ...messageResponses(401, 409) },
        },
      },
      async (request) => spending.withdrawRaise(requireUser(request)),
    );

    app.post(
      "/api/spending/pause",
      {
        schema: {
          summary: "Pause einlegen",
          description:
            "Sperrt sofort Anrufe über die Mitglieder- und die Credit-Linie sowie Käufe: für 24 Stunden, 7 Tage, " +
            "30 Tage oder bis zum Beenden (open). Eine längere Pause verlängert eine laufende; eine gleich lange " +
            "oder kürzere wird mit 409 abgelehnt. Bestätigung per E-Mail.",
          tags,
          security: sessionSecurity,
          body: spendingPauseBodySchema,
          response: { 200: spendingViewSchema, ...messageResponses(400, 401, 409) },
        },
      },
      async (request) => spending.startPause(requireUser(request), request.body.length),
    );

    app.post(
      "/api/spending/pause/end",
      {
        schema: {
          summary: "Pause beenden",
          description:
            "Beendet die laufende Pause 24 Stunden nach der Anfrage (pause.endsAt), nicht sofort. Eine " +
            "Wiederholung ändert nichts. Bestätigung per E-Mail. 409 ohne laufende Pause.",
          tags,
          security: sessionSecurity,
          response: { 200: spendingViewSchema, ...messageResponses(401, 409) },
        },
      },
      async (request) => spending.endPause(requireUser(request)),
    );

    app.put(
      "/api/spending/summary-mail",
      {
        schema: {
          summary: "Monatsübersicht per E-Mail an- oder abbestellen",
          description:
            "Die Übersicht „Ihr Monat bei …“ (Gespräche, Minuten, Beträge, das Limit) kommt zu Beginn jedes " +
            "Monats für den vergangenen, wenn darin telefoniert oder gezahlt wurde. Sie ist für jedes Konto an; " +
            "enabled false bestellt sie ab. Eine Wiederholung ändert nichts.",
          tags,
          security: sessionSecurity,
          body: spendingSummaryMailBodySchema,
          response: { 200: spendingViewSchema, ...messageResponses(400, 401) },
        },
      },
      async (request) => spending.setSummaryMail(requireUser(request), request.body.enabled),
    );
  };
}

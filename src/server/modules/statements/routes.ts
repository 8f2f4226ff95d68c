import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { statementMonthsSchema } from "../../../shared/schemas/statements.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { HttpError } from "../../http/http-error.ts";
import { requireUser } from "../auth/index.ts";
import type { StatementsService } from "./service.ts";
import { statementMessages } from "./statement.ts";

const tags = ["Konto"];

// The month and the format are checked in the handler, so that a wrong one gets the statement's
// own German message rather than a generic one.
const paramsSchema = z.object({ month: z.string().max(20).describe("Der Monat, JJJJ-MM, z. B. 2026-11") });
const querySchema = z.object({
  format: z.string().max(10).optional().describe("pdf (Standard) oder csv"),
});

export function statementsRoutes(statements: StatementsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/statements",
      {
        schema: {
          summary: "Monate der Monatsübersicht",
          description: "Die Monate, für die das angemeldete Konto eine Monatsübersicht herunterladen kann.",
          tags,
          security: sessionSecurity,
          response: { 200: statementMonthsSchema, ...messageResponses(401) },
        },
      },
      async (request, reply) => {
        reply.header("Cache-Control", "private, no-store");
        return { months: await statements.months(requireUser(request)) };
      },
    );

    app.get(
      "/api/statements/:month",
      {
        schema: {
          summary: "Monatsübersicht (PDF oder CSV)",
          description:
            "Alle Anrufe (Datum, Uhrzeit, Linie, Berater, Dauer, Preis pro Minute, Betrag; Credit-Linie in Credits " +
            "und Euro) und alle Zahlungen (Datum, Leistung, Betrag, Zahlungsart) eines Kalendermonats in " +
            "Europe/Berlin, mit Summen. format=pdf (A4) oder format=csv (Semikolon, Dezimalkomma, UTF-8 mit BOM). " +
            "400 für einen ungültigen Monat, einen Monat in der Zukunft oder vor Bestehen des Kontos.",
          tags,
          security: sessionSecurity,
          params: paramsSchema,
          querystring: querySchema,
          response: {
            200: {
              description: "Die Monatsübersicht als Datei (Content-Disposition: attachment)",
              content: {
                "application/pdf": { schema: z.instanceof(Buffer) },
                "text/csv": { schema: z.string() },
              },
            },
            ...messageResponses(400, 401),
          },
        },
      },
      async (request, reply) => {
        const userId = requireUser(request);
        const format = request.query.format ?? "pdf";
        if (format !== "pdf" && format !== "csv") throw new HttpError(400, statementMessages.badFormat);
        const file = await statements.file(userId, request.params.month, format);
        return reply
          .header("Cache-Control", "private, no-store")
          .type(file.contentType)
          .header("Content-Disposition", `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    );
  };
}

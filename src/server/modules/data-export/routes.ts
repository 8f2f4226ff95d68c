import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  dataExportDownloadQuerySchema,
  dataExportDownloadTicketSchema,
  dataExportPasswordSchema,
  dataExportPaths,
  dataExportStateSchema,
} from "../../../shared/schemas/data-export.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { requireUser } from "../auth/index.ts";
import type { DataExportService } from "./service.ts";

const tags = ["Konto"];

/** The file's name: the portal's and the day it was fetched. */
export function exportFilename(brandName: string, at: Date): string {
  const slug = brandName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return `${slug}-meine-daten-${at.toISOString().slice(0, 10)}.zip`;
}

export function dataExportRoutes(deps: {
  exports: DataExportService;
  brandName: string;
  now: () => Date;
  /** Starts the preparation now rather than at the job's next round. */
  prepareSoon: () => void;
}): FastifyPluginAsyncZod {
  const { exports } = deps;
  return async (app) => {
    app.post(
      dataExportPaths.request,
      {
        schema: {
          summary: "Meine Daten anfordern",
          description:
            "Fordert mit dem Passwort die ZIP-Datei mit allen Daten des Kontos an (daten.json, eine CSV-Datei pro " +
            "Tabelle, LIESMICH.txt). Sie wird im Hintergrund erstellt, per E-Mail angekündigt und 7 Tage angeboten. " +
            "Solange eine Anforderung vorbereitet oder angeboten wird, antwortet jede weitere mit derselben. " +
            "400 bei falschem Passwort (dann wird nichts angelegt).",
          tags,
          security: sessionSecurity,
          body: dataExportPasswordSchema,
          response: { 200: dataExportStateSchema, ...messageResponses(400, 401) },
        },
      },
      async (request) => {
        const state = await exports.request(requireUser(request), request.body.password);
        if (state.state === "preparing") deps.prepareSoon();
        return state;
      },
    );

    app.get(
      dataExportPaths.request,
      {
        schema: {
          summary: "Stand meiner Datenanforderung",
          description: "none: keine Anforderung; preparing: wird erstellt; ready: bereit bis expiresAt.",
          tags,
          security: sessionSecurity,
          response: { 200: dataExportStateSchema, ...messageResponses(401) },
        },
      },
      async (request, reply) => {
        reply.header("Cache-Control", "private, no-store");
        return exports.state(requireUser(request));
      },
    );

    app.post(
      dataExportPaths.confirm,
      {
        schema: {
          summary: "Download mit dem Passwort bestätigen",
          description:
            "Gibt nach der Passwortbestätigung eine Download-Adresse mit einem Einmal-Token, 10 Minuten gültig und " +
            "nur für die Sitzung dieses Kontos. 400 bei falschem Passwort, 409 wenn noch nichts bereit ist.",
          tags,
          security: sessionSecurity,
          body: dataExportPasswordSchema,
          response: { 200: dataExportDownloadTicketSchema, ...messageResponses(400, 401, 409) },
        },
      },
      async (request, reply) => {
        reply.header("Cache-Control", "private, no-store");
        return exports.downloadTicket(requireUser(request), request.body.password);
      },
    );

    app.get(
      dataExportPaths.download,
      {
        schema: {
          summary: "Meine Daten herunterladen (ZIP)",
          description:
            "Die ZIP-Datei, nur für das angemeldete Konto, dem sie gehört, und nur mit dem unbenutzten Token " +
            "einer frischen Passwortbestätigung. 403 sonst.",
          tags,
          security: sessionSecurity,
          querystring: dataExportDownloadQuerySchema,
          response: {
            200: {
              description: "Die ZIP-Datei (Content-Disposition: attachment)",
              content: { "application/zip": { schema: z.instanceof(Buffer) } },
            },
            ...messageResponses(401, 403),
          },
        },
      },
      async (request, reply) => {
        const content = await exports.download(requireUser(request), request.query.token);
        return reply
          .header("Cache-Control", "private, no-store")
          .type("application/zip")
          .header("Content-Disposition", `attachment; filename="${exportFilename(deps.brandName, deps.now())}"`)
          .send(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
      },
    );
  };
}

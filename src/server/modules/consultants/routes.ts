import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { portraitFileParamsSchema } from "../../../shared/schemas/admin-consultants.ts";
import { HttpError } from "../../http/http-error.ts";
import { consultantListSchema, extensionsMapSchema, type ExtensionsMap } from "../../../shared/schemas/consultants.ts";
import { statusEventHeader } from "../../../shared/schemas/live-status.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { negotiateEncoding } from "../../http/accept-encoding.ts";
import { requireUser } from "../auth/index.ts";
import type { ConsultantListCache } from "./list-cache.ts";
import type { PortraitsRepo } from "./portraits-repo.ts";
import type { ConsultantsRepo } from "./repo.ts";

const tags = ["Berater"];

export function consultantsRoutes(
  consultants: ConsultantsRepo,
  portraits: PortraitsRepo,
  publicList: ConsultantListCache,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The name carries the content hash, so a URL always means the same bytes: cached for good.
    app.get(
      "/api/consultant-portraits/:file",
      {
        schema: {
          summary: "Porträt eines Beraters",
          description:
            "Ein hochgeladenes Porträt als WebP in einer der Größen der Beraterkarte. Die Adresse enthält den " +
            "Inhalts-Hash und ändert sich mit jedem neuen Bild; deshalb darf der Browser sie für immer speichern.",
          tags,
          params: portraitFileParamsSchema,
          response: {
            200: { description: "WebP-Bild", content: { "image/webp": { schema: z.instanceof(Buffer) } } },
            ...messageResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const [hash = "", width = ""] = request.params.file.replace(/\.webp$/, "").split("-");
        const content = await portraits.find(hash, Number(width));
        if (!content) throw new HttpError(404, "Dieses Bild gibt es nicht.");
        return reply
          .type("image/webp")
          .header("Cache-Control", "public, max-age=31536000, immutable")
          .header("X-Content-Type-Options", "nosniff")
          .send(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
      },
    );

    app.get(
      "/api/consultants",
      {
        // Answered from memory thousands of times a second under load; a line for each
        // success was 7 % of the server's time. Failures are logged, the metrics count all
        // (docs/decisions/0052-lean-public-consultant-list.md).
        config: { requestLog: "failures" },
        schema: {
          summary: "Berater",
          description:
            "Alle Berater mit Status, Bewertung und Schwerpunkten, verfügbare zuerst; ohne Anmeldung. Die Kopfzeile " +
            "`X-Status-Event-Id` nennt die letzte Statusänderung, die die Liste enthält (0: keine): mit ihr als " +
            "`lastEventId` sendet der Live-Status alles, was sich seitdem geändert hat.",
          tags,
          response: { 200: consultantListSchema },
        },
      },
      // Sends bytes serialized (and compressed) once per change, not per request; the schema
      // above still describes them and checked them when they were made (list-cache.ts).
      async (request, typedReply) => {
        const reply: FastifyReply = typedReply;
        const answer = await publicList.answer();
        const encoding = negotiateEncoding(request.headers["accept-encoding"]);
        const encoded = encoding ? answer.encoded(encoding) : null;
        reply.type("application/json; charset=utf-8").header(statusEventHeader, String(answer.statusEventId));
        if (answer.encoded("gzip")) reply.header("Vary", "Accept-Encoding");
        if (!encoding || !encoded) return reply.send(answer.json);
        return reply.header("Content-Encoding", encoding).send(encoded);
      },
    );

    // The same map twice: the client asks the logged-in one with a session and the public one without.
    app.get(
      "/api/extensions",
      {
        schema: {
          summary: "Durchwahlen (angemeldet)",
          description: "Die dreistelligen Durchwahlen der Berater für die Mitgliederlinie; nur mit Anmeldung.",
          tags,
          security: sessionSecurity,
          response: { 200: extensionsMapSchema, ...messageResponses(401) },
        },
      },
      async (request): Promise<ExtensionsMap> => {
        requireUser(request);
        return consultants.extensions();
      },
    );
    app.get(
      "/api/extensions/static",
      {
        schema: {
          summary: "Durchwahlen (öffentlich)",
          description: "Dieselben Durchwahlen ohne Anmeldung, für Besucher, die noch nicht angemeldet sind.",
          tags,
          response: { 200: extensionsMapSchema },
        },
      },
      async (): Promise<ExtensionsMap> => consultants.extensions(),
    );
  };
}

import type { IncomingMessage } from "node:http";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminConsultantIdParamsSchema,
  adminConsultantInputSchema,
  adminConsultantListSchema,
  adminConsultantMessages,
  adminConsultantResponseSchema,
  PORTRAIT_MAX_BYTES,
  type AdminConsultant,
  type AdminConsultantResponse,
} from "../../../shared/schemas/admin-consultants.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { HttpError } from "../../http/http-error.ts";
import { requireAdmin } from "../auth/index.ts";
import type { ConsultantAdministration } from "./consultant-administration.ts";

const tags = ["Verwaltung"];
const base = "/api/admin/consultants";

const tooLarge = () => new HttpError(413, adminConsultantMessages.portraitTooLarge);

/** Reads at most the portrait limit; a longer body is refused as soon as it is longer. */
async function readLimited(payload: AsyncIterable<Buffer | string>, declaredLength: number): Promise<Buffer> {
  if (declaredLength > PORTRAIT_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of payload) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    if (total > PORTRAIT_MAX_BYTES) throw tooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** Consultants as the administration keeps them; every change writes an audit row. Admin only. */
export function adminConsultantsRoutes(administration: ConsultantAdministration): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the body is read or validated: a guest learns nothing but 401, a user nothing but 403.
    app.addHook("onRequest", async (request) => {
      requireAdmin(request);
    });
    // The portrait arrives as the raw file; what it is decides its content, not this header
    // (consultants/portrait-image.ts). Only this plugin accepts such bodies.
    app.addContentTypeParser(
      /^(image\/[\w.+-]+|application\/octet-stream)$/,
      async (request: FastifyRequest, payload: IncomingMessage) =>
        readLimited(payload, Number(request.headers["content-length"] ?? 0)),
    );

    const actor = (request: { ip: string }, actorUserId: number) => ({ actorUserId, ip: request.ip });

    app.get(
      base,
      {
        schema: {
          summary: "Berater verwalten",
          description:
            "Alle Berater einschließlich der deaktivierten, mit Status, Durchwahl, Preis und Porträt. Gäste 401, " +
            "andere Konten 403.",
          tags,
          security: sessionSecurity,
          response: { 200: adminConsultantListSchema, ...messageResponses(401, 403) },
        },
      },
      async (): Promise<AdminConsultant[]> => administration.list(),
    );

    app.post(
      base,
      {
        config: { idempotent: true },
        schema: {
          summary: "Berater anlegen",
          description:
            "Legt einen Berater an; er erscheint sofort in der öffentlichen Liste und bei den Durchwahlen. Eine " +
            "vergebene Durchwahl wird mit 409 abgelehnt, auch wenn zwei Anlagen gleichzeitig dieselbe wählen. " +
            "Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          body: adminConsultantInputSchema,
          response: { 201: adminConsultantResponseSchema, ...messageResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply): Promise<AdminConsultantResponse> => {
        const consultant = await administration.create(actor(request, requireAdmin(request)), request.body);
        void reply.code(201);
        return { consultant, message: "Der Berater wurde angelegt." };
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { idempotent: true },
        schema: {
          summary: "Berater ändern",
          description:
            "Ändert alle Angaben eines Beraters auf einmal. 404 für einen unbekannten Berater, 409 für eine " +
            "Durchwahl, die ein anderer Berater hat. Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          params: adminConsultantIdParamsSchema,
          body: adminConsultantInputSchema,
          response: { 200: adminConsultantResponseSchema, ...messageResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request): Promise<AdminConsultantResponse> => {
        const consultant = await administration.update(
          actor(request, requireAdmin(request)),
          request.params.id,
          request.body,
        );
        return { consultant, message: "Die Änderungen wurden gespeichert." };
      },
    );

    for (const [verb, active] of [
      ["deactivate", false],
      ["reactivate", true],
    ] as const) {
      app.post(
        `${base}/:id/${verb}`,
        {
          schema: {
            summary: active ? "Berater wieder aktivieren" : "Berater deaktivieren",
            description: active
              ? "Zeigt einen deaktivierten Berater wieder in der öffentlichen Liste und bei den Durchwahlen. " +
                "404 für einen unbekannten Berater. Gäste 401, andere Konten 403."
              : "Nimmt einen Berater aus der öffentlichen Liste und den Durchwahlen; in den Anrufverläufen bleibt " +
                "er stehen, und seine Durchwahl bleibt ihm vorbehalten. 404 für einen unbekannten Berater. Gäste " +
                "401, andere Konten 403.",
            tags,
            security: sessionSecurity,
            params: adminConsultantIdParamsSchema,
            response: { 200: adminConsultantResponseSchema, ...messageResponses(401, 403, 404) },
          },
        },
        async (request): Promise<AdminConsultantResponse> => {
          const consultant = await administration.setActive(
            actor(request, requireAdmin(request)),
            request.params.id,
            active,
          );
          return {
            consultant,
            message: active ? "Der Berater ist wieder sichtbar." : "Der Berater wurde deaktiviert.",
          };
        },
      );
    }

    app.post(
      `${base}/:id/portrait`,
      {
        schema: {
          summary: "Porträt hochladen",
          description:
            "Nimmt die Bilddatei selbst als Inhalt der Anfrage an (Content-Type image/jpeg, image/png, image/webp " +
            "oder application/octet-stream), höchstens 5 MB. Geprüft wird der Inhalt, nicht der Dateiname: nur ein " +
            "vollständig lesbares JPEG, PNG oder WebP wird angenommen und in die Größen der Beraterkarte als WebP " +
            "umgewandelt. Eine abgelehnte Datei ändert nichts. 413 über 5 MB, 415 für andere Formate, 400 für " +
            "beschädigte Bilder, 404 für einen unbekannten Berater. Gäste 401, andere Konten 403.",
          tags,
          security: sessionSecurity,
          params: adminConsultantIdParamsSchema,
          response: { 200: adminConsultantResponseSchema, ...messageResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request): Promise<AdminConsultantResponse> => {
        const body: unknown = request.body;
        if (!(body instanceof Uint8Array)) throw new HttpError(415, adminConsultantMessages.portraitType);
        const consultant = await administration.uploadPortrait(
          actor(request, requireAdmin(request)),
          request.params.id,
          body,
        );
        return { consultant, message: "Das Porträt wurde gespeichert." };
      },
    );
  };
}

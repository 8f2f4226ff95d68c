import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { normalizePhone } from "../../../shared/domain/phone.ts";
import { HttpError } from "../../http/http-error.ts";
import type { CallsRepo } from "../calls/repo.ts";
import type { ConsultantsRepo } from "../consultants/repo.ts";
import type { SubscriptionsService } from "../subscriptions/service.ts";
import type { UsersRepo } from "../users/repo.ts";
import { callRecordSchema, consultantStatusSchema, memberCheckQuerySchema } from "./schemas.ts";
import { safeEqual, signBody } from "./signature.ts";

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: string;
  }
}

interface Deps {
  secret: string;
  token: string;
  calls: CallsRepo;
  consultants: ConsultantsRepo;
  users: UsersRepo;
  subscriptions: Pick<SubscriptionsService, "currentFor">;
}

const badSignature = "Ungültige Signatur.";
const badToken = "Ungültiges oder fehlendes Zugriffstoken.";

function parseOrThrow<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, "Die Daten sind unvollständig oder ungültig.");
  return result.data;
}

/** The carrier's endpoints: signed callbacks and the IVR's member check (architecture section 6). */
export function telephonyRoutes({ secret, token, calls, consultants, users, subscriptions }: Deps): FastifyPluginAsync {
  function verifySignature(request: FastifyRequest): void {
    const header = request.headers["x-signature"];
    const given = Array.isArray(header) ? header[0] : header;
    if (!safeEqual(given, signBody(request.rawBody ?? "", secret))) throw new HttpError(401, badSignature);
  }

  return async (app) => {
    // The signature covers the exact bytes sent, so the raw body is kept beside the parsed one.
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      request.rawBody = String(body);
      try {
        done(null, body === "" ? {} : JSON.parse(String(body)));
      } catch {
        done(new HttpError(400, "Die Anfrage enthält kein gültiges JSON."), undefined);
      }
    });

    app.post("/api/telephony/calls", { config: { skipOriginCheck: true } }, async (request) => {
      verifySignature(request);
      const record = parseOrThrow(callRecordSchema, request.body);
      const caller = normalizePhone(record.caller);
      const user = await users.findByPhone(caller);
      const consultant = record.extension ? await consultants.findByExtension(record.extension) : undefined;
      const stored = await calls.insertOnce({
        recordId: record.recordId,
        userId: user?.id ?? null,
        callerNumber: caller,
        line: record.line,
        extension: record.extension ?? null,
        consultantId: consultant?.id ?? null,
        consultantName: consultant?.name ?? null,
        startedAt: new Date(record.startedAt).toISOString(),
        durationSeconds: record.durationSeconds,
        costCents: record.costCents,
      });
      return { stored };
    });

    app.post("/api/telephony/consultant-status", { config: { skipOriginCheck: true } }, async (request) => {
      verifySignature(request);
      const { extension, status } = parseOrThrow(consultantStatusSchema, request.body);
      const consultant = await consultants.findByExtension(extension);
      if (!consultant) throw new HttpError(404, "Unter dieser Durchwahl gibt es keinen Berater.");
      await consultants.setStatus(consultant.id, status);
      return { id: consultant.id, status };
    });

    app.get("/api/telephony/member-check", async (request) => {
      const auth = request.headers.authorization;
      if (!safeEqual(auth, `Bearer ${token}`)) throw new HttpError(401, badToken);
      const { caller } = parseOrThrow(memberCheckQuerySchema, request.query);
      const user = await users.findByPhone(normalizePhone(caller));
      const member = user ? (await subscriptions.currentFor(user.id)) !== undefined : false;
      return { member };
    });
  };
}

import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { normalizePhone } from "../../../shared/domain/phone.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { describeOnly, telephonySignatureSecurity, telephonyTokenSecurity } from "../../http/api-security.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Calls } from "../calls/index.ts";
import type { Database } from "../../db/schema.ts";
import type { Consultants, StatusFollower } from "../consultants/index.ts";
import type { CreditCalls } from "../credits/index.ts";
import type { Spending } from "../spending/index.ts";
import type { SubscriptionsService } from "../subscriptions/index.ts";
import { isKnownMinor, type Users } from "../users/index.ts";
import {
  callRecordCommonSchema,
  callRecordSchema,
  callStoredSchema,
  creditCallRecordPartSchema,
  consultantStatusAnswerSchema,
  endReasonOf,
  consultantStatusSchema,
  memberCheckAnnouncementsText,
  memberCheckAnswerSchema,
  memberCheckQuerySchema,
  phoneBilledRecordPartSchema,
} from "./schemas.ts";
import { rememberSignature } from "./seen-signatures-repo.ts";
import { checkSignature, safeEqual, signatureToleranceSeconds } from "./signature.ts";

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export interface TelephonyDeps {
  secret: string;
  /** Until when the old signature without time is still accepted (TELEPHONY_LEGACY_SIGNATURE_UNTIL); null: not. */
  legacySignatureUntil: Date | null;
  token: string;
  calls: Pick<Calls, "insertOnce">;
  db: Kysely<Database>;
  consultants: Pick<Consultants, "findByExtension" | "within">;
  /** Run inside a status change's transaction, after its event is written. */
  statusFollowers: readonly StatusFollower[];
  /** Told after a status change has committed (the live status feed of this process). */
  statusChanged: () => void;
  users: Pick<Users, "findByPhone">;
  subscriptions: Pick<SubscriptionsService, "currentFor">;
  creditCalls: Pick<CreditCalls, "settle">;
  spending: Pick<Spending, "memberLineCall" | "memberCallRecorded">;
}

const badSignature = "Ungültige Signatur.";
const staleSignature =
  "Der Zeitstempel der Signatur liegt mehr als 5 Minuten von unserer Uhrzeit entfernt. Bitte senden Sie die Meldung mit der aktuellen Zeit neu signiert.";
const seenSignature =
  "Diese signierte Meldung ist bereits angekommen und wird nicht noch einmal ausgeführt. Eine neue Meldung braucht einen neuen Zeitstempel.";
const badToken = "Ungültiges oder fehlendes Zugriffstoken.";
const tags = ["Telefonie"];

// The carrier's requests are checked in the handler, after the signature or token: a request
// without them learns 401 and nothing about the expected shape. The schemas describe them.
const signed = { config: { skipOriginCheck: true }, ...describeOnly } as const;

/**
 * 400 naming the first wrong field (the German issue messages name it, lib/german-validation-messages.ts),
 * so that the carrier can tell what to correct instead of retrying or dropping the record.
 */
function parseOrThrow<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, result.error.issues[0]?.message ?? "Die Daten sind unvollständig oder ungültig.");
  }
  return result.data;
}

/** The carrier's endpoints: signed callbacks and the IVR's member check (architecture section 6). */
export function telephonyRoutes({
  secret,
  legacySignatureUntil,
  token,
  calls,
  consultants,
  users,
  subscriptions,
  creditCalls,
  spending,
  db,
  statusFollowers,
  statusChanged,
}: TelephonyDeps): FastifyPluginAsync {
  /**
   * The signature over time and body, within signatureToleranceSeconds of the wall clock (the
   * carrier's time, not the sandbox clock that plays subscription lives). Answers what identifies
   * this signed request while it is fresh; null for the legacy form during its transition.
   */
  function verifySignature(request: FastifyRequest): string | null {
    const header = request.headers["x-signature"];
    const given = Array.isArray(header) ? header[0] : header;
    const check = checkSignature(given, request.rawBody ?? "", secret, {
      now: new Date(),
      legacyUntil: legacySignatureUntil,
    });
    if (check.outcome === "invalid") throw new HttpError(401, badSignature);
    if (check.outcome === "stale") throw new HttpError(401, staleSignature);
    return check.replayKey;
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

    app.post(
      "/api/telephony/calls",
      {
        ...signed,
        schema: {
          summary: "Verbindungsdaten eines Anrufs",
          description:
            "Der Carrier meldet einen Anruf auf einer der 0900-Linien oder der Credit-Linie. Idempotent über " +
            "recordId; der Anruf wird über die Nummer des Anrufers dem Konto zugeordnet und erscheint in dessen " +
            "Anrufliste. Mit line credit und callId bucht er ceil(Sekunden × Credits pro Minute / 60) Credits ab, " +
            "höchstens die reservierten, und gibt die Reservierung frei. Hat die Seite des Beraters oder das Netz " +
            "(endReason consultant oder network) den Anruf beendet, bleiben die ersten 60 Sekunden unberechnet. Unbekannte oder für die Linie nicht " +
            "benötigte Felder werden ignoriert; 400 nur für einen falschen Wert, die Meldung nennt das Feld.",
          tags,
          security: telephonySignatureSecurity,
          body: callRecordSchema,
          response: { 200: callStoredSchema, ...messageResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        // A record is stored once per recordId and a credit call settled once: the same signed
        // record again changes nothing, so the signature's tolerance alone bounds a replay.
        verifySignature(request);
        const record = parseOrThrow(callRecordCommonSchema, request.body);
        const caller = normalizePhone(record.caller);
        const endReason = endReasonOf(request.body);
        // The credit line is paid with credits: the record debits what was held for its call, once.
        if (record.line === "credit") {
          const { recordId, extension, startedAt, durationSeconds } = record;
          const { callId } = parseOrThrow(creditCallRecordPartSchema, request.body);
          return {
            stored: await creditCalls.settle({
              callId,
              recordId,
              caller,
              extension: extension ?? null,
              startedAt,
              durationSeconds,
              endReason,
            }),
          };
        }
        const { costCents } = parseOrThrow(phoneBilledRecordPartSchema, request.body);
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
          costCents,
          endReason,
        });
        // The member line's record ends the call's hold under the spending cap.
        if (stored && user && record.line === "member") await spending.memberCallRecorded(user.id);
        return { stored };
      },
    );

    app.post(
      "/api/telephony/consultant-status",
      {
        ...signed,
        schema: {
          summary: "Status eines Beraters",
          description:
            "Der Carrier setzt den Status eines Beraters (verfügbar, beschäftigt, abwesend) über dessen Durchwahl. " +
            "Dieselbe signierte Meldung (gleicher Zeitstempel, gleicher Rumpf) wird nur einmal ausgeführt, jede " +
            "Wiederholung beantwortet 409; wer denselben Status in derselben Sekunde mehrmals meldet, gibt jeder " +
            "Meldung eine eigene pushId.",
          tags,
          security: telephonySignatureSecurity,
          body: consultantStatusSchema,
          response: { 200: consultantStatusAnswerSchema, ...messageResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const replayKey = verifySignature(request);
        const { extension, status } = parseOrThrow(consultantStatusSchema, request.body);
        const consultant = await consultants.findByExtension(extension);
        if (!consultant) throw new HttpError(404, "Unter dieser Durchwahl gibt es keinen Berater.");
        // A repeated push of the same status changes nothing and is no event (docs/decisions/0042).
        const event = await db.transaction().execute(async (trx) => {
          // A status push has no id of its own: the same signed push again, captured and replayed
          // within the tolerance, would undo a later change or send the availability mails again.
          if (replayKey !== null) {
            const now = new Date();
            const expiresAt = new Date(now.getTime() + 2 * signatureToleranceSeconds * 1000);
            if (!(await rememberSignature(trx, replayKey, { now, expiresAt }))) throw new HttpError(409, seenSignature);
          }
          const change = await consultants.within(trx).changeStatus(consultant.id, status, new Date());
          if (change) for (const follow of statusFollowers) await follow(trx, change);
          return change;
        });
        if (event) statusChanged();
        return { id: consultant.id, status };
      },
    );

    app.get(
      "/api/telephony/member-check",
      {
        ...describeOnly,
        schema: {
          summary: "Mitgliederprüfung der Sprachansage",
          description:
            "Bevor die Mitgliederlinie verbindet, fragt die Sprachansage, ob die anrufende Nummer zu einem aktiven " +
            "Mitglied gehört, und ob der Anruf beginnen darf (mayStart). Die Nummer darf in jeder üblichen " +
            "Schreibweise kommen. Ein Konto, das laut Geburtsdatum unter 18 ist, gilt hier nicht als Mitglied " +
            "(reason adults_only). Mit einem Ausgabenlimit (docs/decisions/0030) reserviert eine Zusage den Rest " +
            "des Limits für diesen Anruf, bis seine Verbindungsdaten kommen, und nennt maxSeconds, die längste " +
            "Dauer, die der Rest bezahlt: floor(Rest ÷ Preis pro Sekunde); die Sprachansage trennt danach. Auch " +
            "ein Anruf, den der Anrufer vor dem Verbinden aufgibt, schickt seine Verbindungsdaten (durationSeconds 0), " +
            "sonst antwortet die nächste Prüfung bis zum Ablauf der Reservierung call_running. Ohne " +
            "Limit fehlt maxSeconds. Abgelehnt (mayStart false) mit reason und der Ansage, die die Sprachansage " +
            "spielt: " +
            memberCheckAnnouncementsText +
            ".",
          tags,
          security: telephonyTokenSecurity,
          querystring: memberCheckQuerySchema,
          response: { 200: memberCheckAnswerSchema, ...messageResponses(400, 401) },
        },
      },
      async (request) => {
        const auth = request.headers.authorization;
        if (!safeEqual(auth, `Bearer ${token}`)) throw new HttpError(401, badToken);
        const { caller } = parseOrThrow(memberCheckQuerySchema, request.query);
        const user = await users.findByPhone(normalizePhone(caller));
        const minor = user !== undefined && isKnownMinor(user);
        // An account under 18 is not connected as a member (docs/decisions/0033).
        const member = user && !minor ? (await subscriptions.currentFor(user.id)) !== undefined : false;
        if (minor) return { member, mayStart: false, reason: "adults_only" as const };
        if (!user || !member) return { member, mayStart: false, reason: "not_member" as const };
        const decision = await spending.memberLineCall(user.id);
        return { member, ...decision };
      },
    );
  };
}

import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { HttpError } from "./http-error.ts";
import { createIdempotencyStore, type IdempotencyStore } from "./idempotency-store.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route files something (a declaration, a mail, a payment): a request carrying an
     * Idempotency-Key acts once per key, and a repeat gets the first answer (docs/decisions/0023).
     */
    idempotent?: true;
  }
}

export const idempotencyMessages = {
  badKey: "Der Idempotency-Key ist ungültig.",
  keyReused: "Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.",
  stillRunning:
    "Diese Anfrage wird gerade schon bearbeitet. Bitte warten Sie einen Moment und laden Sie dann die Seite neu.",
} as const;

// A UUID from the portal's forms; other clients may use any short token of URL-safe characters.
const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;
// How long a repeat waits for the first request's answer before it gives up with a 409; the
// first request's own work (a payment provider's answer) may take seconds.
const waitForFirstMs = 15_000;
const pollEveryMs = 25;

interface Reservation {
  scope: string;
  key: string;
  body: string | null;
}

const reservations = new WeakMap<FastifyRequest, Reservation>();
const replays = new WeakSet<FastifyRequest>();

/**
 * Whether this request was answered with an earlier answer. A route that does its work after
 * answering (forgot-password mails once the answer is out) skips that work for a replay.
 */
export function isIdempotentReplay(request: FastifyRequest): boolean {
  return replays.has(request);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the request repeats a filing made, or under way, under its Idempotency-Key. Its answer
 * is the first one whoever asks now, so a repeat of a filing that ended the session (the
 * account's deletion) needs no session; a key nobody used on the route gives no such right.
 */
export function createKnownKeyCheck(db: Kysely<Database>): (request: FastifyRequest) => Promise<boolean> {
  const store = createIdempotencyStore(db);
  return async (request) => {
    const key = request.headers["idempotency-key"];
    if (!request.routeOptions.config.idempotent || typeof key !== "string" || !keyPattern.test(key)) return false;
    return (await store.find(scopeOf(request), key)) !== undefined;
  };
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return null;
  if (typeof header !== "string" || !keyPattern.test(header)) throw new HttpError(400, idempotencyMessages.badKey);
  return header;
}

// A key belongs to one route. It does not name who asks: the signup's own answer signs the
// browser in, and its repeat, sent a moment later with the new cookie, must still find it. A key
// is a random UUID the browser keeps to itself, and an answer is replayed only to a request that
// is the same in method, address and body, so nobody reads another's answer by guessing.
function scopeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url}`;
}

function hashOf(request: FastifyRequest): string {
  return createHash("sha256")
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest("hex");
}

function replay(request: FastifyRequest, reply: FastifyReply, status: number, body: string | null): FastifyReply {
  replays.add(request);
  reply.code(status).header("idempotent-replayed", "true");
  if (body === null) return reply.send();
  return reply.type("application/json; charset=utf-8").send(body);
}

/**
 * Reserves the key before the handler runs, or answers a repeat with the first answer: waits
 * while the first request still runs, and runs the handler itself when the first one failed
 * and gave its reservation back.
 */
async function reserveOrReplay(store: IdempotencyStore, request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  if (key === null) return;
  const scope = scopeOf(request);
  const requestHash = hashOf(request);
  const giveUpAt = Date.now() + waitForFirstMs;
  for (;;) {
    if (await store.reserve({ scope, key, requestHash })) {
      reservations.set(request, { scope, key, body: null });
      return;
    }
    const first = await store.find(scope, key);
    if (first) {
      if (first.requestHash !== requestHash) throw new HttpError(422, idempotencyMessages.keyReused);
      if (first.status !== null) return replay(request, reply, first.status, first.body);
    }
    if (Date.now() >= giveUpAt) throw new HttpError(409, idempotencyMessages.stillRunning);
    await sleep(pollEveryMs);
  }
}

/**
 * Idempotency keys for the routes that opt in through `config.idempotent`. A request without
 * the header behaves as before, so API clients, carriers and providers need not send one.
 * Only a success is kept and replayed: a refusal changed nothing, and a failure (5xx, database
 * away) gives the key back, so the same submission can simply be sent again.
 */
export function registerIdempotency(app: FastifyInstance, db: Kysely<Database>): void {
  const store = createIdempotencyStore(db);
  app.addHook("onRoute", (route) => {
    if (!route.config?.idempotent) return;
    const reserve: preHandlerAsyncHookHandler = async function (request, reply) {
      const answered = await reserveOrReplay(store, request, reply);
      if (answered) return answered;
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), reserve];
    route.preSerialization = [
      ...[route.preSerialization ?? []].flat(),
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const reservation = reservations.get(request);
        // Through the route's response schema, as the client gets it: fields the schema leaves
        // out are never stored.
        if (reservation) {
          const serialized = reply.serialize(payload);
          reservation.body = typeof serialized === "string" ? serialized : new TextDecoder().decode(serialized);
        }
        return payload;
      },
    ];
    route.onResponse = [
      ...[route.onResponse ?? []].flat(),
      async (request: FastifyRequest, reply: FastifyReply) => {
        const reservation = reservations.get(request);
        if (!reservation) return;
        reservations.delete(request);
        const { scope, key, body } = reservation;
        try {
          if (reply.statusCode >= 200 && reply.statusCode < 300) {
            await store.complete({ scope, key, status: reply.statusCode, body });
          } else {
            await store.release(scope, key);
          }
        } catch (err) {
          // The key stays reserved; a repeat waits, then takes it over once it is stale.
          request.log.error({ err }, "idempotency key not settled");
        }
      },
    ];
  });
}

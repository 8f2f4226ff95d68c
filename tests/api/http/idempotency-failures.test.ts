import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "../../../src/server/http/error-handler.ts";
import { registerIdempotency } from "../../../src/server/http/idempotency.ts";
import { createIdempotencyStore } from "../../../src/server/http/idempotency-store.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

// What happens to a key when the filing fails or never answers: the same submission can be sent
// again and is then handled, instead of being refused or answered with the failure for a day.

let database: TestDatabase;
let app: FastifyInstance;
let failuresLeft = 0;
let filed = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerIdempotency(app, database.handle.db);
  app.post("/api/filing", { config: { idempotent: true } }, async () => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error("the provider is away");
    }
    filed += 1;
    return { filed };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

const send = (key: string) =>
  app.inject({
    method: "POST",
    url: "/api/filing",
    payload: { what: "Kündigung" },
    headers: { "idempotency-key": key },
  });

describe("a filing that fails", () => {
  it("gives its key back after a server error, so the retry with the same key files once", async () => {
    failuresLeft = 1;
    const before = filed;
    const key = randomUUID();
    const failed = await send(key);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      message: "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
    });
    const retried = await send(key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
    expect((await send(key)).json()).toEqual(retried.json());
    expect(filed - before).toBe(1);
  });

  it("answers the repeats that waited for a failed first request by handling one of them", async () => {
    failuresLeft = 1;
    const before = filed;
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 500]);
    expect(filed - before).toBe(1);
  });
});

describe("the key store", () => {
  const db = () => database.handle.db;
  const entry = () => ({ scope: "POST /api/filing", key: randomUUID(), requestHash: "h" });

  it("takes over a reservation whose request never answered (the process died) after two minutes", async () => {
    let now = Date.now();
    const store = createIdempotencyStore(db(), () => now);
    const first = entry();
    expect(await store.reserve(first)).toBe(true);
    now += 60_000;
    expect(await store.reserve(first)).toBe(false);
    now += 2 * 60_000;
    expect(await store.reserve(first)).toBe(true);
  });

  it("forgets a finished key after a day", async () => {
    let now = Date.now();
    const store = createIdempotencyStore(db(), () => now);
    const first = entry();
    expect(await store.reserve(first)).toBe(true);
    await store.complete({ scope: first.scope, key: first.key, status: 200, body: "{}" });
    now += 23 * 60 * 60_000;
    expect(await store.reserve(first)).toBe(false);
    now += 2 * 60 * 60_000;
    expect(await store.reserve(first)).toBe(true);
  });
});

import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import type { KyselyPlugin, QueryResult, UnknownRow } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app.ts";
import { openDatabase, type DatabaseHandle } from "../../../src/server/db/database.ts";
import { createAdmin, createConsultant } from "../../../src/server/db/seed/factories.ts";
import type { Consultant } from "../../../src/shared/schemas/consultants.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { postSigned } from "../../support/telephony.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// GET /api/consultants sends an answer serialized once and keeps the list's version in memory;
// every change of this process must still show in the very next answer, a change of another
// process within the 2 s the live status promises (modules/consultants/list-freshness.ts).

// Counts the reads of the list's version: the only query whose rows are { version } alone.
const versionReads = { count: 0 };
const countingVersionReads: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    const rows: readonly UnknownRow[] = args.result.rows;
    if (rows.length === 1 && Object.keys(rows[0] ?? {}).join() === "version") versionReads.count += 1;
    return args.result as QueryResult<UnknownRow>;
  },
};

const secret = "carrier-secret";
let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ TELEPHONY_SECRET: secret }, { kyselyPlugins: [countingVersionReads] });
  admin = createAgent(t.app, { ip: "203.0.113.7" });
  await login(admin, await createAdmin(t.database.handle.db));
});
afterAll(() => t.close());

const listOf = async (app: FastifyInstance) => {
  const res = await app.inject({ method: "GET", url: "/api/consultants" });
  expect(res.statusCode).toBe(200);
  return res.json<Consultant[]>();
};

/** Asks until `seen` holds, for at most the 2 s the live status promises. */
async function seenWithinTwoSeconds(check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 2000;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

const list = async (acceptEncoding?: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/consultants",
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });
  expect(res.statusCode).toBe(200);
  return res;
};
const consultants = async () => (await list()).json<Consultant[]>();
const find = async (id: number) => (await consultants()).find((c) => c.id === id);

describe("the cached consultant list", () => {
  // On PostgreSQL the trigger's notification says when to read again; on SQLite nothing tells of
  // another process's write, so the version is read for every request (list-freshness.ts).
  it("reads the version again only after a write on PostgreSQL, for every request on SQLite", async () => {
    await consultants();
    const before = versionReads.count;
    for (let i = 0; i < 5; i += 1) await consultants();
    expect(versionReads.count).toBe(t.database.url.startsWith("postgres") ? before : before + 5);
  });

  it("shows a change written directly on this process's database at once", async () => {
    const added = await createConsultant(t.database.handle.db, { status: "available" });
    expect(await find(added.id)).toMatchObject({ name: added.name, status: "available" });
    await t.database.handle.db.updateTable("consultants").set({ status: "busy" }).where("id", "=", added.id).execute();
    expect((await find(added.id))?.status).toBe("busy");
    await t.database.handle.db.transaction().execute(async (trx) => {
      await trx.updateTable("consultants").set({ active: 0 }).where("id", "=", added.id).execute();
    });
    expect(await find(added.id)).toBeUndefined();
  });

  it("shows a change made by another process within two seconds", async () => {
    // Another process: its own connection and its own app, no word to this one.
    const handle: DatabaseHandle = openDatabase(t.database.url);
    const other = await buildApp(t.config, { database: handle, logger: false });
    await other.ready();
    try {
      const added = await createConsultant(t.database.handle.db, { status: "available" });
      const inOther = async (id: number) => (await listOf(other)).find((c) => c.id === id);
      expect(await seenWithinTwoSeconds(async () => (await inOther(added.id))?.status === "available")).toBe(true);
      // Through this app's administration, and written by a tool on a connection of its own.
      expect((await admin.post(`/api/admin/consultants/${added.id}/deactivate`)).statusCode).toBe(200);
      expect(await seenWithinTwoSeconds(async () => (await inOther(added.id)) === undefined)).toBe(true);
      const tool = openDatabase(t.database.url);
      try {
        await tool.db
          .updateTable("consultants")
          .set({ active: 1, status: "busy" })
          .where("id", "=", added.id)
          .execute();
      } finally {
        await tool.close();
      }
      expect(await seenWithinTwoSeconds(async () => (await inOther(added.id))?.status === "busy")).toBe(true);
      expect(await seenWithinTwoSeconds(async () => (await find(added.id))?.status === "busy")).toBe(true);
    } finally {
      await other.close();
      await handle.close();
    }
  });

  it("shows the carrier's status push and the administration's edits at once", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "offline" });
    expect((await find(consultant.id))?.status).toBe("offline");
    const pushed = await postSigned(
      t.app,
      "/api/telephony/consultant-status",
      { extension: consultant.extension, status: "available" },
      secret,
    );
    expect(pushed.statusCode).toBe(200);
    expect((await find(consultant.id))?.status).toBe("available");

    const deactivated = await admin.post(`/api/admin/consultants/${consultant.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(await find(consultant.id)).toBeUndefined();
    expect((await admin.post(`/api/admin/consultants/${consultant.id}/reactivate`)).statusCode).toBe(200);
    expect((await find(consultant.id))?.status).toBe("available");
  });

  it("is the same list compressed for clients that accept it, and plain for the others", async () => {
    for (let i = 0; i < 12; i += 1) await createConsultant(t.database.handle.db);
    const plain = await list();
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await list("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await list("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await list("br;q=0, gzip;q=0")).headers["content-encoding"]).toBeUndefined();
  });
});

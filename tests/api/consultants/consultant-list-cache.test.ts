import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../src/server/db/database.ts";
import { createAdmin, createConsultant } from "../../../src/server/db/seed/factories.ts";
import type { Consultant } from "../../../src/shared/schemas/consultants.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { postSigned } from "../../support/telephony.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// GET /api/consultants sends an answer serialized once; every kind of change must still show
// in the very next answer (modules/consultants/list-cache.ts).

const secret = "carrier-secret";
let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ TELEPHONY_SECRET: secret });
  admin = createAgent(t.app, { ip: "203.0.113.7" });
  await login(admin, await createAdmin(t.database.handle.db));
});
afterAll(() => t.close());

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
  it("shows a row written by another process at once", async () => {
    await consultants();
    // Another process: its own connection, no word to this app.
    const other = openDatabase(t.database.url);
    try {
      const added = await createConsultant(other.db, { status: "available" });
      expect(await find(added.id)).toMatchObject({ name: added.name, status: "available" });
      await other.db.updateTable("consultants").set({ status: "busy" }).where("id", "=", added.id).execute();
      expect((await find(added.id))?.status).toBe("busy");
      await other.db.updateTable("consultants").set({ active: 0 }).where("id", "=", added.id).execute();
      expect(await find(added.id)).toBeUndefined();
    } finally {
      await other.close();
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

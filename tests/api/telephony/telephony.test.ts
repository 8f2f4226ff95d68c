import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../support/agent.ts";
import { createConsultant, createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import { carrier, createTelephonyTestApp, postSigned } from "../../support/telephony.ts";
import { type TestApp } from "../../support/test-app.ts";

const { secret, token } = carrier;
let t: TestApp;
beforeAll(async () => {
  t = await createTelephonyTestApp();
});
afterAll(() => t.close());

function record(overrides: Record<string, unknown> = {}) {
  return {
    recordId: `cdr-${Math.random().toString(36).slice(2)}`,
    caller: "+4915100000000",
    line: "member",
    extension: null,
    startedAt: "2026-11-20T18:30:00Z",
    durationSeconds: 754,
    costCents: 867,
    ...overrides,
  };
}

describe("POST /api/telephony/calls", () => {
  it("rejects a bad or missing signature and stores nothing", async () => {
    const body = record();
    const forged = await postSigned(t.app, "/api/telephony/calls", body, secret, "sha256=00");
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: "Ungültige Signatur." });
    const otherSecret = await postSigned(t.app, "/api/telephony/calls", body, "falsch");
    expect(otherSecret.statusCode).toBe(401);
    const rows = await t.database.handle.db
      .selectFrom("calls")
      .selectAll()
      .where("record_id", "=", body.recordId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it("stores a record once, matched to the caller and the consultant", async () => {
    const db = t.database.handle.db;
    const user = await createUser(db);
    const consultant = await createConsultant(db, { extension: "321" });
    const body = record({ caller: `${user.phone.slice(0, 3)} ${user.phone.slice(3)}`, extension: "321" });
    const first = await postSigned(t.app, "/api/telephony/calls", body, secret);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ stored: true });
    const again = await postSigned(t.app, "/api/telephony/calls", body, secret);
    expect(again.json()).toEqual({ stored: false });
    const rows = await db.selectFrom("calls").selectAll().where("record_id", "=", body.recordId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: user.id,
      consultant_id: consultant.id,
      consultant_name: consultant.name,
      cost_cents: 867,
    });
  });

  it("rejects an incomplete record in German", async () => {
    const res = await postSigned(t.app, "/api/telephony/calls", { recordId: "x" }, secret);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Das Feld „caller“ fehlt." });
  });
});

describe("GET /api/call-history", () => {
  it("shows only the caller's own calls, newest first, with the name fallback", async () => {
    const db = t.database.handle.db;
    const alice = await createUser(db);
    const bob = await createUser(db);
    const consultant = await createConsultant(db);
    await postSigned(
      t.app,
      "/api/telephony/calls",
      record({
        caller: alice.phone,
        extension: consultant.extension,
        startedAt: "2026-11-01T10:00:00Z",
        costCents: 69,
      }),
      secret,
    );
    await postSigned(
      t.app,
      "/api/telephony/calls",
      record({
        caller: alice.phone,
        line: "premium",
        extension: "999",
        startedAt: "2026-11-10T10:00:00Z",
        durationSeconds: 61,
      }),
      secret,
    );
    await postSigned(t.app, "/api/telephony/calls", record({ caller: bob.phone }), secret);

    expect((await t.app.inject({ method: "GET", url: "/api/call-history" })).statusCode).toBe(401);
    const agent = createAgent(t.app);
    await agent.post("/api/auth/login", { identifier: alice.phone, password: alice.password });
    const history = (await agent.get("/api/call-history")).json() as Array<Record<string, unknown>>;
    // The line says how the call was paid: both 0900 lines in euro over the phone bill, no credits.
    expect(history.map((h) => [h.consultant_name, h.call_start, h.duration, h.cost, h.line, h.credits])).toEqual([
      ["Unbekannter Berater", "2026-11-10T10:00:00.000Z", 61, 8.67, "premium", null],
      [consultant.name, "2026-11-01T10:00:00.000Z", 754, 0.69, "member", null],
    ]);
  });
});

describe("POST /api/telephony/consultant-status", () => {
  it("sets a consultant's status when signed", async () => {
    const consultant = await createConsultant(t.database.handle.db, { status: "available" });
    const unsigned = await postSigned(
      t.app,
      "/api/telephony/consultant-status",
      { extension: consultant.extension, status: "busy" },
      secret,
      "sha256=x",
    );
    expect(unsigned.statusCode).toBe(401);
    const res = await postSigned(
      t.app,
      "/api/telephony/consultant-status",
      { extension: consultant.extension, status: "busy" },
      secret,
    );
    expect(res.json()).toEqual({ id: consultant.id, status: "busy" });
    const list = (await t.app.inject({ method: "GET", url: "/api/consultants" })).json() as Array<{
      id: number;
      status: string;
    }>;
    expect(list.find((c) => c.id === consultant.id)?.status).toBe("busy");
  });
});

describe("GET /api/telephony/member-check", () => {
  it("answers for members and others, and 401 without the token", async () => {
    const db = t.database.handle.db;
    const member = await createMember(db);
    const other = await createUser(db);
    const ask = (caller: string, auth?: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/telephony/member-check?caller=${encodeURIComponent(caller)}`,
        headers: auth ? { authorization: auth } : {},
      });
    expect((await ask(member.phone, `Bearer ${token}`)).json()).toMatchObject({ member: true, mayStart: true });
    const refused = { member: false, mayStart: false, reason: "not_member" };
    expect((await ask(other.phone, `Bearer ${token}`)).json()).toEqual(refused);
    expect((await ask("+4900000000000", `Bearer ${token}`)).json()).toEqual(refused);
    const none = await ask(member.phone);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: "Ungültiges oder fehlendes Zugriffstoken." });
    expect((await ask(member.phone, "Bearer falsch")).statusCode).toBe(401);
  });
});

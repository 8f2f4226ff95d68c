import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../support/agent.ts";
import { createConsultant, createReview, createUser } from "../../../src/server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/consultants", () => {
  it("lists busy first, then available, then offline (unknown like offline), with both image spellings", async () => {
    const db = t.database.handle.db;
    const offline = await createConsultant(db, { status: "offline" });
    const available = await createConsultant(db, {
      status: "available",
      image_url: "/portraits/x.svg",
      credits_per_minute: 175,
    });
    for (const stars of [4, 3]) await createReview(db, await createUser(db), available, { stars });
    const unknown = await createConsultant(db, { status: "im-urlaub" });
    const busy = await createConsultant(db, { status: "busy" });
    const res = await t.app.inject({ method: "GET", url: "/api/consultants" });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.map((c) => c.id)).toEqual([busy.id, available.id, offline.id, unknown.id]);
    expect(list[1]).toEqual({
      id: available.id,
      name: available.name,
      status: "available",
      rating: 3.5,
      reviewCount: 2,
      slug: available.slug,
      title: available.title,
      specialties: available.specialties,
      description: available.description,
      imageUrl: "/portraits/x.svg",
      image_url: "/portraits/x.svg",
      creditsPerMinute: 175,
      workingHours: null,
    });
    expect(list[0]).not.toHaveProperty("extension");
    expect(list.every((c) => Number.isInteger(c.creditsPerMinute))).toBe(true);
  });
});

describe("extensions", () => {
  it("answers the static map to everyone and the logged-in map only to users", async () => {
    const consultant = await createConsultant(t.database.handle.db, { extension: "777" });
    const open = await t.app.inject({ method: "GET", url: "/api/extensions/static" });
    expect(open.statusCode).toBe(200);
    expect(open.json()[String(consultant.id)]).toBe("777");

    const guest = await t.app.inject({ method: "GET", url: "/api/extensions" });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: "Bitte melden Sie sich an." });

    const user = await createUser(t.database.handle.db);
    const agent = createAgent(t.app);
    await agent.post("/api/auth/login", { identifier: user.phone, password: user.password });
    expect((await agent.get("/api/extensions")).json()).toEqual(open.json());
  });
});

describe("call conversions", () => {
  it("are stored only with a click id, for the session's user", async () => {
    const db = t.database.handle.db;
    const user = await createUser(db);
    const agent = createAgent(t.app);
    await agent.post("/api/auth/login", { identifier: user.phone, password: user.password });
    const base = { consultantId: 5, consultantName: "Luna", userId: 999 };
    expect((await agent.post("/api/conversions/member-call", base)).json()).toEqual({ stored: false });
    expect((await agent.post("/api/conversions/member-call", { ...base, gclid: "g-9" })).statusCode).toBe(201);
    expect(
      (await createAgent(t.app).post("/api/conversions/premium-call", { ...base, msclkid: "m-1" })).statusCode,
    ).toBe(201);
    const rows = await db
      .selectFrom("conversions")
      .selectAll()
      .where("kind", "in", ["member-call", "premium-call"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.kind, r.user_id, r.gclid, r.msclkid])).toEqual([
      ["member-call", user.id, "g-9", null],
      ["premium-call", null, null, "m-1"],
    ]);
  });
});

import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUserDetail, AdminUsersResponse } from "../../../src/shared/schemas/admin.ts";
import { createAdmin, createCall, createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
let admin: Agent;
let user: Agent;
const db = () => t.database.handle.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = createAgent(t.app);
  await login(admin, await createAdmin(db()));
  user = createAgent(t.app);
  await login(user, await createUser(db()));
});
afterAll(() => t.close());

/** Letters only, unique per call, so searches in one file never meet each other's users. */
const token = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

const search = async (q: string, extra = "") => {
  const res = await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminUsersResponse>();
};

describe("admin user routes: only the administrator", () => {
  const routes = [
    ["GET", "/api/admin/users"],
    ["GET", "/api/admin/users/2"],
    ["GET", "/api/admin/audit-log"],
    ["POST", "/api/admin/users/2/cancel-subscription"],
    ["POST", "/api/admin/users/2/reset-password"],
    ["POST", "/api/admin/users/2/credits"],
  ] as const;

  it.each(routes)("%s %s answers 401 to guests and 403 to users, even with a bad body", async (method, url) => {
    const call = (agent: Agent) => (method === "GET" ? agent.get(url) : agent.post(url, { newPassword: 1 }));
    const guest = await call(createAgent(t.app));
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: "Bitte melden Sie sich an." });
    const asUser = await call(user);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ message: "Sie haben keine Berechtigung für diese Aktion." });
  });

  it("answers the administrator", async () => {
    expect((await admin.get("/api/admin/users")).statusCode).toBe(200);
    expect((await admin.get("/api/admin/audit-log")).statusCode).toBe(200);
    const someone = await createUser(db());
    expect((await admin.get(`/api/admin/users/${someone.id}`)).statusCode).toBe(200);
  });
});

describe("GET /api/admin/users", () => {
  it("finds a name whatever its case, umlauts included", async () => {
    const tag = token();
    const mueller = await createUser(db(), { name: `Jana Müller ${tag}` });
    await createUser(db(), { name: `Jana Muller ${tag}` });
    for (const q of [`MÜLLER ${tag}`, `müller ${tag}`, `Müller ${tag.toUpperCase()}`]) {
      const found = await search(q);
      expect(found.users.map((u) => u.id)).toEqual([mueller.id]);
      expect(found.total).toBe(1);
      expect(found.totalExact).toBe(true);
    }
    expect((await search(tag)).total).toBe(2);
  });

  it("finds a phone number in the usual spellings", async () => {
    const digits = String(Date.now() % 1_000_000).padStart(6, "0");
    const owner = await createUser(db(), { phone: `+49176${digits}9` });
    for (const q of [`0176 ${digits}`, `+49176${digits}`, `176${digits}`, `0049 176 ${digits}`]) {
      const found = await search(q);
      expect(
        found.users.map((u) => u.id),
        q,
      ).toEqual([owner.id]);
    }
  });

  it("answers searches shorter than three characters", async () => {
    const tag = token();
    const named = await createUser(db(), { name: `Äz${tag}` });
    const found = await search("äZ");
    expect(found.users.map((u) => u.id)).toContain(named.id);
  });

  it("pages newest first with the total, and shows each user with balance and date", async () => {
    const tag = token();
    const created = [];
    for (let i = 0; i < 5; i += 1) created.push(await createUser(db(), { name: `Seite ${tag} ${i}` }));
    const member = await createMember(db(), { name: `Seite ${tag} Mitglied` });
    const first = await search(tag, "&page=1&pageSize=4");
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4, totalExact: true });
    expect(first.users.map((u) => u.id)).toEqual([
      member.id,
      ...created
        .slice(2)
        .map((u) => u.id)
        .reverse(),
    ]);
    const second = await search(tag, "&page=2&pageSize=4");
    expect(second.users.map((u) => u.id)).toEqual(
      created
        .slice(0, 2)
        .map((u) => u.id)
        .reverse(),
    );
    expect(first.users[0]).toMatchObject({
      id: member.id,
      name: member.name,
      phone: member.phone,
      email: member.email,
      hasActiveSubscription: true,
      subscription: { status: "active", planId: "premium" },
      creditBalance: 0,
    });
    expect(typeof first.users[0]?.createdAt).toBe("string");
  });

  it("pages a search with more than 1 000 matches newest first, with an estimated total", async () => {
    const tag = token();
    const stamp = String(Date.now() % 1_000_000).padStart(6, "0");
    const rows = Array.from({ length: 1100 }, (_, i) => ({
      name: `Breit ${tag} ${i}`,
      phone: `+49178${stamp}${String(i).padStart(4, "0")}`,
      email: null,
      password_hash: "not-a-hash",
      created_at: new Date().toISOString(),
    }));
    const ids = (await db().insertInto("users").values(rows).returning("id").execute()).map((r) => r.id);
    const newestFirst = [...ids].sort((a, b) => b - a);

    const first = await search(`BREIT ${tag}`, "&page=1&pageSize=20");
    expect(first.totalExact).toBe(false);
    expect(first.total).toBeGreaterThan(1000);
    expect(first.total).toBeLessThan(1300);
    expect(first.users.map((u) => u.id)).toEqual(newestFirst.slice(0, 20));
    const third = await search(tag, "&page=3&pageSize=20");
    expect(third.users.map((u) => u.id)).toEqual(newestFirst.slice(40, 60));
    const last = await search(tag, "&page=55&pageSize=20");
    expect(last.users.map((u) => u.id)).toEqual(newestFirst.slice(1080, 1100));
  });

  it("lists everyone without a search, with the total", async () => {
    const all = await search("", "&pageSize=100");
    const counted = await db()
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(all.total).toBe(Number(counted.n));
    expect(all.users.length).toBe(Math.min(100, Number(counted.n)));
  });

  it("keeps the search right when a name or phone changes", async () => {
    const tag = token();
    const someone = await createUser(db(), { name: `Alt ${tag}` });
    await db()
      .updateTable("users")
      .set({ name: `Neu ${tag}` })
      .where("id", "=", someone.id)
      .execute();
    expect((await search(`alt ${tag}`)).total).toBe(0);
    expect((await search(`NEU ${tag}`)).users.map((u) => u.id)).toEqual([someone.id]);
  });
});

describe("GET /api/admin/users/{id}", () => {
  it("answers 404 in German for an unknown account", async () => {
    const res = await admin.get("/api/admin/users/999999");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Dieses Konto wurde nicht gefunden." });
  });

  it("shows the account, membership, calls, credits, declarations and sessions", async () => {
    const member = await createMember(db());
    await createCall(db(), { userId: member.id });
    const agent = createAgent(t.app);
    await login(agent, member);
    const res = await admin.get(`/api/admin/users/${member.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<AdminUserDetail>();
    expect(detail.user).toMatchObject({ id: member.id, name: member.name, hasActiveSubscription: true });
    expect(detail.memberships).toHaveLength(1);
    expect(detail.memberships[0]).toMatchObject({ status: "active", provider: "paypal", accessUntil: null });
    expect(detail.memberships[0]?.minimumTermEndDate).toEqual(expect.any(String));
    expect(detail.calls).toHaveLength(1);
    expect(detail.credits).toEqual({ balance: 0, held: 0, lastTransactions: [] });
    expect(detail.declarations).toEqual([]);
    expect(detail.activeSessions).toBe(1);
  });
});

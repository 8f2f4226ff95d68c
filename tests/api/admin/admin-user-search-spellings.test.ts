import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUsersResponse } from "../../../src/shared/schemas/admin.ts";
import { createAdmin, createUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The other spellings of umlauts and ß, and the e-mail address (docs/decisions/0013, addendum
// of 2026-12-01).

let t: TestApp;
let admin: Agent;
const db = () => t.database.handle.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = createAgent(t.app);
  await login(admin, await createAdmin(db()));
});
afterAll(() => t.close());

/** Letters only, unique per call, so searches in one file never meet each other's users. */
const token = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

const ids = async (q: string) => {
  const res = await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<AdminUsersResponse>()
    .users.map((u) => u.id)
    .sort((a, b) => a - b);
};

describe("GET /api/admin/users: umlauts and ß in every spelling", () => {
  it("finds Müller by mueller, muller, Müller, MÜLLER and MUELLER", async () => {
    const tag = token();
    const mueller = await createUser(db(), { name: `Jana Müller ${tag}` });
    for (const q of [`mueller ${tag}`, `muller ${tag}`, `Müller ${tag}`, `MÜLLER ${tag}`, `MUELLER ${tag}`]) {
      expect(await ids(q), q).toEqual([mueller.id]);
    }
  });

  it("finds Straße by Strasse and Jörg by Jorg and Joerg, and the spelled-out name by its umlauts", async () => {
    const tag = token();
    const strasse = await createUser(db(), { name: `Uwe Straße ${tag}` });
    const joerg = await createUser(db(), { name: `Jörg Kühn ${tag}` });
    const spelled = await createUser(db(), { name: `Joerg Boehm ${tag}` });
    expect(await ids(`strasse ${tag}`)).toEqual([strasse.id]);
    expect(await ids(`STRASSE ${tag}`)).toEqual([strasse.id]);
    expect(await ids(`Jorg Kuhn ${tag}`)).toEqual([joerg.id]);
    expect(await ids(`joerg kuehn ${tag}`)).toEqual([joerg.id]);
    // Typed with umlauts: both the umlaut and the spelled-out name.
    expect(await ids(`Jörg`).then((found) => found.filter((id) => [joerg.id, spelled.id].includes(id)))).toEqual([
      joerg.id,
      spelled.id,
    ]);
    expect(await ids(`Böhm ${tag}`)).toEqual([spelled.id]);
  });

  it("keeps a plain spelling apart from the umlaut typed, and never matches across two spellings", async () => {
    const tag = token();
    const mueller = await createUser(db(), { name: `Jana Müller ${tag}` });
    const muller = await createUser(db(), { name: `Jana Muller ${tag}` });
    // "muller" is either spelling; "Müller" is the umlaut or "ue", not a plain u.
    expect(await ids(`muller ${tag}`)).toEqual([mueller.id, muller.id]);
    expect(await ids(`Müller ${tag}`)).toEqual([mueller.id]);
    // The end of one form and the start of the next are no name.
    expect(await ids(`${tag} jana`)).toEqual([]);
    expect(await ids(`${tag}\njana`)).toEqual([]);
  });

  it("answers searches of one or two letters that spell an umlaut", async () => {
    const tag = token();
    const named = await createUser(db(), { name: `Üz${tag}` });
    expect(await ids("ue")).toContain(named.id);
    expect(await ids("Ü")).toContain(named.id);
  });
});

describe("GET /api/admin/users: the e-mail address", () => {
  it("finds an account by a part of its address in any case, '@' and '.' included", async () => {
    const tag = token();
    const owner = await createUser(db(), { name: `Kim Sommer ${tag}`, email: `Kim.Sommer-${tag}@Example-Post.de` });
    await createUser(db(), { name: `Kim Sommer ${tag}x`, email: null });
    for (const q of [
      `kim.sommer-${tag}@example-post.de`,
      `KIM.SOMMER-${tag.toUpperCase()}@`,
      `sommer-${tag}@example`,
      `${tag}@`,
    ]) {
      expect(await ids(q), q).toEqual([owner.id]);
    }
  });

  it("searches the current address: a confirmed change replaces it, a requested one is not searched", async () => {
    const tag = token();
    const owner = await createUser(db(), { email: `alt-${tag}@example.org` });
    await db()
      .updateTable("users")
      .set({ email: `neu-${tag}@example.org` })
      .where("id", "=", owner.id)
      .execute();
    expect(await ids(`alt-${tag}@`)).toEqual([]);
    expect(await ids(`neu-${tag}@`)).toEqual([owner.id]);

    const now = new Date();
    await db()
      .insertInto("email_changes")
      .values({
        token_hash: `hash-${tag}`,
        user_id: owner.id,
        new_email: `wartend-${tag}@example.org`,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
      })
      .execute();
    expect(await ids(`wartend-${tag}`)).toEqual([]);

    await db().updateTable("users").set({ email: null }).where("id", "=", owner.id).execute();
    expect(await ids(`neu-${tag}@`)).toEqual([]);
  });
});

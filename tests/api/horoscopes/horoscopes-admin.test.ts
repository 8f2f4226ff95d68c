import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths, berlinMonthOf } from "../../../src/shared/domain/horoscope-month.ts";
import { createAdmin, createMember, createUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { secondParagraph, signList } from "../../support/horoscopes.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

const current = berlinMonthOf(new Date());
const previous = addMonths(current, -1);

describe("the administrator's horoscopes", () => {
  let t: TestApp;
  let admin: Agent;
  let user: Agent;
  let member: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.handle.db;
    admin = createAgent(t.app);
    await login(admin, await createAdmin(db));
    user = createAgent(t.app);
    await login(user, await createUser(db));
    member = createAgent(t.app);
    await login(member, await createMember(db));
  });
  afterAll(() => t.close());

  const auditRows = () => t.database.handle.db.selectFrom("admin_audit_log").selectAll().orderBy("id", "asc").execute();

  const endpoints = [
    ["GET", "/api/admin/horoscopes"],
    ["GET", `/api/admin/horoscopes/${current}`],
    ["PUT", `/api/admin/horoscopes/${current}`],
    ["POST", `/api/admin/horoscopes/${current}/publish`],
  ] as const;

  it.each(endpoints)("%s %s answers 401 to guests and 403 to users, even with a bad body", async (method, url) => {
    const call = (agent: Agent) =>
      method === "GET" ? agent.get(url) : method === "PUT" ? agent.put(url, { signs: "x" }) : agent.post(url);
    const asGuest = await call(createAgent(t.app));
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toEqual({ message: "Bitte melden Sie sich an." });
    const asUser = await call(user);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ message: "Sie haben keine Berechtigung für diese Aktion." });
    expect((await call(member)).statusCode).toBe(403);
  });

  it("shows an unwritten month with twelve empty signs", async () => {
    const res = await admin.get(`/api/admin/horoscopes/${current}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ publishedAt: null; signs: Array<{ sign: string; love: string }> }>();
    expect(body.publishedAt).toBeNull();
    expect(body.signs).toHaveLength(12);
    expect(body.signs.every((s) => s.love === "")).toBe(true);
  });

  it("refuses to publish an incomplete month and one never saved", async () => {
    expect((await admin.post(`/api/admin/horoscopes/${previous}/publish`)).statusCode).toBe(404);
    const draft = signList(current).map((s, i) => (i === 3 ? { ...s, tip: "" } : s));
    expect((await admin.put(`/api/admin/horoscopes/${current}`, { signs: draft })).statusCode).toBe(200);
    const res = await admin.post(`/api/admin/horoscopes/${current}/publish`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Bitte füllen Sie vor dem Veröffentlichen alle vier Abschnitte für alle zwölf Sternzeichen aus.",
    });
    // A draft is invisible to members.
    expect((await member.get("/api/horoscopes")).json<{ month: string | null }>().month).toBeNull();
  });

  it("refuses eleven signs or a sign twice", async () => {
    const signs = signList(current);
    expect((await admin.put(`/api/admin/horoscopes/${current}`, { signs: signs.slice(1) })).statusCode).toBe(400);
    const twice = [...signs.slice(1), signs[1]];
    const res = await admin.put(`/api/admin/horoscopes/${current}`, { signs: twice });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Bitte senden Sie die Texte für alle zwölf Sternzeichen, jedes genau einmal.",
    });
  });

  it("publishes a complete month once, and members read it", async () => {
    expect((await admin.put(`/api/admin/horoscopes/${current}`, { signs: signList(current) })).statusCode).toBe(200);
    const res = await admin.post(`/api/admin/horoscopes/${current}/publish`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ publishedAt: string | null }>().publishedAt).not.toBeNull();
    expect((await admin.post(`/api/admin/horoscopes/${current}/publish`)).statusCode).toBe(200);
    const read = await member.get("/api/horoscopes");
    expect(read.json<{ month: string }>().month).toBe(current);
    expect(read.body).toContain(secondParagraph(current, "krebs"));
    const list = await admin.get("/api/admin/horoscopes");
    expect(list.json<{ months: Array<{ month: string; filledParts: number }> }>().months).toEqual([
      expect.objectContaining({ month: current, filledParts: 48 }),
    ]);

    const rows = await auditRows();
    expect(rows.map((r) => r.action)).toEqual(["save_horoscopes", "save_horoscopes", "publish_horoscopes"]);
    expect(JSON.parse(rows[1]?.after_json ?? "{}")).toEqual({
      month: current,
      texts: { "krebs.tip": `Tipp krebs ${current} ganz.` },
    });
    expect(JSON.parse(rows[2]?.after_json ?? "{}")).toEqual({ month: current, published: true });
    expect(rows[2]?.actor_user_id).toBe(1);
  });

  it("corrects a published month: members see the correction, the log keeps before and after", async () => {
    const corrected = signList(current).map((s) =>
      s.sign === "waage" ? { ...s, career: "Korrigierter **Beruf** für die Waage." } : s,
    );
    const res = await admin.put(`/api/admin/horoscopes/${current}`, { signs: corrected });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ publishedAt: string | null }>().publishedAt).not.toBeNull();
    expect((await member.get("/api/horoscopes")).body).toContain("Korrigierter **Beruf** für die Waage.");
    const rows = await auditRows();
    const last = rows.at(-1);
    expect(last?.action).toBe("correct_horoscopes");
    expect(JSON.parse(last?.before_json ?? "{}")).toEqual({
      month: current,
      texts: { "waage.career": `Beruf waage ${current} ganz.` },
    });
    expect(JSON.parse(last?.after_json ?? "{}")).toEqual({
      month: current,
      texts: { "waage.career": "Korrigierter **Beruf** für die Waage." },
    });
    // Saving the same texts again changes nothing and writes no row.
    await admin.put(`/api/admin/horoscopes/${current}`, { signs: corrected });
    expect(await auditRows()).toHaveLength(rows.length);

    const log = await admin.get("/api/admin/audit-log");
    expect(log.json<{ entries: Array<{ action: string }> }>().entries[0]?.action).toBe("correct_horoscopes");
  });

  it("saves a month whose 48 parts are each 4.000 characters of umlauts, quotes and line breaks", async () => {
    const later = addMonths(current, 2);
    // Two to three bytes a character in UTF-8, two for the escaped quote and line break: far
    // more bytes than characters, as German text with „“ quotes and € signs has.
    const fullPart = (sign: string) => `${sign}: „Glück“ "Öl" ß € \\ äöü\n`.repeat(400).slice(0, 4000);
    const signs = signList(later).map((s) => ({
      ...s,
      love: fullPart(`${s.sign} Liebe`),
      career: fullPart(`${s.sign} Beruf`),
      wellbeing: fullPart(`${s.sign} Wohl`),
      tip: fullPart(`${s.sign} Tipp`),
    }));
    expect(Buffer.byteLength(JSON.stringify({ signs }))).toBeGreaterThan(64 * 1024);
    const res = await admin.put(`/api/admin/horoscopes/${later}`, { signs });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const saved = (await admin.get(`/api/admin/horoscopes/${later}`)).json<{ signs: typeof signs }>();
    expect(saved.signs).toEqual(signs);
  });
});

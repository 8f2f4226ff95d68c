import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditLog } from "../../../src/shared/schemas/admin.ts";
import {
  PORTRAIT_MAX_BYTES,
  type AdminConsultant,
  type AdminConsultantResponse,
} from "../../../src/shared/schemas/admin-consultants.ts";
import type { Consultant } from "../../../src/shared/schemas/consultants.ts";
import { workingHoursMessages } from "../../../src/shared/domain/working-hours.ts";
import { createAdmin, createConsultant, createUser } from "../../../src/server/db/seed/factories.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { askCreditCall, giveCredits } from "../../support/credits.ts";
import { createListeningTestApp } from "../../support/listening-app.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { postSigned } from "../../support/telephony.ts";
import { tallBandedPortrait } from "../../support/tall-portrait.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

const secret = "carrier-secret";
const token = "ivr-token";
let t: TestApp;
let admin: Agent;
const db = () => t.database.handle.db;

beforeAll(async () => {
  t = await createTestApp({ TELEPHONY_SECRET: secret, TELEPHONY_TOKEN: token });
  admin = createAgent(t.app, { ip: "203.0.113.9" });
  await login(admin, await createAdmin(db()));
});
afterAll(() => t.close());

async function lastAudit(): Promise<AdminAuditLog["entries"][number] | undefined> {
  return (await admin.get("/api/admin/audit-log?pageSize=1")).json<AdminAuditLog>().entries[0];
}

async function auditCount(): Promise<number> {
  return (await admin.get("/api/admin/audit-log?pageSize=1")).json<AdminAuditLog>().total;
}

/** A random extension no consultant has, so tests do not depend on each other. */
async function freeExtension(): Promise<string> {
  const used = new Set((await db().selectFrom("consultants").select("extension").execute()).map((r) => r.extension));
  for (;;) {
    const candidate = String(100 + Math.floor(Math.random() * 900));
    if (!used.has(candidate)) return candidate;
  }
}

async function input(overrides: Record<string, unknown> = {}) {
  return {
    name: `Stella Abendrot ${Math.random().toString(36).slice(2, 7)}`,
    title: "Astrologin",
    specialties: "Horoskop ,Liebe,, Beruf ",
    description: "Deutet Geburtshoroskope ruhig und verständlich.",
    status: "available",
    extension: await freeExtension(),
    creditsPerMinute: 140,
    ...overrides,
  };
}

async function publicList(): Promise<Consultant[]> {
  return (await t.app.inject({ method: "GET", url: "/api/consultants" })).json<Consultant[]>();
}
async function staticExtensions(): Promise<Record<string, string>> {
  return (await t.app.inject({ method: "GET", url: "/api/extensions/static" })).json<Record<string, string>>();
}

function upload(agent: Agent, id: number, bytes: Buffer, type = "image/jpeg") {
  return agent.post(`/api/admin/consultants/${id}/portrait`, bytes, { headers: { "content-type": type } });
}

const photo = (format: "jpeg" | "png", width = 400, height = 300, red = 120) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 60, b: 160 } } })
    .toFormat(format)
    .toBuffer();

describe("admin consultant routes are for the administrator only", () => {
  it("answer 401 to guests and 403 to users, even with bad bodies, and change nothing", async () => {
    const consultant = await createConsultant(db());
    const guest = createAgent(t.app);
    const user = createAgent(t.app);
    await login(user, await createUser(db()));
    const before = await auditCount();
    const calls: Array<(a: Agent) => ReturnType<Agent["get"]>> = [
      (a) => a.get("/api/admin/consultants"),
      (a) => a.post("/api/admin/consultants", { name: 1 }),
      (a) => a.post("/api/admin/consultants", { ...{}, name: "Gültig Name", extension: "12" }),
      (a) => a.put(`/api/admin/consultants/${consultant.id}`, { status: "viel" }),
      (a) => a.post(`/api/admin/consultants/${consultant.id}/deactivate`),
      (a) => a.post(`/api/admin/consultants/${consultant.id}/reactivate`),
      (a) => upload(a, consultant.id, Buffer.from("kein Bild")),
      (a) => upload(a, consultant.id, Buffer.alloc(6 * 1024 * 1024)),
    ];
    for (const call of calls) {
      const asGuest = await call(guest);
      expect(asGuest.statusCode, asGuest.body).toBe(401);
      expect(asGuest.json<{ message: string }>().message).toMatch(/[a-zäöü]/);
      const asUser = await call(user);
      expect(asUser.statusCode, asUser.body).toBe(403);
    }
    expect(await auditCount()).toBe(before);
    expect(
      (await db().selectFrom("consultants").selectAll().where("id", "=", consultant.id).executeTakeFirst())?.active,
    ).toBe(1);
  });
});

describe("creating, editing and deactivating", () => {
  it("creates a consultant that shows at once in the public list and the extensions, with an audit row", async () => {
    const body = await input();
    const res = await admin.post("/api/admin/consultants", body);
    expect(res.statusCode, res.body).toBe(201);
    const { consultant } = res.json<AdminConsultantResponse>();
    expect(consultant).toMatchObject({
      name: body.name,
      specialties: "Horoskop, Liebe, Beruf",
      extension: body.extension,
      creditsPerMinute: 140,
      active: true,
      imageUrl: null,
      hasUploadedPortrait: false,
    });
    expect((await publicList()).find((c) => c.id === consultant.id)).toMatchObject({ name: body.name, imageUrl: null });
    expect((await staticExtensions())[String(consultant.id)]).toBe(body.extension);
    expect(await lastAudit()).toMatchObject({
      actorUserId: 1,
      action: "create_consultant",
      targetUserId: null,
      before: null,
      after: { consultantId: consultant.id, name: body.name, extension: body.extension },
      ip: "203.0.113.9",
    });
  });

  it("refuses invalid fields with German messages", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "A" }, "Name muss mindestens 2 Zeichen lang sein."],
      [{ extension: "12" }, "Die Durchwahl muss aus genau drei Ziffern bestehen."],
      [{ extension: "000" }, "Die Durchwahl 000 ist für die Weiterleitung reserviert."],
      [{ status: "urlaub" }, "Bitte wählen Sie einen Status: verfügbar, besetzt oder offline."],
      [{ creditsPerMinute: 0 }, "Der Preis muss eine ganze Zahl zwischen 1 und 1.000 Credits pro Minute sein."],
      [
        { specialties: " , " },
        "Bitte geben Sie mindestens einen Schwerpunkt an (durch Kommas getrennt, höchstens 300 Zeichen).",
      ],
    ];
    for (const [override, message] of cases) {
      const res = await admin.post("/api/admin/consultants", await input(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });

  it("edits every field, shows the change publicly at once and logs before and after", async () => {
    const created = (await admin.post("/api/admin/consultants", await input())).json<AdminConsultantResponse>()
      .consultant;
    // A rating in the body is no field of the form: it is ignored, the rating comes from reviews only.
    const changes = await input({ name: "Neu Benannt", status: "busy", rating: 5, creditsPerMinute: 99 });
    const res = await admin.put(`/api/admin/consultants/${created.id}`, changes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminConsultantResponse>().consultant).toMatchObject({
      name: "Neu Benannt",
      status: "busy",
      rating: 0,
      extension: changes.extension,
      creditsPerMinute: 99,
    });
    expect((await publicList()).find((c) => c.id === created.id)).toMatchObject({
      name: "Neu Benannt",
      status: "busy",
    });
    expect((await staticExtensions())[String(created.id)]).toBe(changes.extension);
    expect(await lastAudit()).toMatchObject({
      action: "update_consultant",
      before: { consultantId: created.id, name: created.name, extension: created.extension },
      after: { consultantId: created.id, name: "Neu Benannt", extension: changes.extension },
    });
    const missing = await admin.put("/api/admin/consultants/999999", await input());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Dieser Berater wurde nicht gefunden." });
  });

  it("stores the working hours in one form, shows them publicly and keeps them in the audit row", async () => {
    const res = await admin.post(
      "/api/admin/consultants",
      await input({ workingHours: " mo-fr 18-23, Sa 10:00 – 14 uhr " }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AdminConsultantResponse>().consultant;
    expect(created.workingHours).toBe("Mo–Fr 18–23 Uhr, Sa 10–14 Uhr");
    expect((await publicList()).find((c) => c.id === created.id)?.workingHours).toBe("Mo–Fr 18–23 Uhr, Sa 10–14 Uhr");
    expect(await lastAudit()).toMatchObject({
      action: "create_consultant",
      after: { consultantId: created.id, workingHours: "Mo–Fr 18–23 Uhr, Sa 10–14 Uhr" },
    });

    // Empty text removes them; the form without the field keeps none either.
    const cleared = await admin.put(
      `/api/admin/consultants/${created.id}`,
      await input({ name: created.name, extension: created.extension, workingHours: "  " }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<AdminConsultantResponse>().consultant.workingHours).toBeNull();
    expect((await publicList()).find((c) => c.id === created.id)?.workingHours).toBeNull();
    expect(await lastAudit()).toMatchObject({
      action: "update_consultant",
      before: { workingHours: "Mo–Fr 18–23 Uhr, Sa 10–14 Uhr" },
      after: { workingHours: null },
    });
    // Saved again unchanged: no log row says something changed.
    const rows = await auditCount();
    const same = await admin.put(
      `/api/admin/consultants/${created.id}`,
      await input({ name: created.name, extension: created.extension, workingHours: "" }),
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(await auditCount()).toBe(rows);
    const without = await admin.post("/api/admin/consultants", await input());
    expect(without.json<AdminConsultantResponse>().consultant.workingHours).toBeNull();
    // The editor sends the form as the schema gave it back: null for none.
    const asNull = await admin.post("/api/admin/consultants", await input({ workingHours: null }));
    expect(asNull.statusCode, asNull.body).toBe(201);
    expect(asNull.json<AdminConsultantResponse>().consultant.workingHours).toBeNull();
  });

  it("refuses unreadable working hours with the German message and changes nothing", async () => {
    const created = (
      await admin.post("/api/admin/consultants", await input({ workingHours: "täglich 9–17 Uhr" }))
    ).json<AdminConsultantResponse>().consultant;
    const count = await auditCount();
    const cases: Array<[string, string]> = [
      ["abends", workingHoursMessages.format],
      ["Mo–Fr 18:15–23 Uhr", workingHoursMessages.format],
      ["Mo 18–18 Uhr", workingHoursMessages.empty],
      [`Mo–Fr 18–23 Uhr${", Sa 10–14 Uhr".repeat(10)}`, workingHoursMessages.tooLong],
    ];
    for (const [workingHours, message] of cases) {
      const res = await admin.put(
        `/api/admin/consultants/${created.id}`,
        await input({ name: created.name, extension: created.extension, workingHours }),
      );
      expect(res.statusCode, workingHours).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await auditCount()).toBe(count);
    expect((await publicList()).find((c) => c.id === created.id)?.workingHours).toBe("täglich 9–17 Uhr");
  });

  it("keeps extensions unique: a clear German 409 before saving, also on edit", async () => {
    const holder = await createConsultant(db(), { name: "Vega Nordlicht" });
    const before = await auditCount();
    const res = await admin.post("/api/admin/consultants", await input({ extension: holder.extension }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `Die Durchwahl ${holder.extension} ist bereits an Vega Nordlicht vergeben. Bitte wählen Sie eine andere.`,
    });
    const other = await createConsultant(db());
    const edit = await admin.put(`/api/admin/consultants/${other.id}`, await input({ extension: holder.extension }));
    expect(edit.statusCode).toBe(409);
    // Keeping one's own extension is no conflict.
    const own = await admin.put(`/api/admin/consultants/${other.id}`, await input({ extension: other.extension }));
    expect(own.statusCode, own.body).toBe(200);
    expect(await auditCount()).toBe(before + 1);
  });

  it("lets exactly one of two simultaneous creates with the same extension win", async () => {
    const extension = await freeExtension();
    const before = await auditCount();
    const answers = await Promise.all([
      admin.post("/api/admin/consultants", await input({ extension })),
      admin.post("/api/admin/consultants", await input({ extension })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json<{ message: string }>().message).toContain(`Die Durchwahl ${extension} ist bereits an`);
    const rows = await db().selectFrom("consultants").selectAll().where("extension", "=", extension).execute();
    expect(rows).toHaveLength(1);
    expect(await auditCount()).toBe(before + 1);
  });

  it("deactivates: gone from the public list and both extension maps, kept in call histories and the admin list", async () => {
    const created = (await admin.post("/api/admin/consultants", await input())).json<AdminConsultantResponse>()
      .consultant;
    const member = await createUser(db());
    const recorded = await postSigned(
      t.app,
      "/api/telephony/calls",
      {
        recordId: `cdr-${Math.random().toString(36).slice(2)}`,
        caller: member.phone,
        line: "member",
        extension: created.extension,
        startedAt: "2026-11-20T18:30:00Z",
        durationSeconds: 120,
        costCents: 138,
      },
      secret,
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    const memberAgent = createAgent(t.app);
    await login(memberAgent, member);

    const res = await admin.post(`/api/admin/consultants/${created.id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminConsultantResponse>().consultant).toMatchObject({ active: false });
    expect(res.json<AdminConsultantResponse>().consultant.deactivatedAt).toEqual(expect.any(String));
    expect(await lastAudit()).toMatchObject({
      action: "deactivate_consultant",
      before: { consultantId: created.id, active: true },
      after: { consultantId: created.id, active: false },
    });

    expect((await publicList()).some((c) => c.id === created.id)).toBe(false);
    expect(await staticExtensions()).not.toHaveProperty(String(created.id));
    const loggedIn = (await memberAgent.get("/api/extensions")).json<Record<string, string>>();
    expect(loggedIn).not.toHaveProperty(String(created.id));
    const history = (await memberAgent.get("/api/call-history")).json<Array<{ consultant_name: string }>>();
    expect(history.map((h) => h.consultant_name)).toEqual([created.name]);
    const adminList = (await admin.get("/api/admin/consultants")).json<AdminConsultant[]>();
    expect(adminList.find((c) => c.id === created.id)).toMatchObject({ active: false, extension: created.extension });

    // A second deactivation changes nothing and writes no row.
    const count = await auditCount();
    expect((await admin.post(`/api/admin/consultants/${created.id}/deactivate`)).statusCode).toBe(200);
    expect(await auditCount()).toBe(count);

    // Its extension stays reserved while it is deactivated.
    const taken = await admin.post("/api/admin/consultants", await input({ extension: created.extension }));
    expect(taken.statusCode).toBe(409);

    const back = await admin.post(`/api/admin/consultants/${created.id}/reactivate`);
    expect(back.json<AdminConsultantResponse>().consultant).toMatchObject({ active: true, deactivatedAt: null });
    expect((await publicList()).some((c) => c.id === created.id)).toBe(true);
    expect((await staticExtensions())[String(created.id)]).toBe(created.extension);
    expect(await lastAudit()).toMatchObject({ action: "reactivate_consultant" });
  });
});

describe("a deactivated consultant on the credit line", () => {
  it("is not connected, and is again once reactivated", async () => {
    const consultant = await createConsultant(db(), { status: "available", credits_per_minute: 100 });
    const caller = await createUser(db());
    await giveCredits(db(), caller.id, 5000);
    await admin.post(`/api/admin/consultants/${consultant.id}/deactivate`);
    const refused = await askCreditCall(
      t.app,
      { caller: caller.phone, extension: consultant.extension },
      `Bearer ${token}`,
    );
    expect(refused.json()).toMatchObject({ authorized: false, reason: "consultant_unknown" });
    await admin.post(`/api/admin/consultants/${consultant.id}/reactivate`);
    const allowed = await askCreditCall(
      t.app,
      { caller: caller.phone, extension: consultant.extension },
      `Bearer ${token}`,
    );
    expect(allowed.json()).toMatchObject({ authorized: true, creditsPerMinute: 100 });
  });
});

describe("POST /api/admin/consultants/{id}/portrait", () => {
  async function portraitState(id: number) {
    const row = await db().selectFrom("consultants").select("portrait_hash").where("id", "=", id).executeTakeFirst();
    const stored = await db()
      .selectFrom("consultant_portraits")
      .select("hash")
      .where("consultant_id", "=", id)
      .execute();
    return { hash: row?.portrait_hash ?? null, stored: stored.length };
  }

  it("refuses a renamed text file, an oversize file and a truncated JPEG, and changes nothing", async () => {
    const consultant = await createConsultant(db(), { image_url: "/portraits/luna-sternberg.svg" });
    const before = await auditCount();

    const text = await upload(admin, consultant.id, Buffer.from("Das ist kein Bild, nur Text in x.jpg\n"));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: "Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch." });

    const big = Buffer.concat([await photo("jpeg"), Buffer.alloc(5 * 1024 * 1024)]);
    const oversize = await upload(admin, consultant.id, big);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toEqual({
      message: "Das Bild ist größer als 5 MB. Bitte laden Sie eine kleinere Datei hoch.",
    });

    const jpeg = await photo("jpeg", 800, 600);
    const truncated = await upload(admin, consultant.id, jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json<{ message: string }>().message).toContain("Das Bild konnte nicht gelesen werden.");

    // A PNG sent as JPEG is fine (the content decides); a JPEG header on PNG data is not.
    const fakeHeader = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), (await photo("png")).subarray(3)]);
    expect((await upload(admin, consultant.id, fakeHeader)).statusCode).toBe(400);

    // A GIF is an image, but not one of the three formats.
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect((await upload(admin, consultant.id, gif, "image/gif")).statusCode).toBe(415);

    // A small file that would decode to a huge picture (a decompression bomb) is refused.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PORTRAIT_MAX_BYTES);
    expect((await upload(admin, consultant.id, bomb, "image/png")).statusCode).toBe(400);

    const empty = await upload(admin, consultant.id, Buffer.alloc(0));
    expect([400, 415]).toContain(empty.statusCode);

    expect(await portraitState(consultant.id)).toEqual({ hash: null, stored: 0 });
    expect(await auditCount()).toBe(before);
    // The bundled portrait chosen by name stays.
    expect((await publicList()).find((c) => c.id === consultant.id)?.imageUrl).toBe("/portraits/luna-sternberg.svg");
  });

  it("turns a JPEG and a PNG into WebP renditions served under a content-hashed, immutable URL", async () => {
    const consultant = await createConsultant(db(), { image_url: "/portraits/luna-sternberg.svg" });
    const res = await upload(admin, consultant.id, await photo("jpeg"), "image/jpeg");
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json<AdminConsultantResponse>().consultant;
    expect(first.hasUploadedPortrait).toBe(true);
    expect(first.imageUrl).toMatch(/^\/api\/consultant-portraits\/[a-f0-9]{32}-192\.webp$/);
    expect(await lastAudit()).toMatchObject({
      action: "upload_consultant_portrait",
      before: { consultantId: consultant.id, portraitHash: null },
    });

    const card = (await publicList()).find((c) => c.id === consultant.id);
    expect(card?.imageUrl).toBe(first.imageUrl);
    expect(card?.image_url).toBe(first.imageUrl);
    expect(card?.imageSrcSet).toBe(`${first.imageUrl?.replace("-192.webp", "-96.webp")} 1x, ${first.imageUrl} 2x`);

    for (const [url, size] of [
      [first.imageUrl ?? "", 192],
      [first.imageUrl?.replace("-192.webp", "-96.webp") ?? "", 96],
    ] as const) {
      const image = await t.app.inject({ method: "GET", url });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", size, size]);
    }

    // WebP is accepted as well.
    const other = await createConsultant(db());
    const webp = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#204060" } })
      .webp()
      .toBuffer();
    const fromWebp = await upload(admin, other.id, webp, "image/webp");
    expect(fromWebp.statusCode, fromWebp.body).toBe(200);
    expect(fromWebp.json<AdminConsultantResponse>().consultant.hasUploadedPortrait).toBe(true);

    // A PNG under a misleading name and type replaces it; the old renditions go.
    const png = await upload(admin, consultant.id, await photo("png", 120, 200, 30), "application/octet-stream");
    expect(png.statusCode, png.body).toBe(200);
    const second = png.json<AdminConsultantResponse>().consultant;
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect((await t.app.inject({ method: "GET", url: second.imageUrl ?? "" })).statusCode).toBe(200);
    const gone = await t.app.inject({ method: "GET", url: first.imageUrl ?? "" });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "Dieses Bild gibt es nicht." });
    expect((await portraitState(consultant.id)).stored).toBe(2);
  });

  it("cuts a tall photo a third of the spare height down, where the admin's preview shows it", async () => {
    const tall = await tallBandedPortrait();
    const consultant = await createConsultant(db());
    const res = await upload(admin, consultant.id, tall, "image/png");
    expect(res.statusCode, res.body).toBe(200);
    const image = await t.app.inject({
      method: "GET",
      url: res.json<AdminConsultantResponse>().consultant.imageUrl ?? "",
    });
    const { data, info } = await sharp(image.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([192, 192]);
    const dominant = (row: number) => {
      const at = (row * info.width + 96) * info.channels;
      const [r = 0, g = 0, b = 0] = data.subarray(at, at + 3);
      return r > g && r > b ? "red" : g > r && g > b ? "green" : "blue";
    };
    expect([dominant(5), dominant(55), dominant(70), dominant(186)]).toEqual(["red", "red", "green", "green"]);
  });

  it("answers 404 for an unknown consultant and for a malformed portrait address", async () => {
    const res = await upload(admin, 999999, await photo("png"));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Dieser Berater wurde nicht gefunden." });
    const bad = await t.app.inject({ method: "GET", url: "/api/consultant-portraits/..%2Fetc-192.webp" });
    expect([400, 404]).toContain(bad.statusCode);
  });
});

describe("an oversize portrait over a real connection", () => {
  it("gets the German 413 whether or not the length was announced, and the server keeps serving", async () => {
    const live = await createListeningTestApp();
    try {
      const user = await createAdmin(live.database.handle.db);
      const consultant = await createConsultant(live.database.handle.db);
      const login = await fetch(`${live.origin}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: live.origin },
        body: JSON.stringify({ identifier: user.phone, password: user.password }),
      });
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const headers = { "content-type": "image/jpeg", origin: live.origin, cookie };
      const url = `${live.origin}/api/admin/consultants/${consultant.id}/portrait`;
      const big = Buffer.concat([await photo("jpeg"), Buffer.alloc(6 * 1024 * 1024)]);

      const announced = await fetch(url, { method: "POST", headers, body: big });
      expect(announced.status).toBe(413);
      expect(await announced.json()).toEqual({
        message: "Das Bild ist größer als 5 MB. Bitte laden Sie eine kleinere Datei hoch.",
      });

      // Streamed without a length, the limit applies while reading.
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 7) return controller.close();
          controller.enqueue(new Uint8Array(1024 * 1024).fill(sent === 0 ? 0xff : 0));
          sent += 1;
        },
      });
      const streamed = await fetch(url, { method: "POST", headers, body, duplex: "half" } as RequestInit);
      expect(streamed.status).toBe(413);

      const after = await fetch(`${live.origin}/api/admin/consultants`, { headers: { cookie } });
      expect(after.status).toBe(200);
      const row = await live.database.handle.db
        .selectFrom("consultants")
        .select("portrait_hash")
        .where("id", "=", consultant.id)
        .executeTakeFirst();
      expect(row?.portrait_hash).toBeNull();
    } finally {
      await live.close();
    }
  });
});

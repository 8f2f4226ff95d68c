import sharp from "sharp";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecoveryCodes, SecondFactorSetup } from "../../../src/shared/schemas/second-factor.ts";
import { berlinMonthOf } from "../../../src/shared/domain/horoscope-month.ts";
import {
  createAdmin,
  createConsultant,
  createMember,
  createReview,
  createUser,
} from "../../../src/server/db/seed/factories.ts";
import { base32Decode, totpCode, totpStep } from "../../../src/server/lib/totp.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { signList } from "../../support/horoscopes.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { collectRoutes, type CollectedRoute } from "../../support/route-collector.ts";
import { testOrigin, createTestApp, type TestApp } from "../../support/test-app.ts";

// Every administrative action leaves a row in the audit log. The routes come from the app's
// own route table: a new state-changing admin route fails here until it has a request below,
// and that request must write an audit row.

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// Routes outside /api/admin that only the administrator may use.
const administratorOnlyElsewhere = new Set(["POST /api/maxpay/create-payment"]);

let t: TestApp;
let routes: CollectedRoute[];
let admin: Agent;
const db = () => t.database.handle.db;

beforeAll(async () => {
  const collected = await collectRoutes(() => createTestApp());
  t = collected.result;
  routes = collected.routes;
  admin = createAgent(t.app, { ip: "203.0.113.77" });
  await login(admin, await createAdmin(db()));
});
afterAll(() => t.close());

const month = berlinMonthOf(new Date());
let secret = "";
let recoveryCodes: string[] = [];
let consultantId = 0;

const consultantInput = (extension: string) => ({
  name: `Stella Protokoll ${extension}`,
  title: "Astrologin",
  specialties: "Horoskop",
  description: "Deutet Geburtshoroskope ruhig und verständlich.",
  status: "available",
  extension,
  creditsPerMinute: 140,
});

/** One valid request per route, in an order where each finds what it needs. */
const requests: Array<[string, () => Promise<LightMyRequestResponse>]> = [
  ["POST /api/admin/settings/maxpay", () => admin.post("/api/admin/settings/maxpay", { enabled: true })],
  [
    "POST /api/maxpay/create-payment",
    () =>
      admin.post("/api/maxpay/create-payment", {
        amount: 0.01,
        currency: "EUR",
        userId: 1,
        returnUrl: `${testOrigin}/admin-maxpay-test?result=success`,
        cancelUrl: `${testOrigin}/admin-maxpay-test?result=cancel`,
      }),
  ],
  [
    "POST /api/admin/users/:id/cancel-subscription",
    async () => admin.post(`/api/admin/users/${(await createMember(db())).id}/cancel-subscription`, { reason: "Test" }),
  ],
  [
    "POST /api/admin/users/:id/reset-password",
    async () =>
      admin.post(`/api/admin/users/${(await createUser(db())).id}/reset-password`, { newPassword: "neu-geheim-42" }),
  ],
  [
    "POST /api/admin/users/:id/data-export",
    async () => admin.post(`/api/admin/users/${(await createUser(db())).id}/data-export`),
  ],
  [
    "POST /api/admin/users/:id/credits",
    async () =>
      admin.post(`/api/admin/users/${(await createUser(db())).id}/credits`, {
        kind: "bonus",
        credits: 10,
        reason: "Kulanz",
        operationKey: `audit-coverage-${Date.now()}`,
      }),
  ],
  [
    "POST /api/admin/consultants",
    async () => {
      const res = await admin.post("/api/admin/consultants", consultantInput("871"));
      consultantId = res.json<{ consultant: { id: number } }>().consultant.id;
      return res;
    },
  ],
  [
    "PUT /api/admin/consultants/:id",
    () => admin.put(`/api/admin/consultants/${consultantId}`, { ...consultantInput("871"), status: "busy" }),
  ],
  ["POST /api/admin/consultants/:id/deactivate", () => admin.post(`/api/admin/consultants/${consultantId}/deactivate`)],
  ["POST /api/admin/consultants/:id/reactivate", () => admin.post(`/api/admin/consultants/${consultantId}/reactivate`)],
  [
    "POST /api/admin/consultants/:id/portrait",
    async () => {
      const { id } = await createConsultant(db());
      const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#7a3ca0" } })
        .jpeg()
        .toBuffer();
      return admin.post(`/api/admin/consultants/${id}/portrait`, jpeg, { headers: { "content-type": "image/jpeg" } });
    },
  ],
  [
    "POST /api/admin/reviews/:id/decision",
    async () => {
      const consultant = await createConsultant(db());
      const { reviewId } = await createReview(db(), await createUser(db()), consultant);
      const report = await createAgent(t.app).post(`/api/reviews/${reviewId}/reports`, {
        reason: "insulting",
        goodFaith: true,
      });
      expect(report.statusCode).toBe(201);
      return admin.post(`/api/admin/reviews/${reviewId}/decision`, {
        decision: "remove",
        ground: "insulting",
        reason: "Die Bewertung beschimpft die Beraterin.",
      });
    },
  ],
  ["PUT /api/admin/horoscopes/:month", () => admin.put(`/api/admin/horoscopes/${month}`, { signs: signList(month) })],
  ["POST /api/admin/horoscopes/:month/publish", () => admin.post(`/api/admin/horoscopes/${month}/publish`)],
  [
    "POST /api/admin/second-factor/setup",
    async () => {
      const res = await admin.post("/api/admin/second-factor/setup");
      secret = res.json<SecondFactorSetup>().secret;
      return res;
    },
  ],
  [
    "POST /api/admin/second-factor/confirm",
    async () => {
      const code = totpCode(base32Decode(secret), totpStep(new Date()));
      const res = await admin.post("/api/admin/second-factor/confirm", { code });
      recoveryCodes = res.json<RecoveryCodes>().recoveryCodes;
      return res;
    },
  ],
  [
    "POST /api/admin/second-factor/recovery-codes",
    async () => {
      const res = await admin.post("/api/admin/second-factor/recovery-codes", { code: recoveryCodes[0] ?? "" });
      recoveryCodes = res.json<RecoveryCodes>().recoveryCodes;
      return res;
    },
  ],
  [
    "POST /api/admin/second-factor/disable",
    () => admin.post("/api/admin/second-factor/disable", { code: recoveryCodes[0] ?? "" }),
  ],
];

const auditRows = async () =>
  (
    await db()
      .selectFrom("admin_audit_log")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirst()
  )?.n;

describe("the audit log", () => {
  it("has a request below for every state-changing administrator route, and none for a route that is gone", () => {
    const administrative = routes
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => {
        const [method = "", url = ""] = key.split(" ");
        return stateChanging.has(method) && (url.startsWith("/api/admin/") || administratorOnlyElsewhere.has(key));
      });
    expect([...new Set(administrative)].sort()).toEqual(requests.map(([key]) => key).sort());
  });

  it.each(requests.map(([key]) => key))("gets a row from %s", async (key) => {
    const request = requests.find(([known]) => known === key)?.[1];
    if (!request) throw new Error(`no request for ${key}`);
    const before = Number(await auditRows());
    const res = await request();
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [row] = await db().selectFrom("admin_audit_log").selectAll().orderBy("id", "desc").limit(1).execute();
    expect(Number(await auditRows())).toBeGreaterThan(before);
    expect(row).toMatchObject({ actor_user_id: 1, ip: "203.0.113.77" });
  });
});

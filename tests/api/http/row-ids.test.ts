import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createConsultant } from "../../../src/server/db/seed/factories.ts";
import { createAgent, type Agent } from "../../support/agent.ts";
import { login } from "../../support/paypal-sandbox.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// Ids arrive as text in paths and as numbers in bodies. One beyond PostgreSQL's integer range
// names no row; it used to reach the query and fail there with a server error.

const tooLarge = 2 ** 31;
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: "50" });
  admin = createAgent(t.app);
  await login(admin, await createAdmin(t.database.handle.db));
  await createConsultant(t.database.handle.db);
});
afterAll(() => t.close());

describe("ids beyond any row", () => {
  it.each([
    ["GET", `/api/users/${tooLarge}`],
    ["GET", `/api/admin/users/${tooLarge}`],
    ["POST", `/api/admin/consultants/${tooLarge}/deactivate`],
    ["POST", `/api/admin/users/${tooLarge}/cancel-subscription`],
  ] as const)("%s %s is refused in German", async (method, url) => {
    const res = method === "GET" ? await admin.get(url) : await admin.post(url, {});
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: "Das Feld „id“ ist zu groß." });
  });

  it.each([
    ["/api/conversions/registration", { userId: tooLarge }],
    ["/api/conversions/premium-call", { consultantId: tooLarge }],
    ["/api/conversions/member-call", { consultantId: 1, userId: tooLarge }],
    ["/api/auth/auto-login", { userId: tooLarge }],
  ])("POST %s with %o is refused in German", async (url, payload) => {
    const res = await createAgent(t.app).post(url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^Das Feld „(userId|consultantId)“ ist zu groß\.$/);
  });

  it("still finds the largest id there can be: answered as unknown, not refused", async () => {
    const res = await admin.get(`/api/admin/users/${tooLarge - 1}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Dieses Konto wurde nicht gefunden." });
  });
});

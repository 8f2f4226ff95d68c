import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../../src/server/http/rate-limit.ts";
import { createAgent } from "../../support/agent.ts";
import { createConsultant } from "../../../src/server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedCount = async () =>
  Number(
    (
      await t.database.handle.db
        .selectFrom("conversions")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("call conversions", () => {
  it("are stored for an existing consultant", async () => {
    const consultant = await createConsultant(t.database.handle.db);
    const before = await storedCount();
    const res = await createAgent(t.app).post("/api/conversions/premium-call", {
      gclid: "g-1",
      consultantId: consultant.id,
    });
    expect(res.statusCode).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });

  it("refuse a consultant that does not exist, in German, and store nothing", async () => {
    const before = await storedCount();
    for (const kind of ["premium-call", "member-call"]) {
      const res = await createAgent(t.app).post(`/api/conversions/${kind}`, {
        gclid: "g-2",
        msclkid: "m-2",
        consultantId: 987654,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Dieser Berater wurde nicht gefunden." });
    }
    expect(await storedCount()).toBe(before);
  });
});

describe("the conversion endpoints together", () => {
  it("take 60 requests per address in 15 minutes, then answer 429 and store nothing", async () => {
    const consultant = await createConsultant(t.database.handle.db);
    const agent = createAgent(t.app);
    const { max } = rateLimits.conversionPerIp;
    expect(max).toBe(60);
    const calls: Array<[string, object]> = [
      ["/api/conversions/premium-call", { consultantId: consultant.id }],
      ["/api/conversions/member-call", { consultantId: consultant.id }],
      ["/api/conversions/registration", { userId: 5 }],
      ["/api/conversions/subscription", { userId: 5 }],
    ];
    for (let i = 0; i < max; i += 1) {
      const [url, payload] = calls[i % calls.length] ?? calls[0] ?? ["", {}];
      expect((await agent.post(url, payload)).statusCode).toBe(200);
    }
    const before = await storedCount();
    for (const [url] of calls) {
      const res = await agent.post(url, { gclid: "g-3", consultantId: consultant.id, userId: 5 });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        message: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
      });
    }
    expect(await storedCount()).toBe(before);
    expect(
      (await createAgent(t.app).post("/api/conversions/premium-call", { consultantId: consultant.id })).statusCode,
    ).toBe(200);
  });
});

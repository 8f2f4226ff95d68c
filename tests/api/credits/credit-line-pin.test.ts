import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../src/server/config.ts";
import { createConsultant, createUser } from "../../../src/server/db/seed/factories.ts";
import { isCustomerNumber } from "../../../src/shared/domain/customer-number.ts";
import { createAgent } from "../../support/agent.ts";
import { askCreditCall, giveCredits } from "../../support/credits.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

const token = "ivr-token";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TELEPHONY_TOKEN: token });
});
afterAll(() => t.close());

describe("GET /api/credits/line and PUT /api/credits/pin", () => {
  it("answer 401 in German to guests", async () => {
    const guest = createAgent(t.app);
    for (const res of [await guest.get("/api/credits/line"), await guest.put("/api/credits/pin", { pin: "12" })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Bitte melden Sie sich an." });
    }
  });

  it("show the customer number, refuse a malformed PIN in German, and set and replace the PIN", async () => {
    const db = t.database.handle.db;
    const user = await createUser(db);
    const agent = createAgent(t.app);
    await agent.post("/api/auth/login", { identifier: user.phone, password: user.password });
    const line = (await agent.get("/api/credits/line")).json() as { customerNumber: string; pinSet: boolean };
    expect(line.pinSet).toBe(false);
    // Eight digits with a check digit, not the user id; the same number every time.
    expect(isCustomerNumber(line.customerNumber)).toBe(true);
    expect(line.customerNumber).not.toBe(String(user.id));
    const customerNumber = line.customerNumber;
    expect((await agent.get("/api/credits/line")).json()).toEqual({ customerNumber, pinSet: false });

    for (const pin of ["123", "12345", "12a4", ""]) {
      const bad = await agent.put("/api/credits/pin", { pin });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: "Die PIN muss aus genau 4 Ziffern bestehen." });
    }
    expect((await agent.put("/api/credits/pin", {})).json()).toEqual({
      message: "Die PIN muss aus genau 4 Ziffern bestehen.",
    });

    const set = await agent.put("/api/credits/pin", { pin: "0815" });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      customerNumber,
      pinSet: true,
      message: "Ihre Credit-PIN wurde gespeichert.",
    });
    expect((await agent.get("/api/credits/line")).json()).toEqual({ customerNumber, pinSet: true });
    const row = await db.selectFrom("credit_pins").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.pin_hash).not.toContain("0815");

    // Replacing it: the old PIN no longer opens the line, the new one does, and the lock is gone.
    const consultant = await createConsultant(db);
    await giveCredits(db, user.id, 500);
    const withPin = async (pin: string) =>
      (
        await askCreditCall(
          t.app,
          { caller: "anonymous", extension: consultant.extension, customerNumber, pin },
          `Bearer ${token}`,
        )
      ).json() as { authorized: boolean; reason?: string };
    for (let i = 0; i < 5; i += 1) await withPin("0000");
    // Locked: even the right PIN is refused, as a wrong one is.
    expect((await withPin("0815")).reason).toBe("pin_wrong");
    expect((await agent.put("/api/credits/pin", { pin: "4242" })).statusCode).toBe(200);
    expect((await withPin("0815")).reason).toBe("pin_wrong");
    expect((await withPin("4242")).authorized).toBe(true);
  });
});

describe("the credit line's number", () => {
  it("reaches the browser through GET /api/config", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(res.json()).toMatchObject({ creditPhoneNumber: "+49 30 5557 7001" });
  });

  it("must be an ordinary-rate number, not 0900", () => {
    expect(loadConfig({ NODE_ENV: "test", CREDIT_PHONE_NUMBER: "+49 40 123456" }).site.creditPhoneNumber).toBe(
      "+49 40 123456",
    );
    for (const number of ["0900 5 123456", "+49 900 5123456", "keine Nummer"]) {
      expect(() => loadConfig({ NODE_ENV: "test", CREDIT_PHONE_NUMBER: number })).toThrow(ConfigError);
    }
  });
});

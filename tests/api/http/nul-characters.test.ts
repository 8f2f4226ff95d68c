import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testOrigin, type TestApp } from "../../support/test-app.ts";

// U+0000 cannot be stored in PostgreSQL text; before it was refused, it reached the database
// and failed there with 500.

const refusal = { message: "Die Anfrage enthält ein unzulässiges Steuerzeichen." };

describe("the NUL character", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const contactRows = async () =>
    (await t.database.handle.db.selectFrom("contact_messages").select("id").execute()).length;

  it("is refused with a German 400 in a body's text or key, and nothing is stored", async () => {
    const before = await contactRows();
    for (const payload of [
      { name: "Eva\u0000", email: "eva@example.de", message: "Hallo, eine Frage bitte." },
      { name: "Eva", email: "eva@example.de", message: "Hallo, eine \u0000Frage bitte." },
      { name: "Eva", email: "eva@example.de", message: "Hallo, eine Frage bitte.", "x\u0000": 1 },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/contact", headers: { origin: testOrigin }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal);
    }
    expect(await contactRows()).toBe(before);
  });

  it("is refused in a query", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/horoscopes?month=2026-1%00" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal);
  });

  it("leaves other text alone", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: testOrigin },
      payload: { name: "Eva", email: "eva@example.de", message: "Hallo,\teine „Frage“\nbitte \u0001." },
    });
    expect(res.statusCode).toBe(200);
  });
});

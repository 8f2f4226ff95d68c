import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent } from "../../support/agent.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// Every field rule the server checks, with its exact German message; nothing is stored.
const validUser = {
  name: "Erika Muster",
  phone: "+4917012345678",
  email: "erika@example.de",
  password: "geheim1",
  birthDate: "1980-05-17",
};

describe("validation messages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: "50" });
  });
  afterAll(() => t.close());

  const cases: Array<[string, string, object, string]> = [
    [
      "login",
      "/api/auth/login",
      { identifier: "", password: "geheim1" },
      "Telefonnummer oder E-Mail-Adresse ist erforderlich.",
    ],
    [
      "login",
      "/api/auth/login",
      { identifier: "+4917012345678", password: "12345" },
      "Passwort muss mindestens 6 Zeichen lang sein.",
    ],
    ["signup", "/api/users", { ...validUser, name: "E" }, "Name muss mindestens 2 Zeichen lang sein."],
    [
      "signup",
      "/api/users",
      { ...validUser, phone: "017012345678" },
      "Telefonnummer muss im internationalen Format sein (z.B. +49...).",
    ],
    [
      "signup",
      "/api/users",
      { ...validUser, phone: "+49123" },
      "Telefonnummer muss im internationalen Format sein (z.B. +49...).",
    ],
    [
      "signup",
      "/api/users",
      { ...validUser, phone: "+4917012345678901" },
      "Telefonnummer muss im internationalen Format sein (z.B. +49...).",
    ],
    ["signup", "/api/users", { ...validUser, email: "erika@" }, "Bitte geben Sie eine gültige E-Mail-Adresse ein."],
    ["signup", "/api/users", { ...validUser, password: "12345" }, "Passwort muss mindestens 6 Zeichen lang sein."],
    [
      "simple registration",
      "/api/register",
      { name: "E", phone: "+4917012345678", password: "geheim1", birthDate: "1980-05-17" },
      "Name muss mindestens 2 Zeichen lang sein.",
    ],
    [
      "simple registration",
      "/api/register",
      { name: "Erika", phone: "0170", password: "geheim1", birthDate: "1980-05-17" },
      "Telefonnummer muss im internationalen Format sein (z.B. +49...).",
    ],
    [
      "simple registration",
      "/api/register",
      { name: "Erika", phone: "+4917012345678", password: "123", birthDate: "1980-05-17" },
      "Passwort muss mindestens 6 Zeichen lang sein.",
    ],
    [
      "check phone",
      "/api/check-phone-exists",
      { phone: "12" },
      "Telefonnummer muss im internationalen Format sein (z.B. +49...).",
    ],
    [
      "forgot password",
      "/api/auth/forgot-password",
      { email: "kaputt" },
      "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    ],
    [
      "reset password",
      "/api/auth/reset-password",
      { token: "abc", password: "12345" },
      "Passwort muss mindestens 6 Zeichen lang sein",
    ],
  ];

  it.each(cases)("%s %s rejects %o with its message", async (_form, url, payload, message) => {
    const res = await createAgent(t.app).post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await t.database.handle.db.selectFrom("users").selectAll().execute()).toHaveLength(0);
  });
});

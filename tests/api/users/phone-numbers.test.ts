import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContractDeclarationConfirmation } from "../../../src/shared/schemas/contract-declarations.ts";
import { createAdministrator } from "../../../src/server/modules/users/administrator.ts";
import { createAgent } from "../../support/agent.ts";
import { createMember, createUser, type CreatedUser } from "../../../src/server/db/seed/factories.ts";
import { carrier, createTelephonyTestApp, postSigned } from "../../support/telephony.ts";
import { type TestApp } from "../../support/test-app.ts";

const { secret, token } = carrier;
let t: TestApp;
beforeAll(async () => {
  t = await createTelephonyTestApp({ RATE_LIMIT_SCALE: "10" });
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

/** The ways people write a stored "+49…" number: with the trunk 0, nationally, with 00. */
function spellings(user: CreatedUser) {
  const rest = user.phone.slice(3);
  return {
    trunkZero: `+490${rest}`,
    trunkZeroSpaced: `+49 0${rest.slice(0, 3)} ${rest.slice(3)}`,
    national: `0${rest}`,
    nationalSpaced: `0${rest.slice(0, 3)} ${rest.slice(3, 7)} ${rest.slice(7)}`,
    international: `0049 ${rest}`,
  };
}

const phonesLike = async (digits: string) =>
  (await db().selectFrom("users").select("phone").where("phone", "like", `%${digits}`).execute()).map((r) => r.phone);

describe("one canonical phone number", () => {
  it("registers no second account for +490… and stores the canonical form", async () => {
    const user = await createUser(db());
    const { trunkZero } = spellings(user);
    const viaUsers = await createAgent(t.app).post("/api/users", {
      name: "Doppelt",
      phone: trunkZero,
      email: "doppelt@example.de",
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(viaUsers.statusCode).toBe(409);
    expect(viaUsers.json()).toEqual({ message: "Diese Telefonnummer ist bereits registriert." });
    const viaRegister = await createAgent(t.app).post("/api/register", {
      name: "Doppelt",
      phone: trunkZero,
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(viaRegister.statusCode).toBe(409);

    const fresh = await createAgent(t.app).post("/api/register", {
      name: "Neu",
      phone: "+49 0157 7000 1234",
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toMatchObject({ phone: "+4915770001234" });
    const created = await createAgent(t.app).post("/api/users", {
      name: "Neu",
      phone: "+49(0)157-7000-1235",
      email: "neu1235@example.de",
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(created.statusCode).toBe(201);
    expect(await phonesLike("70001234")).toEqual(["+4915770001234"]);
    expect(await phonesLike("70001235")).toEqual(["+4915770001235"]);
  });

  it("keeps the signup rule and its message for what the user types", async () => {
    const res = await createAgent(t.app).post("/api/register", {
      name: "National",
      phone: "0157 7000 9999",
      password: "geheim1",
      birthDate: "1980-05-17",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Telefonnummer muss im internationalen Format sein (z.B. +49...)." });
  });

  it("finds the account for check-phone-exists in any international spelling", async () => {
    const user = await createUser(db());
    for (const phone of [spellings(user).trunkZero, spellings(user).trunkZeroSpaced]) {
      expect((await createAgent(t.app).post("/api/check-phone-exists", { phone })).json(), phone).toEqual({
        exists: true,
      });
    }
  });

  it("logs in with the national, 0049 and +49 0 spellings", async () => {
    const user = await createUser(db());
    for (const identifier of Object.values(spellings(user))) {
      const res = await createAgent(t.app).post("/api/auth/login", { identifier, password: user.password });
      expect(res.statusCode, identifier).toBe(200);
      expect(res.json().id).toBe(user.id);
    }
  });

  it("matches call records and the member check in any spelling", async () => {
    const member = await createMember(db());
    const { national, trunkZero, international } = spellings(member);
    const record = {
      recordId: `cdr-national-${member.id}`,
      caller: national,
      line: "member",
      startedAt: "2026-11-20T18:30:00Z",
      durationSeconds: 60,
      costCents: 69,
    };
    expect((await postSigned(t.app, "/api/telephony/calls", record, secret)).json()).toEqual({ stored: true });
    const row = await db()
      .selectFrom("calls")
      .selectAll()
      .where("record_id", "=", record.recordId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: member.id, caller_number: member.phone });

    for (const caller of [national, trunkZero, international]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/telephony/member-check?caller=${encodeURIComponent(caller)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.json(), caller).toMatchObject({ member: true });
    }
  });

  it("finds the account for the contract forms when the number is written +49 0…", async () => {
    const member = await createMember(db(), { name: "Clara Kündigt" });
    const res = await createAgent(t.app).post("/api/contract-declarations/cancellation", {
      terminationType: "ordinary",
      name: member.name,
      phone: spellings(member).trunkZeroSpaced,
      email: member.email ?? "",
      contract: "Premium-Mitgliedschaft",
      endOption: "nextPossible",
    });
    const body = res.json<ContractDeclarationConfirmation>();
    // Without a session the answer stays neutral (docs/decisions/0007); the stored declaration
    // shows that the account was found and the cancellation waits for its owner.
    expect(body.outcome).toBe("received");
    const stored = await db()
      .selectFrom("contract_declarations")
      .selectAll()
      .where("reference", "=", body.reference)
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(member.id);
    expect(stored.status).toBe("awaiting_owner");
  });

  it("creates the administrator with a national number in the canonical form, and sees its duplicates", async () => {
    const customer = await createUser(db());
    await expect(
      createAdministrator(db(), {
        name: "Ada Admin",
        phone: spellings(customer).nationalSpaced,
        password: "sehr-geheim",
      }),
    ).rejects.toThrow("Diese Telefonnummer ist bereits registriert.");
    const admin = await createAdministrator(db(), {
      name: "Ada Admin",
      phone: "0170 5550 1234",
      password: "sehr-geheim",
    });
    expect(admin).toEqual({ id: 1, phone: "+4917055501234" });
  });
});

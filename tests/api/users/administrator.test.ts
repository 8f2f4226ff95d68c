import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../../src/server/lib/password.ts";
import { createAdministrator } from "../../../src/server/modules/users/administrator.ts";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

describe("createAdministrator", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.dispose());

  it("rejects invalid input with German messages and creates nothing", async () => {
    await expect(createAdministrator(t.handle.db, { name: "A", phone: "123", password: "kurz" })).rejects.toThrow(
      /Name muss mindestens 2 Zeichen lang sein\.\nTelefonnummer muss im internationalen Format sein \(z\.B\. \+49\.\.\.\)\.\nPasswort muss mindestens 6 Zeichen lang sein\./,
    );
    expect(await t.handle.db.selectFrom("users").selectAll().execute()).toHaveLength(0);
  });

  it("creates user id 1 with a normalised phone and an Argon2id hash, even after public sign-ups", async () => {
    const customer = await createUser(t.handle.db);
    expect(customer.id).toBeGreaterThanOrEqual(2);
    const admin = await createAdministrator(t.handle.db, {
      name: "Ada Admin",
      phone: "+49 170 1234-5678",
      password: "sehr-geheim",
    });
    expect(admin).toEqual({ id: 1, phone: "+4917012345678" });
    const row = await t.handle.db.selectFrom("users").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, "sehr-geheim")).toBe(true);
    const next = await createUser(t.handle.db);
    expect(next.id).toBeGreaterThan(customer.id);
  });

  it("refuses a second administrator", async () => {
    await expect(
      createAdministrator(t.handle.db, { name: "Zweiter", phone: "+4917099999999", password: "sehr-geheim" }),
    ).rejects.toThrow("Es gibt bereits einen Administrator (Benutzer-ID 1).");
  });
});

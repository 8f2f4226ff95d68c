import { randomBytes, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import { createAdmin, createCall, createConsultant, createMember } from "../../../../tests/support/factories.ts";
import { normalizePhone } from "../../../shared/domain/phone.ts";
import type { Database } from "../schema.ts";
import { demoConsultants } from "./demo-consultants.ts";

export interface SeedResult {
  seeded: boolean;
  /** Set only when the admin password was generated here; shown once in the start log. */
  generatedAdmin?: { phone: string; password: string };
  /** A member with a call history, to try the member view. */
  demoMember?: { phone: string; password: string };
}

const DAY_MS = 24 * 60 * 60_000;

interface AdminSettings {
  phone: string | undefined;
  password: string | undefined;
}

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const [users, consultants] = await Promise.all([
    db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    db.selectFrom("consultants").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return Number(users.n) === 0 && Number(consultants.n) === 0;
}

/** Demo data for an empty database only: the administrator (id 1) and the consultants. */
export async function seedDemoData(db: Kysely<Database>, admin: AdminSettings): Promise<SeedResult> {
  if (!(await isEmpty(db))) return { seeded: false };
  const phone = admin.phone ? normalizePhone(admin.phone) : `+4917${String(randomInt(0, 1e9)).padStart(9, "0")}`;
  const password = admin.password ?? randomBytes(12).toString("base64url");
  const demoMember = { phone: "+4915112345678", password: randomBytes(9).toString("base64url") };
  await db.transaction().execute(async (trx) => {
    await createAdmin(trx, { name: "Administrator", phone, password });
    const consultants = [];
    for (const consultant of demoConsultants) consultants.push(await createConsultant(trx, consultant));
    const member = await createMember(trx, { name: "Mia Mitglied", email: "mia@example.com", ...demoMember });
    // A few calls spread over two months, so both call-history tabs have something to show.
    for (const [index, daysAgo] of [2, 9, 21, 40, 55].entries()) {
      await createCall(trx, {
        userId: member.id,
        callerNumber: member.phone,
        consultant: consultants[index % consultants.length] ?? null,
        startedAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
      });
    }
  });
  return { seeded: true, generatedAdmin: admin.password ? undefined : { phone, password }, demoMember };
}

import { randomBytes, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import {
  createAdmin,
  createCall,
  createConsultant,
  createCreditCall,
  createCreditEntries,
  createHoroscopeMonth,
  createHoroscopeProfile,
  createMember,
  createUser,
} from "./factories.ts";
import { creditEntryDescriptions } from "../../../shared/domain/credits.ts";
import { normalizePhone } from "../../../shared/domain/phone.ts";
import type { Database } from "../schema.ts";
import { addMonths, berlinMonthOf } from "../../../shared/domain/horoscope-month.ts";
import { demoConsultants } from "./demo-consultants.ts";
import { demoHoroscopes } from "./demo-horoscopes.ts";

export interface SeedResult {
  seeded: boolean;
  /** Set only when the admin password was generated here; shown once in the start log. */
  generatedAdmin?: { phone: string; password: string };
  /** Set when demo accounts were created; their fixed credentials are in the README. */
  demoAccounts?: DemoAccount[];
}

export interface DemoAccount {
  role: string;
  name: string;
  phone: string;
  password: string;
}

// Fixed and documented in the README, so anyone can try the member and the non-member view.
// Only the demo seed creates them; production runs without it.
export const demoMember: DemoAccount = {
  role: "Mitglied",
  name: "Mia Mitglied",
  phone: "+4915112345678",
  password: "demo-mitglied",
};
export const demoNonMember: DemoAccount = {
  role: "ohne Mitgliedschaft",
  name: "Nico Neukunde",
  phone: "+4915187654321",
  password: "demo-kunde",
};

const DAY_MS = 24 * 60 * 60_000;

interface AdminSettings {
  phone: string | undefined;
  password: string | undefined;
}

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const [users, consultants] = await Promise.all([
    db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("consultants")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(users.n) === 0 && Number(consultants.n) === 0;
}

const demoPackage = "Beliebtes Paket";

/**
 * The demo member bought the recommended package with its bonus and spent part of it on two
 * calls on the credit line, so the credits page shows a history and a positive balance.
 */
async function seedCreditHistory(
  db: Kysely<Database>,
  member: { id: number; phone: string },
  consultants: Array<{ id: number; name: string; extension: string; credits_per_minute: number }>,
): Promise<void> {
  const boughtAt = new Date(Date.now() - 14 * DAY_MS).toISOString();
  await createCreditEntries(db, member.id, [
    {
      type: "purchase",
      amount: 5000,
      description: creditEntryDescriptions.purchase(demoPackage),
      operationKey: "seed:purchase:demo-member",
      createdAt: boughtAt,
    },
    {
      type: "bonus",
      amount: 500,
      description: creditEntryDescriptions.bonus(demoPackage),
      operationKey: "seed:bonus:demo-member",
      createdAt: boughtAt,
    },
  ]);
  for (const [index, { daysAgo, seconds }] of [
    { daysAgo: 10, seconds: 450 },
    { daysAgo: 4, seconds: 725 },
  ].entries()) {
    const consultant = consultants[index * 2];
    if (!consultant) continue;
    await createCreditCall(db, {
      user: member,
      consultant,
      startedAt: new Date(Date.now() - daysAgo * DAY_MS),
      durationSeconds: seconds,
    });
  }
}

/** Demo data for an empty database only: the administrator (id 1) and the consultants. */
export async function seedDemoData(db: Kysely<Database>, admin: AdminSettings): Promise<SeedResult> {
  if (!(await isEmpty(db))) return { seeded: false };
  const phone = admin.phone ? normalizePhone(admin.phone) : `+4917${String(randomInt(0, 1e9)).padStart(9, "0")}`;
  const password = admin.password ?? randomBytes(12).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await createAdmin(trx, { name: "Administrator", phone, password });
    const consultants = [];
    for (const consultant of demoConsultants) consultants.push(await createConsultant(trx, consultant));
    // Started 20 days ago and held outside any provider ("manual"), so the demo member can
    // cancel from the profile without a payment provider being involved.
    const member = await createMember(trx, {
      name: demoMember.name,
      email: "mia@example.com",
      phone: demoMember.phone,
      password: demoMember.password,
      provider: "manual",
      startedAt: new Date(Date.now() - 20 * DAY_MS),
    });
    await createUser(trx, { name: demoNonMember.name, phone: demoNonMember.phone, password: demoNonMember.password });
    // A few calls spread over two months, so both call-history tabs have something to show.
    for (const [index, daysAgo] of [2, 9, 21, 40, 55].entries()) {
      await createCall(trx, {
        userId: member.id,
        callerNumber: member.phone,
        consultant: consultants[index % consultants.length] ?? null,
        startedAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
      });
    }
    await seedCreditHistory(trx, member, consultants);
    // This month's horoscopes and last month's in the archive; the demo member is a Krebs.
    const thisMonth = berlinMonthOf(new Date());
    for (const month of [addMonths(thisMonth, -1), thisMonth]) {
      await createHoroscopeMonth(trx, month, demoHoroscopes(month));
    }
    await createHoroscopeProfile(trx, member.id, { sign: "krebs", birthDate: "1990-07-10" });
  });
  return {
    seeded: true,
    generatedAdmin: admin.password ? undefined : { phone, password },
    demoAccounts: [demoMember, demoNonMember],
  };
}

import { randomBytes, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import {
  createAdmin,
  createCall,
  createConsultant,
  createCreditCall,
  createCreditEntries,
  createCustomerNumber,
  createHoroscopeMonth,
  createHoroscopeProfile,
  createMember,
  createOwnMonthlyLimit,
  createPaymentWithReceipt,
  createUser,
} from "./factories.ts";
import { creditEntryDescriptions, formatCredits } from "../../../shared/domain/credits.ts";
import { receiptServices } from "../../../shared/domain/receipts.ts";
import { consultantSlug } from "../../../shared/domain/reviews.ts";
import { normalizePhone } from "../../../shared/domain/phone.ts";
import type { Database } from "../schema.ts";
import { addMonths, berlinMonthOf } from "../../../shared/domain/horoscope-month.ts";
import { createCallsModule } from "../../modules/calls/index.ts";
import { createConsultantsModule } from "../../modules/consultants/index.ts";
import { createReviewsService } from "../../modules/reviews/service.ts";
import { createUsersModule } from "../../modules/users/index.ts";
import { demoConsultants } from "./demo-consultants.ts";
import { demoCallers, demoReviews } from "./demo-reviews.ts";
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

/** The demo member's membership started this many days before the seed ran (see the README). */
const MEMBER_SINCE_DAYS = 20;
const CREDITS_BOUGHT_DAYS = 14;
const DEMO_MEMBER_MONTHLY_LIMIT_CENTS = 40_000;

/** A moment `daysAgo` days back, in the evening, when most consultation calls happen. */
function eveningDaysAgo(daysAgo: number, hourUtc: number, minute: number): Date {
  const day = new Date(Date.now() - daysAgo * DAY_MS);
  day.setUTCHours(hourUtc, minute, 0, 0);
  return day;
}

type SeededConsultant = { id: number; name: string; extension: string };

function byName(consultants: SeededConsultant[], name: string): SeededConsultant {
  const consultant = consultants.find((c) => c.name === name);
  if (!consultant) throw new Error(`Demo-Berater fehlt: ${name}`);
  return consultant;
}

/**
 * Before her membership began the demo member called the premium line at its price; the member
 * line's price applies from its first day only (tests/api/db/seed.test.ts checks this). The calls span two months, so both call-history tabs differ, and
 * they go to a few consultants she returns to, in the evening, for 6 to 25 minutes.
 */
async function seedCallHistory(
  db: Kysely<Database>,
  member: { id: number; phone: string },
  consultants: SeededConsultant[],
): Promise<Map<string, number>> {
  const calls = [
    { daysAgo: 52, hourUtc: 18, minute: 40, line: "premium", consultant: "Luna Sternberg", minutes: 9 },
    { daysAgo: 33, hourUtc: 19, minute: 15, line: "premium", consultant: "Madame Aurelia", minutes: 6 },
    { daysAgo: 16, hourUtc: 17, minute: 5, line: "member", consultant: "Luna Sternberg", minutes: 24 },
    { daysAgo: 8, hourUtc: 20, minute: 20, line: "member", consultant: "Jonas Mondschein", minutes: 18 },
    { daysAgo: 2, hourUtc: 18, minute: 50, line: "member", consultant: "Luna Sternberg", minutes: 13 },
  ] as const;
  const ids = new Map<string, number>();
  for (const call of calls) {
    const startedAt = eveningDaysAgo(call.daysAgo, call.hourUtc, call.minute);
    const id = await createCall(db, {
      userId: member.id,
      callerNumber: member.phone,
      line: call.line,
      consultant: byName(consultants, call.consultant),
      startedAt: startedAt.toISOString(),
      durationSeconds: call.minutes * 60 + 17,
    });
    ids.set(`${call.daysAgo}:${call.consultant}`, id);
  }
  return ids;
}

const HOUR_MS = 60 * 60 * 1000;
/** The demo callers became members this many days before the seed ran, before their first call. */
const CALLERS_MEMBER_SINCE_DAYS = 300;

/**
 * The demo callers' calls and their reviews, each written through the reviews module's service
 * at the moment it would have been written (its clock set there), so every review passed the
 * rules a review in /profile passes and each consultant's rating is counted as in production.
 * The demo member has rated one call of the last days and can still change that review; her
 * call two days ago and her credit calls are left for a tester to rate.
 */
async function seedReviews(
  db: Kysely<Database>,
  member: { id: number },
  memberCalls: Map<string, number>,
  consultants: SeededConsultant[],
): Promise<void> {
  let writtenAt = new Date();
  const reviews = createReviewsService({
    db,
    consultants: createConsultantsModule({ db }),
    users: createUsersModule({ db }),
    calls: createCallsModule({ db }),
    clock: { now: () => writtenAt },
  });
  const callers = [];
  for (const name of demoCallers) {
    const startedAt = new Date(Date.now() - CALLERS_MEMBER_SINCE_DAYS * DAY_MS);
    callers.push(await createMember(db, { name, provider: "manual", startedAt }));
  }
  for (const review of demoReviews) {
    const caller = callers[review.caller];
    if (!caller) throw new Error(`Demo-Anrufer fehlt: ${review.caller}`);
    const startedAt = eveningDaysAgo(review.daysAgo, 17 + (review.caller % 4), 5 + review.minutes);
    const durationSeconds = review.minutes * 60 + 23;
    const callId = await createCall(db, {
      userId: caller.id,
      callerNumber: caller.phone,
      line: "member",
      consultant: byName(consultants, review.consultant),
      startedAt: startedAt.toISOString(),
      durationSeconds,
    });
    writtenAt = new Date(startedAt.getTime() + durationSeconds * 1000 + review.writtenAfterHours * HOUR_MS);
    await reviews.createWithin(db, caller.id, callId, { stars: review.stars, text: review.text });
  }
  const jonasCall = memberCalls.get("8:Jonas Mondschein");
  if (jonasCall === undefined) throw new Error("Demo-Anruf fehlt: Jonas Mondschein");
  writtenAt = new Date(Date.now() - 7 * DAY_MS);
  await reviews.createWithin(db, member.id, jonasCall, {
    stars: 4,
    text: "Jonas hat mir die Transite der nächsten Monate gut erklärt. Ein paar Fachbegriffe musste ich nachfragen.",
  });
}

/**
 * The demo member bought the recommended package with its bonus and spent part of it on two
 * calls on the credit line, so the credits page shows a history and a positive balance.
 */
async function seedCreditHistory(
  db: Kysely<Database>,
  member: { id: number; phone: string },
  consultants: Array<{ id: number; name: string; extension: string; credits_per_minute: number }>,
): Promise<void> {
  const boughtAt = new Date(Date.now() - CREDITS_BOUGHT_DAYS * DAY_MS).toISOString();
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
  for (const [index, { daysAgo, hourUtc, seconds }] of [
    { daysAgo: 10, hourUtc: 19, seconds: 450 },
    { daysAgo: 4, hourUtc: 17, seconds: 725 },
  ].entries()) {
    const consultant = consultants[index * 2];
    if (!consultant) continue;
    await createCreditCall(db, {
      user: member,
      consultant,
      startedAt: eveningDaysAgo(daysAgo, hourUtc, 30),
      durationSeconds: seconds,
    });
  }
}

/**
 * What the demo member paid, with receipts under "Zahlungen und Belege": the trial month when the
 * membership started and the credit package bought 14 days ago.
 */
async function seedPayments(db: Kysely<Database>, member: { id: number; name: string }, memberSince: Date) {
  const customer = { userId: member.id, customerName: member.name };
  await createPaymentWithReceipt(db, {
    ...customer,
    purpose: "subscription",
    service: receiptServices.trial,
    amountCents: 100,
    paidAt: memberSince,
    providerPaymentId: "DEMO-SALE-TRIAL",
  });
  await createPaymentWithReceipt(db, {
    ...customer,
    purpose: "credits",
    service: receiptServices.credits(demoPackage, formatCredits(5500)),
    amountCents: 5000,
    paidAt: new Date(Date.now() - CREDITS_BOUGHT_DAYS * DAY_MS),
    providerPaymentId: "DEMO-CAPTURE-CREDITS",
  });
}

/** The demo member's customer number on the credit line (eight digits, the last a check digit). */
export const demoCustomerNumber = "47110028";

/** Demo data for an empty database only: the administrator (id 1) and the consultants. */
export async function seedDemoData(db: Kysely<Database>, admin: AdminSettings): Promise<SeedResult> {
  if (!(await isEmpty(db))) return { seeded: false };
  const phone = admin.phone ? normalizePhone(admin.phone) : `+4917${String(randomInt(0, 1e9)).padStart(9, "0")}`;
  const password = admin.password ?? randomBytes(12).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await createAdmin(trx, { name: "Administrator", phone, password });
    const consultants = [];
    for (const consultant of demoConsultants) {
      // The address a visitor sees: the name alone, without the factory's test suffix.
      consultants.push(await createConsultant(trx, { ...consultant, slug: consultantSlug(consultant.name) }));
    }
    // Started 20 days ago and held outside any provider ("manual"), so the demo member can
    // cancel from the profile without a payment provider being involved.
    const memberSince = new Date(Date.now() - MEMBER_SINCE_DAYS * DAY_MS);
    const member = await createMember(trx, {
      name: demoMember.name,
      email: "mia@example.com",
      phone: demoMember.phone,
      password: demoMember.password,
      provider: "manual",
      startedAt: memberSince,
    });
    await createUser(trx, { name: demoNonMember.name, phone: demoNonMember.phone, password: demoNonMember.password });
    const memberCalls = await seedCallHistory(trx, member, consultants);
    await seedCreditHistory(trx, member, consultants);
    await seedPayments(trx, { ...member, name: demoMember.name }, memberSince);
    // Her own limit, above what the demo history spends this month, so that she can still buy
    // and call; the demo non-member keeps the operator's default.
    await createOwnMonthlyLimit(trx, member.id, DEMO_MEMBER_MONTHLY_LIMIT_CENTS);
    // A fixed number, so that the credit line's example in docs/telephony.md works on a fresh database.
    await createCustomerNumber(trx, member.id, demoCustomerNumber);
    // This month's horoscopes and last month's in the archive; the demo member is a Krebs.
    const thisMonth = berlinMonthOf(new Date());
    for (const month of [addMonths(thisMonth, -1), thisMonth]) {
      await createHoroscopeMonth(trx, month, demoHoroscopes(month));
    }
    await createHoroscopeProfile(trx, member.id, { sign: "krebs", birthDate: "1990-07-10" });
    await seedReviews(trx, member, memberCalls, consultants);
  });
  return {
    seeded: true,
    generatedAdmin: admin.password ? undefined : { phone, password },
    demoAccounts: [demoMember, demoNonMember],
  };
}

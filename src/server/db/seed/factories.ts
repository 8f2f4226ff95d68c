import { randomInt } from "node:crypto";
import { consultantSlug, reviewerLabel } from "../../../shared/domain/reviews.ts";
import { createConsultantsModule } from "../../modules/consultants/index.ts";
import { recountRating } from "../../modules/reviews/rating.ts";
import type { Insertable, Kysely, Selectable } from "kysely";
import type { ConsultantsTable, Database } from "../schema.ts";
import { hashPassword } from "../../lib/password.ts";
import { nextBillingAfter, termsFor } from "../../../shared/domain/subscription-terms.ts";
import { creditCallDebit, creditEntryDescriptions, type CreditEntryType } from "../../../shared/domain/credits.ts";
import { receiptNumber } from "../../../shared/domain/receipts.ts";

export type NewConsultant = Insertable<ConsultantsTable>;
export type ConsultantRow = Selectable<ConsultantsTable>;

export interface UserOverrides {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  password: string;
  /** "YYYY-MM-DD", an adult's by default; null for an account registered before it was asked. */
  birthDate: string | null;
  /** Whether the address is confirmed by its link (docs/decisions/0051); true unless a test says not. */
  emailConfirmed: boolean;
}

/** The date of birth factory accounts get unless a test names another (a Stier, long of age). */
export const DEFAULT_BIRTH_DATE = "1980-05-17";

export interface CreatedUser {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  /** The plain password, so a test can log in with it. */
  password: string;
}

export const DEFAULT_PASSWORD = "geheim123";

// Parallel test files may share one database, so a per-process counter alone is not enough:
// each process starts at a random offset and counts up from there.
let sequence = 0;
const processOffset = randomInt(0, 1_000_000_000);

function nextSuffix(): string {
  sequence += 1;
  return `${sequence}${randomInt(0, 36 ** 4)
    .toString(36)
    .padStart(4, "0")}`;
}

function nextPhoneDigits(): string {
  sequence += 1;
  return String((processOffset + sequence) % 1_000_000_000).padStart(9, "0");
}

const EXTENSION_MIN = 100;
const EXTENSION_MAX = 999;

async function usedExtensions(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom("consultants").select("extension").execute();
  return new Set(rows.map((r) => r.extension));
}

async function pickFreeExtension(db: Kysely<Database>): Promise<string> {
  const used = await usedExtensions(db);
  const free: string[] = [];
  for (let n = EXTENSION_MIN; n <= EXTENSION_MAX; n += 1) {
    const candidate = String(n);
    if (!used.has(candidate)) free.push(candidate);
  }
  // A random pick rather than the lowest free one keeps concurrent calls from racing for the same value.
  const choice = free[randomInt(0, Math.max(free.length, 1))];
  if (choice === undefined) throw new Error("Keine freie dreistellige Durchwahl mehr (100-999 belegt).");
  return choice;
}

export async function createConsultant(
  db: Kysely<Database>,
  overrides: Partial<NewConsultant> = {},
): Promise<ConsultantRow> {
  const suffix = nextSuffix();
  const attempts = overrides.extension === undefined ? 5 : 1;
  for (let attempt = 1; ; attempt += 1) {
    const extension = overrides.extension ?? (await pickFreeExtension(db));
    try {
      return await db
        .insertInto("consultants")
        .values({
          name: `Beraterin ${suffix}`,
          title: "Kartenlegerin & Hellsichtige",
          specialties: "Tarot, Liebe",
          description: "Ruhige, einfühlsame Beratung zu Liebe und Partnerschaft mit den Karten des Tarot.",
          status: "available",
          rating: 0,
          image_url: null,
          created_at: new Date().toISOString(),
          credits_per_minute: 120,
          ...overrides,
          slug: overrides.slug ?? `${consultantSlug(overrides.name ?? `Beraterin ${suffix}`)}-${suffix}`,
          extension,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // Another insert may have taken the same free extension between the lookup and ours.
      if (attempt >= attempts || !(await usedExtensions(db)).has(extension)) throw error;
    }
  }
}

export async function createUser(db: Kysely<Database>, overrides: Partial<UserOverrides> = {}): Promise<CreatedUser> {
  const digits = nextPhoneDigits();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const createdAt = new Date().toISOString();
  const row = await db
    .insertInto("users")
    .values({
      ...(overrides.id === undefined ? {} : { id: overrides.id }),
      name: overrides.name ?? `Kundin ${digits}`,
      phone: overrides.phone ?? `+4915${digits}`,
      email: overrides.email === undefined ? `kunde-${digits}@example.com` : overrides.email,
      password_hash: await hashPassword(password),
      birth_date: overrides.birthDate === undefined ? DEFAULT_BIRTH_DATE : overrides.birthDate,
      created_at: createdAt,
      email_confirmed_at: overrides.emailConfirmed === false ? null : createdAt,
    })
    .returning(["id", "name", "phone", "email"])
    .executeTakeFirstOrThrow();
  return { ...row, password };
}

/** The administrator is the user with id 1; the migration keeps that id free for this row. */
export async function createAdmin(
  db: Kysely<Database>,
  overrides: Partial<Omit<UserOverrides, "id">> = {},
): Promise<CreatedUser> {
  return createUser(db, { name: "Administrator", email: null, ...overrides, id: 1 });
}

export interface MemberOverrides extends Partial<UserOverrides> {
  /** "active" (default) or "cancelled" with access until `accessUntil`. */
  status?: "active" | "cancelled";
  accessUntil?: string | null;
  provider?: "paypal" | "maxpay" | "manual";
  /** When the subscription started (default now); the trial and minimum term follow from it. */
  startedAt?: Date;
}

/** A user with a Premium subscription, as the payment flow would leave it. */
export async function createMember(db: Kysely<Database>, overrides: MemberOverrides = {}): Promise<CreatedUser> {
  const { status = "active", accessUntil = null, provider = "paypal", startedAt, ...userOverrides } = overrides;
  const user = await createUser(db, userOverrides);
  const now = new Date();
  const terms = termsFor(startedAt ?? now);
  await db
    .insertInto("subscriptions")
    .values({
      user_id: user.id,
      plan_id: "premium",
      status,
      provider,
      provider_subscription_id: `I-${nextSuffix().toUpperCase()}`,
      start_date: terms.startedAt.toISOString(),
      trial_ends_at: terms.trialEndsAt.toISOString(),
      minimum_term_ends_at: terms.minimumTermEndsAt.toISOString(),
      next_billing_date: nextBillingAfter(terms, now).toISOString(),
      access_until: accessUntil,
      cancelled_at: status === "cancelled" ? now.toISOString() : null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return user;
}

export interface CallOverrides {
  userId: number | null;
  callerNumber: string;
  /** A credit-line call here is only its record; createCreditCall also books the credits. */
  line: "member" | "premium" | "credit";
  consultant: { id: number; name: string; extension: string } | null;
  startedAt: string;
  durationSeconds: number;
}

/** A call detail record as the carrier would have delivered it; cost follows the line's tariff. */
export async function createCall(db: Kysely<Database>, overrides: Partial<CallOverrides> = {}): Promise<number> {
  const line = overrides.line ?? "member";
  const durationSeconds = overrides.durationSeconds ?? 300 + randomInt(0, 1200);
  const centsPerMinute = line === "member" ? 69 : 149;
  const { id } = await db
    .insertInto("calls")
    .values({
      record_id: `cdr-${nextSuffix()}`,
      user_id: overrides.userId ?? null,
      caller_number: overrides.callerNumber ?? `+4915${nextPhoneDigits()}`,
      line,
      extension: overrides.consultant?.extension ?? null,
      consultant_id: overrides.consultant?.id ?? null,
      consultant_name: overrides.consultant?.name ?? null,
      started_at: overrides.startedAt ?? new Date().toISOString(),
      duration_seconds: durationSeconds,
      // Billed per second.
      cost_cents: Math.round((durationSeconds * centsPerMinute) / 60),
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export interface ReviewOverrides {
  stars: number;
  text: string | null;
  /** The name the label is made of; by default the user's. */
  reviewerName: string;
  durationSeconds: number;
  /** When the call started; the review is written 10 minutes after it ended unless `createdAt` says otherwise. */
  startedAt: string;
  createdAt: string;
  removedAt: string | null;
}

/**
 * A member-line call of the user with the consultant and the user's review of it, written
 * straight into the tables, then the consultant's rating counted as the reviews module counts
 * it. For tests that need reviews to exist; the rules of writing one are tested through the API.
 */
export async function createReview(
  db: Kysely<Database>,
  user: { id: number; name?: string; phone?: string },
  consultant: { id: number; name: string; extension: string },
  overrides: Partial<ReviewOverrides> = {},
): Promise<{ reviewId: number; callId: number }> {
  const durationSeconds = overrides.durationSeconds ?? 14 * 60;
  const startedAt = overrides.startedAt ?? new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
  const endedAt = new Date(Date.parse(startedAt) + durationSeconds * 1000);
  const createdAt = overrides.createdAt ?? new Date(endedAt.getTime() + 10 * 60 * 1000).toISOString();
  const callId = await createCall(db, {
    userId: user.id,
    ...(user.phone ? { callerNumber: user.phone } : {}),
    line: "member",
    consultant,
    startedAt,
    durationSeconds,
  });
  const { id: reviewId } = await db
    .insertInto("reviews")
    .values({
      call_id: callId,
      user_id: user.id,
      consultant_id: consultant.id,
      stars: overrides.stars ?? 5,
      text: overrides.text === undefined ? "Ein sehr hilfreiches, ruhiges Gespräch." : overrides.text,
      reviewer_label: reviewerLabel(overrides.reviewerName ?? user.name ?? "Mia Mitglied"),
      call_seconds: durationSeconds,
      call_ended_at: endedAt.toISOString(),
      created_at: createdAt,
      updated_at: createdAt,
      removed_at: overrides.removedAt ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .transaction()
    .execute((trx) => recountRating(trx, createConsultantsModule({ db }), consultant.id, new Date()));
  return { reviewId, callId };
}

export interface CreditEntryInput {
  type: CreditEntryType;
  /** Signed whole credits. */
  amount: number;
  description: string;
  operationKey: string;
  createdAt?: string;
}

/**
 * Credit entries as the ledger writes them (modules/credits/credit-ledger.ts): each carries the
 * balance after it, and the account's stored balance moves along, so balance = sum of entries.
 * For the demo seed, which sits below the modules; tests post through the ledger itself.
 */
export async function createCreditEntries(
  db: Kysely<Database>,
  userId: number,
  entries: CreditEntryInput[],
): Promise<number> {
  const now = new Date().toISOString();
  const account = await db
    .selectFrom("credit_accounts")
    .select("balance")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  let balance = account?.balance ?? 0;
  for (const entry of entries) {
    balance += entry.amount;
    await db
      .insertInto("credit_entries")
      .values({
        user_id: userId,
        type: entry.type,
        amount: entry.amount,
        balance_after: balance,
        description: entry.description,
        operation_key: entry.operationKey,
        created_at: entry.createdAt ?? now,
      })
      .execute();
  }
  await db
    .insertInto("credit_accounts")
    .values({ user_id: userId, balance, held: 0, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ balance, updated_at: now }))
    .execute();
  return balance;
}

export interface CreditCallInput {
  user: { id: number; phone: string };
  consultant: { id: number; name: string; extension: string; credits_per_minute: number };
  startedAt: Date;
  durationSeconds: number;
}

/**
 * A settled call on the credit line, as its record leaves it: the spend entry, the settled
 * credit call and the call in the history (cost in cents = credits, one credit is one cent).
 * The account must have the credits.
 */
export async function createCreditCall(db: Kysely<Database>, input: CreditCallInput): Promise<number> {
  const { user, consultant, startedAt, durationSeconds } = input;
  const debit = creditCallDebit(durationSeconds, consultant.credits_per_minute);
  const recordId = `cdr-${nextSuffix()}`;
  const endedAt = new Date(startedAt.getTime() + durationSeconds * 1000).toISOString();
  await createCreditEntries(db, user.id, [
    {
      type: "spend",
      amount: -debit,
      description: creditEntryDescriptions.spend(consultant.name, durationSeconds),
      operationKey: `seed:credit-call:${recordId}`,
      createdAt: endedAt,
    },
  ]);
  await db
    .insertInto("credit_calls")
    .values({
      call_id: `seed-${nextSuffix()}`,
      user_id: user.id,
      consultant_id: consultant.id,
      consultant_name: consultant.name,
      caller_number: user.phone,
      credits_per_minute: consultant.credits_per_minute,
      held_credits: debit,
      status: "settled",
      started_at: startedAt.toISOString(),
      ended_at: endedAt,
      record_id: recordId,
      debited_credits: debit,
    })
    .execute();
  await db
    .insertInto("calls")
    .values({
      record_id: recordId,
      user_id: user.id,
      caller_number: user.phone,
      line: "credit",
      extension: consultant.extension,
      consultant_id: consultant.id,
      consultant_name: consultant.name,
      started_at: startedAt.toISOString(),
      duration_seconds: durationSeconds,
      cost_cents: debit,
      created_at: endedAt,
    })
    .execute();
  return debit;
}

export interface HoroscopeTexts {
  love: string;
  career: string;
  wellbeing: string;
  tip: string;
}

/** A horoscope month with texts for the signs given (all twelve for a readable month). */
export async function createHoroscopeMonth(
  db: Kysely<Database>,
  month: string,
  texts: Record<string, HoroscopeTexts>,
  options: { published?: boolean } = {},
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("horoscope_months")
    .values({ month, published_at: options.published === false ? null : now, created_at: now, updated_at: now })
    .execute();
  const rows = Object.entries(texts).map(([sign, parts]) => ({ month, sign, ...parts, updated_at: now }));
  if (rows.length > 0) await db.insertInto("horoscope_texts").values(rows).execute();
}

/** A member's sign (or birth date) and monthly-mail wish, as the profile would save them. */
export async function createHoroscopeProfile(
  db: Kysely<Database>,
  userId: number,
  values: { sign: string | null; birthDate?: string | null; monthlyMail?: boolean },
): Promise<void> {
  await db
    .insertInto("horoscope_profiles")
    .values({
      user_id: userId,
      sign: values.sign,
      birth_date: values.birthDate ?? null,
      monthly_mail: values.monthlyMail ? 1 : 0,
      updated_at: new Date().toISOString(),
    })
    .execute();
}

/** Gives an account a chosen customer number for the credit line (the demo member's is known). */
export async function createCustomerNumber(
  db: Kysely<Database>,
  userId: number,
  customerNumber: string,
): Promise<void> {
  await db
    .insertInto("credit_customer_numbers")
    .values({ user_id: userId, customer_number: customerNumber, created_at: new Date().toISOString() })
    .execute();
}

export interface PaymentInput {
  userId: number;
  customerName: string;
  purpose: "subscription" | "credits";
  /** What the receipt names as the service. */
  service: string;
  amountCents: number;
  paidAt: Date;
  providerPaymentId: string;
}

const berlinYear = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric" });

/**
 * A PayPal payment with its receipt, numbered from the year's counter as the receipts module
 * numbers them (docs/decisions/0031), for demo data and tests that need a paid history.
 */
export async function createPaymentWithReceipt(db: Kysely<Database>, input: PaymentInput): Promise<string> {
  const paidAt = input.paidAt.toISOString();
  const payment = await db
    .insertInto("payments")
    .values({
      provider: "paypal",
      provider_payment_id: input.providerPaymentId,
      user_id: input.userId,
      subscription_id: null,
      purpose: input.purpose,
      amount_cents: input.amountCents,
      currency: "EUR",
      paid_at: paidAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const year = Number(berlinYear.format(input.paidAt));
  const { last_number: sequence } = await db
    .insertInto("receipt_counters")
    .values({ year, last_number: 1 })
    .onConflict((oc) =>
      oc.column("year").doUpdateSet((eb) => ({ last_number: eb("receipt_counters.last_number", "+", 1) })),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  const number = receiptNumber(year, sequence);
  await db
    .insertInto("receipts")
    .values({
      receipt_key: `payment:${payment.id}`,
      number,
      year,
      sequence,
      user_id: input.userId,
      payment_id: payment.id,
      kind: "payment",
      subject: input.purpose === "credits" ? "credits" : "membership",
      service: input.service,
      customer_name: input.customerName,
      amount_cents: input.amountCents,
      currency: "EUR",
      method: "paypal",
      refers_to: null,
      issued_at: paidAt,
      follow_up: null,
      follow_up_claimed_at: null,
    })
    .execute();
  return number;
}

/** The account's own monthly limit, chosen long ago, so no raise waits (docs/decisions/0030). */
export async function createOwnMonthlyLimit(db: Kysely<Database>, userId: number, monthlyCents: number): Promise<void> {
  await db
    .insertInto("spending_limits")
    .values({ user_id: userId, own: 1, monthly_cents: monthlyCents, updated_at: new Date().toISOString() })
    .execute();
}

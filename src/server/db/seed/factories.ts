import { randomInt } from "node:crypto";
import type { Insertable, Kysely, Selectable } from "kysely";
import type { ConsultantsTable, Database } from "../schema.ts";
import { hashPassword } from "../../lib/password.ts";
import { nextBillingAfter, termsFor } from "../../../shared/domain/subscription-terms.ts";

export type NewConsultant = Insertable<ConsultantsTable>;
export type ConsultantRow = Selectable<ConsultantsTable>;

export interface UserOverrides {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  password: string;
}

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
          rating: 4.5,
          image_url: null,
          created_at: new Date().toISOString(),
          ...overrides,
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
  const row = await db
    .insertInto("users")
    .values({
      ...(overrides.id === undefined ? {} : { id: overrides.id }),
      name: overrides.name ?? `Kundin ${digits}`,
      phone: overrides.phone ?? `+4915${digits}`,
      email: overrides.email === undefined ? `kunde-${digits}@example.com` : overrides.email,
      password_hash: await hashPassword(password),
      created_at: new Date().toISOString(),
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
  line: "member" | "premium";
  consultant: { id: number; name: string; extension: string } | null;
  startedAt: string;
  durationSeconds: number;
}

/** A call detail record as the carrier would have delivered it; cost follows the line's tariff. */
export async function createCall(db: Kysely<Database>, overrides: Partial<CallOverrides> = {}): Promise<void> {
  const line = overrides.line ?? "member";
  const durationSeconds = overrides.durationSeconds ?? 300 + randomInt(0, 1200);
  const centsPerMinute = line === "member" ? 69 : 149;
  await db
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
    .execute();
}

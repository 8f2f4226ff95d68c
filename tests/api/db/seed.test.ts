import { consultantSlug } from "../../../src/shared/domain/reviews.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { demoCustomerNumber, demoMember, demoNonMember, seedDemoData } from "../../../src/server/db/seed/seed.ts";
import { isCustomerNumber } from "../../../src/shared/domain/customer-number.ts";
import { verifyPassword } from "../../../src/server/lib/password.ts";
import { creditCallDebit, creditEntryDescriptions } from "../../../src/shared/domain/credits.ts";
import { createTestDatabase, type TestDatabase } from "../../support/test-database.ts";

describe("demo seed", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.dispose());

  const demoMemberRow = () =>
    t.handle.db.selectFrom("users").select("id").where("phone", "=", demoMember.phone).executeTakeFirstOrThrow();

  it("fills an empty database with the administrator and the consultants", async () => {
    const result = await seedDemoData(t.handle.db, { phone: "+49 151 0000 0001", password: undefined });
    expect(result.seeded).toBe(true);
    expect(result.generatedAdmin?.phone).toBe("+4915100000001");
    const password = result.generatedAdmin?.password ?? "";
    expect(password.length).toBeGreaterThanOrEqual(12);

    const admin = await t.handle.db.selectFrom("users").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
    expect(admin.phone).toBe("+4915100000001");
    expect(await verifyPassword(admin.password_hash, password)).toBe(true);

    const consultants = await t.handle.db.selectFrom("consultants").selectAll().execute();
    expect(consultants.length).toBeGreaterThanOrEqual(12);
    expect(new Set(consultants.map((c) => c.status))).toEqual(new Set(["available", "busy", "offline"]));
    expect(new Set(consultants.map((c) => c.extension)).size).toBe(consultants.length);
    for (const c of consultants) {
      expect(c.extension).toMatch(/^\d{3}$/);
      expect(c.specialties.split(",").length).toBeGreaterThanOrEqual(2);
      // The page's address is the name alone: /berater/luna-sternberg.
      expect(c.slug).toBe(consultantSlug(c.name));
    }
    expect(consultants.some((c) => !Number.isInteger(c.rating))).toBe(true);

    expect(result.demoAccounts).toEqual([demoMember, demoNonMember]);
    const member = await t.handle.db
      .selectFrom("users")
      .selectAll()
      .where("phone", "=", demoMember.phone)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(member.password_hash, demoMember.password)).toBe(true);
    const subscriptions = await t.handle.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("user_id", "=", member.id)
      .execute();
    expect(subscriptions.map((s) => s.status)).toEqual(["active"]);
    const nonMember = await t.handle.db
      .selectFrom("users")
      .selectAll()
      .where("phone", "=", demoNonMember.phone)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(nonMember.password_hash, demoNonMember.password)).toBe(true);
    const nonMemberSubscriptions = await t.handle.db
      .selectFrom("subscriptions")
      .select("id")
      .where("user_id", "=", nonMember.id)
      .execute();
    expect(nonMemberSubscriptions).toEqual([]);
    const calls = await t.handle.db.selectFrom("calls").selectAll().where("user_id", "=", member.id).execute();
    expect(calls.length).toBeGreaterThanOrEqual(4);
    const recent = calls.filter((c) => Date.parse(c.started_at) > Date.now() - 30 * 24 * 60 * 60_000);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(calls.length);
  });

  it("gives most consultants a few reviews of mixed stars from verified calls, one none, and ratings that are their average", async () => {
    const db = t.handle.db;
    const consultants = await db.selectFrom("consultants").selectAll().execute();
    const reviews = await db.selectFrom("reviews").selectAll().execute();
    const calls = new Map((await db.selectFrom("calls").selectAll().execute()).map((c) => [c.id, c]));
    const dayMs = 24 * 60 * 60_000;
    for (const review of reviews) {
      const call = calls.get(review.call_id);
      expect(call?.user_id, `review ${review.id}`).toBe(review.user_id);
      expect(call?.consultant_id).toBe(review.consultant_id);
      expect(["member", "credit"]).toContain(call?.line);
      expect(call?.duration_seconds).toBeGreaterThanOrEqual(180);
      const ended = Date.parse(call?.started_at ?? "") + (call?.duration_seconds ?? 0) * 1000;
      expect(Date.parse(review.created_at)).toBeGreaterThan(ended);
      expect(Date.parse(review.created_at)).toBeLessThanOrEqual(ended + 30 * dayMs);
      expect(Date.parse(review.created_at)).toBeLessThan(Date.now());
      expect(review.reviewer_label).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
    }
    const perConsultant = consultants.map((c) => reviews.filter((r) => r.consultant_id === c.id));
    expect(perConsultant.filter((list) => list.length >= 2).length).toBeGreaterThanOrEqual(consultants.length - 2);
    expect(perConsultant.some((list) => list.length === 0)).toBe(true);
    const stars = new Set(reviews.map((r) => r.stars));
    for (const star of [2, 3, 4, 5]) expect(stars.has(star)).toBe(true);
    expect(reviews.some((r) => r.text === null)).toBe(true);
    consultants.forEach((c, i) => {
      const list = perConsultant[i] ?? [];
      const average = list.length === 0 ? 0 : list.reduce((sum, r) => sum + r.stars, 0) / list.length;
      expect(c.rating_count, c.name).toBe(list.length);
      expect(c.rating, c.name).toBeCloseTo(average, 10);
    });
  });

  it("leaves the demo member a recent call to rate and a review she can still change", async () => {
    const db = t.handle.db;
    const member = await demoMemberRow();
    const own = await db.selectFrom("reviews").selectAll().where("user_id", "=", member.id).execute();
    expect(own).toHaveLength(1);
    expect(Date.parse(own[0]?.call_ended_at ?? "") + 30 * 24 * 60 * 60_000).toBeGreaterThan(
      Date.now() + 14 * 24 * 60 * 60_000,
    );
    const reviewed = new Set(own.map((r) => r.call_id));
    const open = (await db.selectFrom("calls").selectAll().where("user_id", "=", member.id).execute()).filter(
      (c) =>
        c.line === "member" &&
        c.duration_seconds >= 180 &&
        !reviewed.has(c.id) &&
        Date.parse(c.started_at) > Date.now() - 5 * 24 * 60 * 60_000,
    );
    expect(open.length).toBeGreaterThan(0);
  });

  it("gives the demo member the customer number the telephony guide's credit-line example names", async () => {
    const db = t.handle.db;
    const member = await demoMemberRow();
    const row = await db
      .selectFrom("credit_customer_numbers")
      .select("customer_number")
      .where("user_id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(row.customer_number).toBe(demoCustomerNumber);
    expect(isCustomerNumber(demoCustomerNumber)).toBe(true);
    expect(readFileSync("docs/telephony.md", "utf8")).toContain(`"customerNumber":"${demoCustomerNumber}"`);
  });

  it("gives the demo member a consistent credit history: the recommended package and two credit calls", async () => {
    const db = t.handle.db;
    const member = await demoMemberRow();
    const entries = await db
      .selectFrom("credit_entries")
      .selectAll()
      .where("user_id", "=", member.id)
      .orderBy("id")
      .execute();
    expect(entries.slice(0, 2).map((e) => [e.type, e.amount, e.description])).toEqual([
      ["purchase", 5000, "Kauf: Beliebtes Paket"],
      ["bonus", 500, "Bonus: Beliebtes Paket"],
    ]);
    const spends = entries.slice(2);
    expect(spends).toHaveLength(2);
    const calls = await db
      .selectFrom("calls")
      .selectAll()
      .where("user_id", "=", member.id)
      .where("line", "=", "credit")
      .orderBy("started_at")
      .execute();
    expect(calls).toHaveLength(2);
    for (const [index, spend] of spends.entries()) {
      const call = calls[index];
      expect(spend.type).toBe("spend");
      expect(spend.operation_key.startsWith("seed:")).toBe(true);
      expect(call?.cost_cents).toBe(-spend.amount);
      const consultant = await db
        .selectFrom("consultants")
        .selectAll()
        .where("id", "=", call?.consultant_id ?? 0)
        .executeTakeFirstOrThrow();
      const seconds = call?.duration_seconds ?? 0;
      expect(-spend.amount).toBe(creditCallDebit(seconds, consultant.credits_per_minute));
      expect(spend.description).toBe(creditEntryDescriptions.spend(consultant.name, seconds));
    }
    let running = 0;
    for (const entry of entries) {
      running += entry.amount;
      expect(entry.balance_after).toBe(running);
    }
    const account = await db
      .selectFrom("credit_accounts")
      .selectAll()
      .where("user_id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ balance: running, held: 0 });
    expect(running).toBeGreaterThan(0);

    const prices = (await db.selectFrom("consultants").select("credits_per_minute").execute()).map(
      (c) => c.credits_per_minute,
    );
    expect(prices.every((p) => p >= 60 && p <= 250)).toBe(true);
    expect(new Set(prices).size).toBeGreaterThan(5);
  });

  it("gives the demo member the trial payment and the package's payment, each with a numbered receipt", async () => {
    const db = t.handle.db;
    const member = await demoMemberRow();
    const receipts = await db
      .selectFrom("receipts")
      .innerJoin("payments", "payments.id", "receipts.payment_id")
      .select([
        "receipts.number",
        "receipts.service",
        "receipts.amount_cents",
        "receipts.customer_name",
        "payments.purpose",
      ])
      .where("receipts.user_id", "=", member.id)
      .orderBy("receipts.sequence")
      .execute();
    expect(receipts.map((r) => [r.purpose, r.service, r.amount_cents, r.customer_name])).toEqual([
      ["subscription", "Premium-Mitgliedschaft, Probemonat", 100, demoMember.name],
      ["credits", "Cosmos Credits, Beliebtes Paket (5.500 Credits)", 5000, demoMember.name],
    ]);
    const [first, second] = receipts.map((r) => r.number ?? "");
    const [year, sequence] = (first ?? "").split("-");
    expect(Number(sequence)).toBeGreaterThan(0);
    const next = `${year}-${String(Number(sequence) + 1).padStart(6, "0")}`;
    // Numbered in payment order, without a gap, unless the two payments fall in two Berlin years.
    if (second?.startsWith(`${year}-`)) expect(second).toBe(next);
    // Her own monthly limit of 400 €, above what the demo history spends in any month.
    const limits = await db
      .selectFrom("spending_limits")
      .selectAll()
      .where("user_id", "=", member.id)
      .executeTakeFirst();
    expect(limits).toMatchObject({ own: 1, monthly_cents: 40_000, daily_cents: null, pending_effective_at: null });
  });

  it("gives every demo consultant a bundled portrait that exists as a file", async () => {
    const consultants = await t.handle.db.selectFrom("consultants").select(["name", "image_url"]).execute();
    for (const { name, image_url } of consultants) {
      expect(image_url, name).toMatch(/^\/portraits\/[a-z0-9-]+\.svg$/);
      const svg = readFileSync(new URL(`../../../public${image_url ?? ""}`, import.meta.url), "utf8");
      expect(svg, name).toContain(`<title>Porträt ${name}</title>`);
    }
  });

  it("bills no call at the member price before the caller's membership began, and none lies ahead", async () => {
    const db = t.handle.db;
    const calls = await db.selectFrom("calls").selectAll().execute();
    const subscriptions = await db.selectFrom("subscriptions").select(["user_id", "start_date"]).execute();
    expect(calls.filter((c) => c.line === "member").length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(Date.parse(call.started_at), call.record_id).toBeLessThan(Date.now());
      if (call.line !== "member") continue;
      const began = subscriptions
        .filter((s) => s.user_id === call.user_id)
        .map((s) => Date.parse(s.start_date))
        .filter((start) => start <= Date.parse(call.started_at));
      expect(began, `${call.record_id} at ${call.started_at}`).not.toEqual([]);
      expect(call.cost_cents).toBe(Math.round((call.duration_seconds * 69) / 60));
    }
    const premium = calls.filter((c) => c.line === "premium");
    for (const call of premium) expect(call.cost_cents).toBe(Math.round((call.duration_seconds * 149) / 60));
  });

  it("leaves a database that has data alone and prints no password again", async () => {
    const before = await t.handle.db.selectFrom("consultants").select("id").execute();
    expect(await seedDemoData(t.handle.db, { phone: undefined, password: undefined })).toEqual({ seeded: false });
    expect(await t.handle.db.selectFrom("consultants").select("id").execute()).toHaveLength(before.length);
  });

  it("uses ADMIN_PASSWORD when given and does not report it", async () => {
    const fresh = await createTestDatabase();
    const result = await seedDemoData(fresh.handle.db, { phone: "+4915100000002", password: "vorgegeben-123" });
    expect(result).toMatchObject({ seeded: true, generatedAdmin: undefined });
    await fresh.dispose();
  });
});

import { sql, type Kysely } from "kysely";
import type { Database } from "../../src/server/db/schema.ts";
import type { Journal } from "./journeys.ts";

/** A check and what broke it (nothing when it holds). */
export interface CheckResult {
  name: string;
  problems: string[];
}

async function rows<T>(db: Kysely<Database>, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

const sample = (items: unknown[]) => items.slice(0, 5).map((i) => JSON.stringify(i));

/** Every acknowledged write is in the database. */
export async function acknowledgedWrites(db: Kysely<Database>, journal: Journal): Promise<CheckResult[]> {
  const users = new Map((await db.selectFrom("users").select(["id", "phone", "name"]).execute()).map((u) => [u.id, u]));
  const missingUsers = journal.registered.filter((r) => {
    const u = users.get(r.userId);
    return !u || u.phone !== r.phone || u.name !== r.name;
  });

  const subscriptions = new Map(
    (
      await db.selectFrom("subscriptions").select(["provider_subscription_id", "user_id", "status", "id"]).execute()
    ).map((s) => [s.provider_subscription_id ?? "", s]),
  );
  const missingPending = journal.pendingSubscriptions.filter(
    (p) => subscriptions.get(p.subscriptionId)?.user_id !== p.userId,
  );
  const paidSubscriptionIds = new Set(
    (await db.selectFrom("payments").select("subscription_id").where("purpose", "=", "subscription").execute()).map(
      (p) => p.subscription_id,
    ),
  );
  const missingMemberships = journal.memberships.filter((m) => {
    const s = subscriptions.get(m.subscriptionId);
    return !s || s.user_id !== m.userId || s.status !== "active" || !paidSubscriptionIds.has(s.id);
  });

  const cardOrders = new Map(
    (await db.selectFrom("card_orders").select(["order_reference", "user_id", "status"]).execute()).map((o) => [
      o.order_reference,
      o,
    ]),
  );
  const missingCardOrders = journal.cardOrders.filter((o) => cardOrders.get(o.orderReference)?.user_id !== o.userId);
  const missingCardMemberships = journal.cardMemberships.filter((m) => {
    const s = subscriptions.get(m.orderReference);
    return (
      cardOrders.get(m.orderReference)?.status !== "paid" ||
      !s ||
      s.user_id !== m.userId ||
      s.status !== "active" ||
      !paidSubscriptionIds.has(s.id)
    );
  });

  const orders = new Map(
    (
      await db
        .selectFrom("credit_orders")
        .select(["order_id", "user_id", "status", "credits", "bonus_credits"])
        .execute()
    ).map((o) => [o.order_id, o]),
  );
  const missingOrders = journal.creditOrders.filter((o) => orders.get(o.orderId)?.user_id !== o.userId);
  const missingPurchases = journal.creditPurchases.filter((p) => {
    const o = orders.get(p.orderId);
    return !o || o.status !== "captured" || o.credits + o.bonus_credits !== p.creditsAdded;
  });

  return [
    { name: "bestätigte Registrierungen vorhanden", problems: sample(missingUsers) },
    { name: "bestätigte Abo-Anfragen vorhanden", problems: sample(missingPending) },
    { name: "bestätigte Mitgliedschaften aktiv und bezahlt", problems: sample(missingMemberships) },
    { name: "bestätigte Kartenzahlungen vorhanden", problems: sample(missingCardOrders) },
    { name: "bestätigte Karten-Mitgliedschaften aktiv und bezahlt", problems: sample(missingCardMemberships) },
    { name: "bestätigte Guthaben-Bestellungen vorhanden", problems: sample(missingOrders) },
    { name: "bestätigte Guthabenkäufe gutgeschrieben", problems: sample(missingPurchases) },
  ];
}

/** The money invariants: no payment without its effect, no effect twice or without its payment. */
export async function moneyInvariants(db: Kysely<Database>): Promise<CheckResult[]> {
  const paymentWithoutMembership = await rows(
    db,
    sql<{ id: number }>`select p.id from payments p left join subscriptions s on s.id = p.subscription_id
      where p.purpose = 'subscription'
        and (s.id is null or s.user_id <> p.user_id or s.status = 'pending')`,
  );
  const paymentWithoutCredits = await rows(
    db,
    sql<{ id: number }>`select p.id from payments p left join credit_orders o on o.capture_id = p.provider_payment_id
      where p.purpose = 'credits' and (o.order_id is null or o.user_id <> p.user_id or o.status = 'created')`,
  );
  const capturedWithoutPayment = await rows(
    db,
    sql<{ order_id: string }>`select o.order_id from credit_orders o
      where o.status <> 'created'
        and (select count(*) from payments p where p.purpose = 'credits' and p.provider_payment_id = o.capture_id) <> 1`,
  );
  const capturedWithoutEntries = await rows(
    db,
    sql<{ order_id: string }>`select o.order_id from credit_orders o
      where o.status <> 'created' and (
        (select count(*) from credit_entries e
          where e.operation_key = 'paypal-order:' || o.order_id || ':purchase'
            and e.user_id = o.user_id and e.amount = o.credits) <> 1
        or (select count(*) from credit_entries e
          where e.operation_key = 'paypal-order:' || o.order_id || ':bonus'
            and e.user_id = o.user_id and e.amount = o.bonus_credits) <> (case when o.bonus_credits > 0 then 1 else 0 end))`,
  );
  const entriesWithoutOrder = await rows(
    db,
    sql<{ id: number }>`select e.id from credit_entries e
      where e.operation_key like 'paypal-order:%'
        and not exists (select 1 from credit_orders o where o.status <> 'created' and o.user_id = e.user_id
          and e.operation_key in ('paypal-order:' || o.order_id || ':purchase', 'paypal-order:' || o.order_id || ':bonus'))`,
  );
  const cardPaidWithoutPayment = await rows(
    db,
    sql<{ order_reference: string }>`select o.order_reference from card_orders o
      where o.status = 'paid' and o.purpose = 'subscription' and (
        (select count(*) from payments p where p.provider = 'maxpay' and p.provider_payment_id = o.transaction_id) <> 1
        or not exists (select 1 from subscriptions s where s.provider = 'maxpay'
          and s.provider_subscription_id = o.order_reference and s.user_id = o.user_id and s.status <> 'pending'))`,
  );
  // The loop never moves the sandbox clock, so every card payment is the first of its order.
  const cardPaymentWithoutOrder = await rows(
    db,
    sql<{ id: number }>`select p.id from payments p where p.provider = 'maxpay' and p.purpose = 'subscription'
      and not exists (select 1 from card_orders o where o.transaction_id = p.provider_payment_id and o.status = 'paid')`,
  );
  const paymentTwice = await rows(
    db,
    sql<{ provider_payment_id: string }>`select provider_payment_id from payments
      group by provider, provider_payment_id having count(*) > 1`,
  );
  const subscriptionTwice = await rows(
    db,
    sql<{ provider_subscription_id: string }>`select provider_subscription_id from subscriptions
      where provider_subscription_id is not null
      group by provider, provider_subscription_id having count(*) > 1`,
  );
  const twoMemberships = await rows(
    db,
    sql<{ user_id: number }>`select user_id from subscriptions where status = 'active'
      group by user_id having count(*) > 1`,
  );
  const balanceOff = await rows(
    db,
    sql<{ user_id: number }>`select a.user_id from credit_accounts a
      where a.balance <> coalesce((select sum(e.amount) from credit_entries e where e.user_id = a.user_id), 0)
        or a.held < 0 or a.held > a.balance`,
  );
  return [
    { name: "jede Abo-Zahlung hat ihre Mitgliedschaft", problems: sample(paymentWithoutMembership) },
    { name: "jede Guthaben-Zahlung hat ihre bezahlte Bestellung", problems: sample(paymentWithoutCredits) },
    { name: "jede bezahlte Bestellung hat genau eine Zahlung", problems: sample(capturedWithoutPayment) },
    { name: "jede bezahlte Bestellung hat genau ihre Buchungen", problems: sample(capturedWithoutEntries) },
    { name: "keine Guthabenbuchung ohne bezahlte Bestellung", problems: sample(entriesWithoutOrder) },
    {
      name: "jede bezahlte Kartenbestellung hat genau eine Zahlung und ihre Mitgliedschaft",
      problems: sample(cardPaidWithoutPayment),
    },
    { name: "keine Kartenzahlung ohne bezahlte Bestellung", problems: sample(cardPaymentWithoutOrder) },
    { name: "keine Zahlung doppelt", problems: sample(paymentTwice) },
    { name: "kein Anbieter-Abo doppelt", problems: sample(subscriptionTwice) },
    { name: "höchstens eine aktive Mitgliedschaft je Konto", problems: sample(twoMemberships) },
    { name: "Kontostand = Summe der Buchungen", problems: sample(balanceOff) },
  ];
}

/** SQLite's own check of its file: pages, indexes, constraints. */
export async function sqliteIntegrity(db: Kysely<Database>): Promise<CheckResult[]> {
  const integrity = await rows(db, sql<{ integrity_check: string }>`pragma integrity_check`);
  const foreignKeys = await rows(db, sql<Record<string, unknown>>`pragma foreign_key_check`);
  return [
    {
      name: "PRAGMA integrity_check = ok",
      problems: integrity.map((r) => r.integrity_check).filter((v) => v !== "ok"),
    },
    { name: "PRAGMA foreign_key_check leer", problems: sample(foreignKeys) },
  ];
}

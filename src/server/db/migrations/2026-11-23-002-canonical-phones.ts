import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; add a new migration instead.

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types

/**
 * The canonical phone form as of this migration (a frozen copy: migrations never import app
 * code). "+", country code, number; "00" means "+", a leading single 0 is German, and a 0
 * right after +49 is dropped.
 */
function canonical(phone: string): string {
  let digits = phone.replace(/\(0\)/g, "").replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = `49${digits.slice(1)}`;
  if (digits.startsWith("490")) digits = `49${digits.slice(3)}`;
  return `+${digits}`;
}

// What the earlier code could store that is not canonical: a national number behind the "+"
// ("+0151…") and the trunk 0 after +49 ("+490151…"). Everything else was digits after "+".
const nonCanonical = (column: string) =>
  sql<boolean>`(${sql.ref(column)} like '+0%' or ${sql.ref(column)} like '+490%')`;

export async function up(db: AnyDb): Promise<void> {
  // Such accounts could not be found by their own number. Each gets the canonical form unless
  // another account has it already or another row would get it too; those stay as they are,
  // for a person to sort out.
  const users: { id: number; phone: string }[] = await db
    .selectFrom("users")
    .select(["id", "phone"])
    .where(nonCanonical("phone"))
    .execute();
  const wanted = new Map<string, number>();
  for (const user of users) wanted.set(canonical(user.phone), (wanted.get(canonical(user.phone)) ?? 0) + 1);
  for (const user of users) {
    const target = canonical(user.phone);
    if (target === user.phone || wanted.get(target) !== 1) continue;
    const taken = await db.selectFrom("users").select("id").where("phone", "=", target).executeTakeFirst();
    if (!taken) await db.updateTable("users").set({ phone: target }).where("id", "=", user.id).execute();
  }

  // Call records from national numbers were stored as "+0151…" and matched nobody.
  const callers: { caller_number: string }[] = await db
    .selectFrom("calls")
    .select("caller_number")
    .distinct()
    .where(nonCanonical("caller_number"))
    .execute();
  for (const { caller_number } of callers) {
    await db
      .updateTable("calls")
      .set({ caller_number: canonical(caller_number) })
      .where("caller_number", "=", caller_number)
      .execute();
  }
  await sql`update calls set user_id = (select users.id from users where users.phone = calls.caller_number)
    where user_id is null and exists (select 1 from users where users.phone = calls.caller_number)`.execute(db);
}

export async function down(): Promise<void> {
  // The old spellings are gone; the canonical numbers stay.
}

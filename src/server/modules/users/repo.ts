import type { Kysely, Selectable } from "kysely";
import type { Database, UsersTable } from "../../db/schema.ts";

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  /** Only the administrator is created with a given id (administrator.ts). */
  id?: number;
  name: string;
  phone: string;
  email: string | null;
  passwordHash: string;
  /** "YYYY-MM-DD"; null only for the administrator, who is created from the command line. */
  birthDate: string | null;
}

export function createUsersRepo(db: Kysely<Database>) {
  return {
    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    },
    findByPhone(phone: string): Promise<UserRow | undefined> {
      return db.selectFrom("users").selectAll().where("phone", "=", phone).executeTakeFirst();
    },
    /** Case-insensitive, matching the unique index on lower(email). */
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom("users")
        .selectAll()
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
        .executeTakeFirst();
    },
    async insert(user: NewUser): Promise<UserRow> {
      return db
        .insertInto("users")
        .values({
          ...(user.id === undefined ? {} : { id: user.id }),
          name: user.name,
          phone: user.phone,
          email: user.email,
          password_hash: user.passwordHash,
          birth_date: user.birthDate,
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** Sets the date of birth of an account that has none; false when it had one already. */
    async setMissingBirthDate(id: number, birthDate: string): Promise<boolean> {
      const result = await db
        .updateTable("users")
        .set({ birth_date: birthDate })
        .where("id", "=", id)
        .where("birth_date", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Sets the name, the canonical phone or the e-mail address; the unique indexes catch a race. */
    async updateContact(id: number, change: { name: string } | { phone: string } | { email: string }): Promise<void> {
      // A new address arrives here only after its link was used (docs/decisions/0036): it is
      // confirmed from that moment (docs/decisions/0051).
      const confirmed = "email" in change ? { email_confirmed_at: new Date().toISOString() } : {};
      await db
        .updateTable("users")
        .set({ ...change, ...confirmed })
        .where("id", "=", id)
        .execute();
    },
    /**
     * Marks the address confirmed when it is still the account's present one (compared like the
     * unique index); false when the account has another address by now or none.
     */
    async confirmEmail(id: number, email: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable("users")
        .set((eb) => ({ email_confirmed_at: eb.fn.coalesce("email_confirmed_at", eb.val(at.toISOString())) }))
        .where("id", "=", id)
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Whether the address belongs to an account that has confirmed it (docs/decisions/0051). */
    async isAddressConfirmed(email: string): Promise<boolean> {
      const row = await db
        .selectFrom("users")
        .select("email_confirmed_at")
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
        .executeTakeFirst();
      return row?.email_confirmed_at != null;
    },
    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", id).execute();
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;

import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { purgeKeptRows } from "../../db/retention.ts";

// The contact messages of a deleted account (docs/decisions/0037): erased, except requests the
// deletion filed itself (a payout of credits), which carry their own retain_until.
export function createContactErasureRepo(db: Kysely<Database>) {
  return {
    async insertKept(input: { name: string; email: string; message: string; retainUntil: string }): Promise<number> {
      const row = await db
        .insertInto("contact_messages")
        .values({
          name: input.name,
          email: input.email,
          message: input.message,
          ip: null,
          priority: 0,
          created_at: new Date().toISOString(),
          retain_until: input.retainUntil,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async eraseFrom(executor: Kysely<Database>, email: string): Promise<void> {
      await executor
        .deleteFrom("contact_messages")
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
        .where("retain_until", "is", null)
        .execute();
    },
    purge: (now: Date) => purgeKeptRows(db, "contact_messages", now),
  };
}

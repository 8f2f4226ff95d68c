import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  ip: string | null;
  /** A message from a signed-in member (Prioritäts-Support). */
  priority: boolean;
  topic: string | null;
}

export function createContactRepo(db: Kysely<Database>) {
  return {
    async insert(input: NewContactMessage): Promise<number> {
      const row = await db
        .insertInto("contact_messages")
        .values({ ...input, priority: input.priority ? 1 : 0, created_at: new Date().toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async markMailed(id: number): Promise<void> {
      await db
        .updateTable("contact_messages")
        .set({ mailed_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
    },
  };
}

export type ContactRepo = ReturnType<typeof createContactRepo>;

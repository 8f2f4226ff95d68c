import type { Kysely } from "kysely";
import { z } from "zod";
import { ADMIN_USER_ID } from "../../../shared/domain/administrator.ts";
import { normalizePhone } from "../../../shared/domain/phone.ts";
import type { Database } from "../../db/schema.ts";
import { hashPassword } from "../../lib/password.ts";

export { ADMIN_USER_ID };

const administratorSchema = z.object({
  name: z.string().trim().min(2, "Name muss mindestens 2 Zeichen lang sein."),
  phone: z
    .string()
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\+\d{10,15}$/, "Telefonnummer muss im internationalen Format sein (z.B. +49...).")),
  password: z
    .string()
    .min(6, "Passwort muss mindestens 6 Zeichen lang sein.")
    .max(128, "Passwort darf höchstens 128 Zeichen lang sein."),
});

export type AdministratorInput = z.input<typeof administratorSchema>;

/**
 * Creates user id 1, the only administrator there is. Refuses when it exists already,
 * so a second run can never take over or reset the account.
 */
export async function createAdministrator(
  db: Kysely<Database>,
  input: AdministratorInput,
): Promise<{ id: number; phone: string }> {
  const parsed = administratorSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("\n"));
  const { name, phone, password } = parsed.data;
  const existing = await db.selectFrom("users").select("id").where("id", "=", ADMIN_USER_ID).executeTakeFirst();
  if (existing) throw new Error("Es gibt bereits einen Administrator (Benutzer-ID 1).");
  const phoneTaken = await db.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirst();
  if (phoneTaken) throw new Error("Diese Telefonnummer ist bereits registriert.");
  await db
    .insertInto("users")
    .values({
      id: ADMIN_USER_ID,
      name,
      phone,
      email: null,
      password_hash: await hashPassword(password),
      created_at: new Date().toISOString(),
    })
    .execute();
  return { id: ADMIN_USER_ID, phone };
}

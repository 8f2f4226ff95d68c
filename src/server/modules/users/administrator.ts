import type { Kysely } from "kysely";
import { z } from "zod";
import { ADMIN_USER_ID } from "../../../shared/domain/administrator.ts";
import { normalizePhone } from "../../../shared/domain/phone.ts";
import type { Database } from "../../db/schema.ts";
import { hashPassword } from "../../lib/password.ts";
import { createUsersRepo } from "./repo.ts";

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
  const users = createUsersRepo(db);
  if (await users.findById(ADMIN_USER_ID)) throw new Error("Es gibt bereits einen Administrator (Benutzer-ID 1).");
  if (await users.findByPhone(phone)) throw new Error("Diese Telefonnummer ist bereits registriert.");
  await users.insert({
    id: ADMIN_USER_ID,
    name,
    phone,
    email: null,
    passwordHash: await hashPassword(password),
    birthDate: null,
  });
  return { id: ADMIN_USER_ID, phone };
}

import { normalizePhone } from "../../../shared/domain/phone.ts";
import { HttpError } from "../../http/http-error.ts";
import { hashPassword } from "../../lib/password.ts";
import type { UserRow, UsersRepo } from "./repo.ts";

export const userMessages = {
  phoneTaken: "Diese Telefonnummer ist bereits registriert.",
  emailTaken: "Diese E-Mail-Adresse ist bereits registriert.",
  notFound: "Dieses Konto wurde nicht gefunden.",
  deleted: "Dieses Konto ist gelöscht oder zur Löschung vorgemerkt; es kann nicht mehr bearbeitet werden.",
  minorOrder:
    "Bestellungen sind erst ab 18 Jahren möglich. Laut Ihrem Geburtsdatum sind Sie noch nicht volljährig; eine laufende Mitgliedschaft können Sie jederzeit kündigen.",
  alreadyLoggedIn:
    "Sie sind bereits angemeldet. Bitte melden Sie sich zuerst ab, wenn Sie ein weiteres Konto anlegen möchten.",
} as const;

export interface NewAccount {
  name: string;
  phone: string;
  email: string | null;
  password: string;
  /** "YYYY-MM-DD", checked by the route's schema (18 or older, docs/decisions/0033). */
  birthDate: string;
}

/** Accounts: who may register with which number and address. */
export function createUsersService(users: UsersRepo) {
  async function assertFree(phone: string, email: string | null): Promise<void> {
    if (await users.findByPhone(phone)) throw new HttpError(409, userMessages.phoneTaken);
    if (email && (await users.findByEmail(email))) throw new HttpError(409, userMessages.emailTaken);
  }

  return {
    async phoneExists(phone: string): Promise<boolean> {
      return (await users.findByPhone(normalizePhone(phone))) !== undefined;
    },

    /**
     * Stores the phone in its canonical form, so every spelling of one number is one account.
     * Rejects a registered phone or e-mail before hashing; the unique indexes catch races.
     */
    async createAccount(account: NewAccount): Promise<UserRow> {
      const phone = normalizePhone(account.phone);
      await assertFree(phone, account.email);
      const passwordHash = await hashPassword(account.password);
      try {
        return await users.insert({
          name: account.name,
          phone,
          email: account.email,
          passwordHash,
          birthDate: account.birthDate,
        });
      } catch (err) {
        await assertFree(phone, account.email);
        throw err;
      }
    },
  };
}

import { normalizePhone } from "../../../shared/domain/phone.ts";
import { HttpError } from "../../http/http-error.ts";
import { hashPassword } from "../../lib/password.ts";
import type { UserRow, UsersRepo } from "./repo.ts";

export const userMessages = {
  phoneTaken: "Diese Telefonnummer ist bereits registriert.",
  emailTaken: "Diese E-Mail-Adresse ist bereits registriert.",
  notFound: "Dieses Konto wurde nicht gefunden.",
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

  /** 409 when another account holds the phone or the address (the same words as at registration). */
  async function assertFreeFor(userId: number, taken: { phone: string } | { email: string }): Promise<void> {
    const holder = "phone" in taken ? await users.findByPhone(taken.phone) : await users.findByEmail(taken.email);
    if (holder && holder.id !== userId) {
      throw new HttpError(409, "phone" in taken ? userMessages.phoneTaken : userMessages.emailTaken);
    }
  }

  /** Writes a new phone or address after the check; a race lost to the unique index answers the same 409. */
  async function changeUnique(userId: number, change: { phone: string } | { email: string }): Promise<void> {
    await assertFreeFor(userId, change);
    try {
      await users.updateContact(userId, change);
    } catch (err) {
      await assertFreeFor(userId, change);
      throw err;
    }
  }

  return {
    assertEmailFreeFor: (userId: number, email: string) => assertFreeFor(userId, { email }),
    changeName: (userId: number, name: string) => users.updateContact(userId, { name }),
    /** Stores the phone in its canonical form, like the registration; refuses one another account holds. */
    changePhone: (userId: number, phone: string) => changeUnique(userId, { phone: normalizePhone(phone) }),
    changeEmail: (userId: number, email: string) => changeUnique(userId, { email }),

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

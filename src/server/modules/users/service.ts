import type { User } from "../../../shared/api-types.ts";
import { normalizePhone } from "../../../shared/domain/phone.ts";
import { HttpError } from "../../http/http-error.ts";
import { hashPassword } from "../auth/password.ts";
import type { SubscriptionsService } from "../subscriptions/service.ts";
import type { UserRow, UsersRepo } from "./repo.ts";
import { userView } from "./user-view.ts";

export const userMessages = {
  phoneTaken: "Diese Telefonnummer ist bereits registriert.",
  emailTaken: "Diese E-Mail-Adresse ist bereits registriert.",
  notFound: "Dieses Konto wurde nicht gefunden.",
  alreadyLoggedIn:
    "Sie sind bereits angemeldet. Bitte melden Sie sich zuerst ab, wenn Sie ein weiteres Konto anlegen möchten.",
} as const;

export interface NewAccount {
  name: string;
  phone: string;
  email: string | null;
  password: string;
}

export function createUsersService(users: UsersRepo, subscriptions: Pick<SubscriptionsService, "currentFor" | "clock">) {
  async function assertFree(phone: string, email: string | null): Promise<void> {
    if (await users.findByPhone(phone)) throw new HttpError(409, userMessages.phoneTaken);
    if (email && (await users.findByEmail(email))) throw new HttpError(409, userMessages.emailTaken);
  }

  return {
    async view(userId: number): Promise<User> {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(404, userMessages.notFound);
      return userView(user, await subscriptions.currentFor(userId), subscriptions.clock.now());
    },

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
        return await users.insert({ name: account.name, phone, email: account.email, passwordHash });
      } catch (err) {
        await assertFree(phone, account.email);
        throw err;
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

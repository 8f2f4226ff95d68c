import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { emailTokenParam } from "../../../shared/domain/email-change.ts";
import { personalDataMessages, type EmailChange } from "../../../shared/schemas/personal-data.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { Mailer, MailMessage } from "../mail/index.ts";
import type { Users } from "../users/index.ts";
import { changeDoneMail, changeRequestedMail, confirmNewAddressMail, type Sender } from "./email-mails.ts";
import { findEmailChangeOf, replaceEmailChange, takeEmailChange } from "./repo.ts";

// A link to the new address is valid for a day: long enough to open the mail later that day.
const LINK_VALID_MS = 24 * 60 * 60_000;

const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface PersonalDataDeps {
  db: Kysely<Database>;
  users: Pick<Users, "findById" | "changeName" | "changePhone" | "changeEmail" | "assertEmailFreeFor">;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  sender: Sender;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** Name, phone and e-mail address of an account; the password is checked by the routes before. */
export function createPersonalDataService(deps: PersonalDataDeps) {
  const { db, users, mailer, rateLimiter, sender, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function send(message: MailMessage, userId: number): Promise<void> {
    await mailer.send(message).catch((err: unknown) => log.error({ err, userId }, "personal data mail failed"));
  }

  async function accountOf(userId: number) {
    const user = await users.findById(userId);
    if (!user) throw new HttpError(404, "Dieses Konto wurde nicht gefunden.");
    return user;
  }

  return {
    changeName: (userId: number, name: string) => users.changeName(userId, name),
    changePhone: (userId: number, phone: string) => users.changePhone(userId, phone),

    async pendingEmail(userId: number): Promise<EmailChange> {
      const row = await findEmailChangeOf(db, userId);
      if (!row || new Date(row.expires_at) <= now()) return { pendingEmail: null, expiresAt: null };
      return { pendingEmail: row.new_email, expiresAt: row.expires_at };
    },

    /**
     * Mails a single-use link to the new address (only its hash is kept) and tells the old
     * one. Nothing changes until the link is opened. An address of another account: the
     * registration's 409, which says no more than the registration does.
     */
    async requestEmailChange(userId: number, email: string): Promise<EmailChange> {
      const user = await accountOf(userId);
      if (user.email !== null && user.email.toLowerCase() === email) {
        throw new HttpError(400, personalDataMessages.sameEmail);
      }
      await users.assertEmailFreeFor(userId, email);
      await rateLimiter.hit("emailChangeMailsPerAccount", `user:${userId}`);
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const expiresAt = new Date(at.getTime() + LINK_VALID_MS);
      await replaceEmailChange(db, {
        tokenHash: hashLinkToken(token),
        userId,
        newEmail: email,
        createdAt: at,
        expiresAt,
      });
      const link = `${sender.publicOrigin}/profile?${emailTokenParam}=${encodeURIComponent(token)}`;
      await send(confirmNewAddressMail(email, user.name, link, sender), userId);
      if (user.email) await send(changeRequestedMail(user.email, user.name, email, sender), userId);
      return { pendingEmail: email, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Spends the link of the logged-in account: the new address takes effect and the old one
     * is told. A link of another account, an unknown, used or expired one: 400, nothing changed.
     */
    async confirmEmailChange(userId: number, token: string): Promise<void> {
      // Only the logged-in account's own change is taken: another account's link stays as it was.
      const row = await takeEmailChange(db, hashLinkToken(token), userId);
      if (!row) throw new HttpError(400, personalDataMessages.emailLinkInvalid);
      if (new Date(row.expires_at) <= now()) throw new HttpError(400, personalDataMessages.emailLinkInvalid);
      const before = await accountOf(userId);
      await users.changeEmail(userId, row.new_email);
      if (before.email) await send(changeDoneMail(before.email, before.name, row.new_email, sender), userId);
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;

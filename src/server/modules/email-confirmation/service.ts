import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { pages } from "../../../shared/domain/page-paths.ts";
import {
  emailConfirmationMessages,
  emailConfirmationTokenParam,
  type EmailConfirmationState,
} from "../../../shared/schemas/email-confirmation.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { Mailer } from "../mail/index.ts";
import type { Users } from "../users/index.ts";
import { confirmAddressMail, type Sender } from "./mail.ts";
import { replaceConfirmation, takeConfirmation } from "./repo.ts";

// A week: the registrant may read the mail days later; the address waits unconfirmed meanwhile.
const LINK_VALID_MS = 7 * 24 * 60 * 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface EmailConfirmationDeps {
  db: Kysely<Database>;
  users: Pick<Users, "findById" | "confirmEmail">;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  sender: Sender;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** The link that confirms an account's address, and what it confirms (docs/decisions/0051). */
export function createEmailConfirmationService(deps: EmailConfirmationDeps) {
  const { db, users, mailer, rateLimiter, sender, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** A new single-use link to the address (only its hash is kept); an older one stops working. */
  async function mailLink(user: { id: number; name: string; email: string }): Promise<void> {
    const token = randomBytes(32).toString("base64url");
    const at = now();
    await replaceConfirmation(db, {
      tokenHash: hashToken(token),
      userId: user.id,
      email: user.email,
      createdAt: at,
      expiresAt: new Date(at.getTime() + LINK_VALID_MS),
    });
    const link = `${sender.publicOrigin}${pages.emailConfirmation}?${emailConfirmationTokenParam}=${encodeURIComponent(token)}`;
    await mailer.send(confirmAddressMail({ to: user.email, name: user.name, link }, sender));
  }

  async function stateOf(userId: number): Promise<EmailConfirmationState> {
    const user = await users.findById(userId);
    if (!user) throw new HttpError(404, "Dieses Konto wurde nicht gefunden.");
    return { email: user.email, confirmed: user.email !== null && user.email_confirmed_at !== null };
  }

  return {
    stateOf,

    /**
     * The registration's link. A mail that fails does not undo the registration: the account
     * asks for a new link on /profile.
     */
    async afterRegistration(user: { id: number; name: string; email: string | null }): Promise<void> {
      if (!user.email) return;
      const { email } = user;
      await mailLink({ ...user, email }).catch((err: unknown) =>
        log.error({ err, userId: user.id }, "email confirmation mail failed"),
      );
    },

    /** "Link erneut senden": a few a day per account (emailConfirmationMailsPerAccount). */
    async resend(userId: number): Promise<EmailConfirmationState> {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(404, "Dieses Konto wurde nicht gefunden.");
      if (!user.email) throw new HttpError(400, emailConfirmationMessages.noAddress);
      if (user.email_confirmed_at !== null) throw new HttpError(409, emailConfirmationMessages.alreadyConfirmed);
      await rateLimiter.hit("emailConfirmationMailsPerAccount", `user:${userId}`);
      await mailLink({ id: user.id, name: user.name, email: user.email });
      return { email: user.email, confirmed: false };
    },

    /**
     * Spends a link, with or without a session: the mailbox is what it proves. Unknown, used,
     * forged or meant for an address the account no longer has: 400 and nothing changes;
     * expired: 400 with its own words.
     */
    async confirm(token: string): Promise<void> {
      const row = await takeConfirmation(db, hashToken(token));
      if (!row) throw new HttpError(400, emailConfirmationMessages.linkInvalid);
      if (new Date(row.expires_at) <= now()) throw new HttpError(400, emailConfirmationMessages.linkExpired);
      if (!(await users.confirmEmail(row.user_id, row.email, now()))) {
        throw new HttpError(400, emailConfirmationMessages.linkInvalid);
      }
    },
  };
}

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;

import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import {
  accountDeletionMessages,
  type AccountDeletionPreview,
  type AccountDeletionResponse,
  type CreditsChoice,
} from "../../../shared/schemas/account-deletion.ts";
import { ADMIN_USER_ID } from "../../../shared/domain/administrator.ts";
import { formatBerlinDate } from "../../../shared/domain/berlin-time.ts";
import { formatEuro } from "../../../shared/domain/plan.ts";
import { retainUntil } from "../../../shared/domain/retention.ts";
import type { AccountErasure } from "../../db/account-erasure.ts";
import { latest, type ExpiredRecordsPurge } from "../../db/retention.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { clientAddressKey } from "../../lib/client-address-key.ts";
import type { Clock } from "../../lib/clock.ts";
import { verifyPassword } from "../../lib/password.ts";
import type { AuthModule } from "../auth/index.ts";
import type { Contact } from "../contact/index.ts";
import type { ProtectionCarryOver } from "../spending/index.ts";
import type { Subscription, SubscriptionsService } from "../subscriptions/index.ts";
import type { Users } from "../users/index.ts";
import type { AccountDeletionRow, AccountDeletionsRepo } from "./repo.ts";

/** A claim older than this belongs to a process that died: another may take the row over. */
const claimTimeoutMs = 10 * 60_000;

export interface AccountDeletionDeps {
  repo: AccountDeletionsRepo;
  clock: Clock;
  log: FastifyBaseLogger;
  rateLimiter: RateLimiter;
  users: Pick<Users, "findById" | "erasure">;
  eraseLoginsOf: AuthModule["eraseLoginsOf"];
  /** Keeps a running pause and a lowered limit bound to the phone number and address (decision 0049). */
  carryOver: Pick<ProtectionCarryOver, "keep">;
  /** Turns the account's restricted sessions into full ones when it takes its deletion back. */
  liftDeletionRestriction(userId: number): Promise<void>;
  subscriptions: Pick<SubscriptionsService, "currentFor" | "effectiveEndIfCancelledNow"> & {
    cancelFor(userId: number): Promise<{ effectiveEndDate: string }>;
    accountErasure: AccountErasure & { finishedFor(userId: number, now: Date): Promise<boolean> };
  };
  /** The credit account as stored now: balance and what a running call holds. */
  creditsOf(userId: number): Promise<{ balance: number; held: number }>;
  contact: Pick<Contact, "fileSupportRequest" | "eraseMessagesFrom" | "purgeKept">;
  /** Every other module's erasure of its own tables. */
  erasers: AccountErasure[];
  /** The periods of records of accounts that still exist: sessions, contact messages, the audit log. */
  expired: ExpiredRecordsPurge[];
  supportEmail: string;
}

/** When the contract lets the account go: the end of the running membership, or now. */
function membershipEnd(subscriptions: AccountDeletionDeps["subscriptions"], current: Subscription | undefined) {
  return current ? subscriptions.effectiveEndIfCancelledNow(current) : null;
}

function doneMessage(row: AccountDeletionRow, now: Date): string {
  if (row.erased_at) return "Ihr Konto wurde gelöscht. Sie wurden auf allen Geräten abgemeldet.";
  if (new Date(row.due_at) <= now) return "Ihr Konto wird jetzt gelöscht. Sie wurden auf allen Geräten abgemeldet.";
  return (
    `Ihre Mitgliedschaft ist gekündigt und endet am ${formatBerlinDate(row.due_at)}; dann wird Ihr Konto gelöscht. ` +
    "Sie wurden auf allen Geräten abgemeldet. Bis dahin können Sie sich anmelden, um Zahlungen, Belege, " +
    "Monatsauszüge, Ausgabenlimit und Pause zu sehen oder die Löschung zurückzunehmen."
  );
}

/**
 * Deleting an account (docs/decisions/0037): the owner asks with the password; every session
 * ends and the account can no longer log in at once; a running membership is cancelled at the
 * earliest end the contract allows (decision 0006) and the erasure waits for it; remaining
 * credits are paid out through a support request or forfeited. The erasure asks each owning
 * module to erase or keep its own rows, all in one transaction.
 */
export function createAccountDeletionService(deps: AccountDeletionDeps) {
  const { repo, clock, log, users, subscriptions } = deps;

  function answer(row: AccountDeletionRow): AccountDeletionResponse {
    return {
      deletedAt: row.erased_at,
      deletionDueAt: row.due_at,
      credits: row.credits,
      creditsChoice: row.credits_choice === "payout" ? "payout" : "forfeit",
      message: doneMessage(row, clock.now()),
    };
  }

  async function checkPassword(userId: number, passwordHash: string, password: string, ip: string): Promise<void> {
    // Counted like a failed login of this account from this address: a stolen session cannot
    // guess the password here faster than at the login.
    const slot = ["loginFailuresPerAccountAddress", `deletion:${userId}|${clientAddressKey(ip)}`] as const;
    await deps.rateLimiter.hit(...slot);
    if (!(await verifyPassword(passwordHash, password))) {
      throw new HttpError(400, accountDeletionMessages.wrongPassword);
    }
    await deps.rateLimiter.release(...slot);
  }

  async function filePayout(userId: number, name: string, email: string | null, credits: number): Promise<void> {
    const now = clock.now();
    await deps.contact.fileSupportRequest({
      name,
      email: email ?? deps.supportEmail,
      subject: `Auszahlung von Cosmos Credits nach Kontolöschung (Konto ${userId})`,
      message:
        `Das Konto ${userId} wird auf Wunsch des Kunden gelöscht. Bitte das verbleibende Guthaben auszahlen:\n` +
        `${credits} Cosmos Credits, Gegenwert ${formatEuro(credits)} (1 Credit = 1 Cent).\n` +
        `Die Zahlungen und Credit-Bestellungen des Kontos bleiben für die Auszahlung gespeichert.` +
        (email ? "" : "\nDas Konto hat keine E-Mail-Adresse; bitte über die Zahlungsdaten erstatten."),
      retainUntil: retainUntil(now, "businessLetters"),
    });
  }

  /** Erases the account in one transaction; the caller holds the claim. */
  async function erase(userId: number): Promise<void> {
    const user = await users.findById(userId);
    const now = clock.now();
    await repo.inTransaction(async (trx: Kysely<Database>) => {
      if (user) await deps.carryOver.keep(trx, userId, user);
      const kept: Array<string | null> = [];
      for (const eraser of [subscriptions.accountErasure, ...deps.erasers])
        kept.push(await eraser.eraseUser(trx, userId));
      if (user?.email) await deps.contact.eraseMessagesFrom(trx, user.email);
      await deps.eraseLoginsOf(trx, userId);
      await users.erasure.anonymise(trx, userId, now, latest(kept) ?? retainUntil(now, "limitation"));
      await repo.markErased(trx, userId, now);
    });
    log.info({ userId }, "account erased");
  }

  /** Erases one due deletion unless another process has it or its membership still runs. */
  async function eraseIfDue(userId: number): Promise<boolean> {
    const now = clock.now();
    if (!(await repo.claim(userId, now, new Date(now.getTime() - claimTimeoutMs)))) return false;
    try {
      if (!(await subscriptions.accountErasure.finishedFor(userId, now))) {
        await repo.release(userId);
        return false;
      }
      await erase(userId);
      return true;
    } catch (error) {
      log.error({ err: error, userId }, "account erasure failed; will retry");
      await repo.release(userId);
      return false;
    }
  }

  return {
    async preview(userId: number): Promise<AccountDeletionPreview> {
      const [current, credits] = await Promise.all([subscriptions.currentFor(userId), deps.creditsOf(userId)]);
      return {
        membershipEndsAt: membershipEnd(subscriptions, current)?.toISOString() ?? null,
        credits: credits.balance,
      };
    },

    /**
     * The owner's request. Of simultaneous requests the first recorded one acts; the others, and
     * a repeat, answer what it recorded. A wrong password changes nothing.
     */
    async request(userId: number, password: string, choice: CreditsChoice, ip: string) {
      if (userId === ADMIN_USER_ID) throw new HttpError(403, accountDeletionMessages.administrator);
      const user = await users.findById(userId);
      if (!user) throw new HttpError(404, accountDeletionMessages.wrongPassword);
      await checkPassword(userId, user.password_hash, password, ip);
      const existing = await repo.find(userId);
      if (existing) return answer(existing);
      const credits = await deps.creditsOf(userId);
      if (credits.held > 0) throw new HttpError(409, accountDeletionMessages.callRunning);
      const current = await subscriptions.currentFor(userId);
      const now = clock.now();
      const planned = membershipEnd(subscriptions, current) ?? now;
      const won = await repo.insertOnce({
        user_id: userId,
        requested_at: now.toISOString(),
        due_at: planned.toISOString(),
        credits_choice: credits.balance > 0 ? choice : "forfeit",
        credits: credits.balance,
        claimed_at: now.toISOString(),
      });
      if (won) {
        await users.erasure.markDeletionRequested(userId, now);
        await deps.eraseLoginsOf(repo.executor, userId);
        let due = planned;
        if (current && current.status !== "cancelled") {
          due = new Date((await subscriptions.cancelFor(userId)).effectiveEndDate);
        }
        await repo.setDue(userId, due);
        if (credits.balance > 0 && choice === "payout")
          await filePayout(userId, user.name, user.email, credits.balance);
        if (due <= clock.now()) await eraseIfDue(userId);
      }
      const row = await repo.find(userId);
      if (!row) throw new Error(`account deletion of ${userId} vanished`);
      return answer(row);
    },

    /**
     * The owner takes a waiting deletion back (docs/decisions/0049): the account is whole again
     * and logs in as before. The membership's cancellation stays, as any cancellation does; a
     * payout filed with support is called off by a second request to support.
     */
    async withdraw(userId: number): Promise<{ message: string }> {
      const row = await repo.find(userId);
      if (!row || row.erased_at) throw new HttpError(409, accountDeletionMessages.nothingToWithdraw);
      const now = clock.now();
      if (!(await repo.withdraw(userId, new Date(now.getTime() - claimTimeoutMs)))) {
        throw new HttpError(409, accountDeletionMessages.erasing);
      }
      await users.erasure.clearDeletionRequested(userId);
      await deps.liftDeletionRestriction(userId);
      const user = await users.findById(userId);
      if (user && row.credits_choice === "payout" && row.credits > 0) {
        await deps.contact.fileSupportRequest({
          name: user.name,
          email: user.email ?? deps.supportEmail,
          subject: `Auszahlung hinfällig: Kontolöschung zurückgenommen (Konto ${userId})`,
          message:
            `Der Kunde hat die Löschung des Kontos ${userId} zurückgenommen. Die beantragte Auszahlung von ` +
            `${row.credits} Cosmos Credits entfällt, soweit sie noch nicht erfolgt ist.`,
          retainUntil: retainUntil(now, "businessLetters"),
        });
      }
      const current = await subscriptions.currentFor(userId);
      const cancelled = current?.status === "cancelled" ? membershipEnd(subscriptions, current) : null;
      return {
        message:
          "Die Löschung Ihres Kontos ist zurückgenommen. " +
          (cancelled
            ? `Die Kündigung Ihrer Mitgliedschaft bleibt bestehen; sie endet am ${formatBerlinDate(cancelled.toISOString())}.`
            : "Sie können Ihr Konto wieder wie gewohnt nutzen."),
      };
    },

    /** Carries out the deletions whose time has come; answers how many were erased. */
    async runDue(limit = 50): Promise<number> {
      const now = clock.now();
      let done = 0;
      for (const userId of await repo.due(now, new Date(now.getTime() - claimTimeoutMs), limit)) {
        if (await eraseIfDue(userId)) done += 1;
      }
      return done;
    },

    /** Deletes the kept records whose retention has run out, then the stubs they named. */
    async purge(): Promise<number> {
      const now = clock.now();
      let purged = await deps.contact.purgeKept(now);
      for (const eraser of deps.erasers) purged += await eraser.purgeKept(now);
      for (const records of deps.expired) purged += await records.purgeExpired();
      return purged + (await users.erasure.purge(now));
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;

import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { chargedSeconds, type CallEndReason } from "../../../shared/domain/call-end.ts";
import { creditCallDebit, creditCallMaxSeconds, creditEntryDescriptions } from "../../../shared/domain/credits.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter, RateLimitName } from "../../http/rate-limit.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Calls } from "../calls/index.ts";
import type { Consultants } from "../consultants/index.ts";
import type { Spending } from "../spending/index.ts";
import { isKnownMinor, type Users } from "../users/index.ts";
import { createCreditCallsRepo } from "./credit-calls-repo.ts";
import type { CreditPins } from "./credit-pins.ts";
import type { CustomerNumbers } from "./customer-numbers.ts";
import { createCreditLedger, type PostResult } from "./credit-ledger.ts";
import { createCreditLedgerRepo } from "./credit-ledger-repo.ts";

/**
 * Why the IVR must not connect a call on the credit line (docs/telephony.md, "The credit line", with
 * the announcement the IVR plays for each):
 * - pin_wrong: the caller could not be recognised: without a customer number, the calling
 *   number belongs to no account; with one, the number names no account, the account has no
 *   credit PIN yet, the PIN does not match, five wrong PINs have locked the account's PIN, or a
 *   failure budget (calling number or whole line) is used up. One answer for all of them, so
 *   that the line tells nobody which phone numbers are registered or which customer numbers
 *   exist. (no_account, pin_locked and pin_not_set are no longer answered; they stay in the
 *   list so that the contract only grows.)
 * - consultant_unknown: no consultant has this extension;
 * - consultant_offline / consultant_busy: the consultant cannot take a call now;
 * - no_credits: the available balance does not pay for one minute with this consultant;
 * - call_running: a credit call of this account is still live (one at a time), or, with a
 *   spending limit, a call on the member line;
 * - paused: the account holder paused calls and purchases (docs/decisions/0030);
 * - limit_reached: the spending limit leaves less than one minute with this consultant.
 * - adults_only: the account is under 18 by its date of birth (docs/decisions/0033).
 */
export const creditCallRefusals = [
  "no_account",
  "pin_not_set",
  "pin_wrong",
  "pin_locked",
  "consultant_unknown",
  "consultant_offline",
  "consultant_busy",
  "no_credits",
  "call_running",
  "paused",
  "limit_reached",
  "adults_only",
] as const;
export type CreditCallRefusal = (typeof creditCallRefusals)[number];

/**
 * The longest call the IVR may connect, whatever the balance. It stays well below the time
 * after which a hold without a record is given back, so no running call loses its hold.
 */
export const creditCallLongestSeconds = 2 * 60 * 60;
/** A hold whose call record has not arrived after this long is released by the job. */
export const creditHoldReleaseAfterMs = 3 * 60 * 60 * 1000;

export interface CreditCallRequest {
  /** Canonical form (shared/domain/phone.ts); "+" alone when the number is withheld. */
  caller: string;
  extension: string;
  customerNumber?: string;
  pin?: string;
}

export type CreditCallAnswer =
  | { authorized: true; callId: string; maxSeconds: number; creditsPerMinute: number }
  | { authorized: false; reason: CreditCallRefusal };

/** The parts of a carrier's call record that settle a credit call. */
export interface CreditCallRecord {
  callId: string;
  recordId: string;
  /** Canonical form, like CreditCallRequest.caller. */
  caller: string;
  extension: string | null;
  startedAt: string;
  durationSeconds: number;
  /** Who or what ended the call; null when the record does not say (then every second is charged). */
  endReason?: CallEndReason | null;
}

export const creditCallMessages = {
  unknownCall: "Dieser Anruf über die Credit-Linie ist nicht bekannt.",
  otherCaller: "Dieser Anruf über die Credit-Linie gehört zu einer anderen Rufnummer.",
  settledBefore: "Dieser Anruf über die Credit-Linie wurde bereits mit einem anderen Datensatz abgerechnet.",
  recordIdUsed: "Diese recordId gehört bereits zu einem anderen Anruf; es wurde nichts abgebucht.",
} as const;

/**
 * What the spend of a call record debited, for every outcome of the credit ledger. The spend is keyed
 * by the record id, so a key found taken means another call (of this or another account) was
 * settled by this record id: 409, and the transaction rolls back with nothing debited.
 */
function debitedBy(posted: PostResult): number {
  switch (posted.status) {
    case "applied":
      return -posted.entry.amount;
    case "repeated":
    case "conflict":
      throw new HttpError(409, creditCallMessages.recordIdUsed);
    // Nothing left to take: a late record after the released hold was spent on later calls.
    case "insufficient":
      return 0;
  }
}

const refuse = (reason: CreditCallRefusal): CreditCallAnswer => ({ authorized: false, reason });

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  users: Pick<Users, "findByPhone" | "findById">;
  consultants: Pick<Consultants, "findByExtension">;
  /** The call record is stored in the transaction that debits the call. */
  calls: Pick<Calls, "insertOnceWithin">;
  pins: CreditPins;
  customerNumbers: Pick<CustomerNumbers, "userIdOf">;
  limiter: Pick<RateLimiter, "hit" | "release">;
  spending: Pick<Spending, "creditCallCapWithin" | "holdCreditCallWithin" | "releaseCreditCallWithin" | "noteSpent">;
}

/** A withheld number reaches us as "+" alone (shared/domain/phone.ts): every such caller is one. */
const isWithheld = (caller: string) => caller === "+";

/**
 * Calls on the credit line: the IVR's question before connecting (the whole available balance
 * is held for the call), the call's record (debits what the call cost, never more than was
 * held) and the release of holds whose record never came. Every step that touches a balance
 * locks the account first, so concurrent requests for one account run one after the other.
 */
export function createCreditCalls(deps: Deps) {
  const { db, clock, users, consultants, pins, customerNumbers, limiter, spending } = deps;
  const creditLedger = createCreditLedger({ clock });

  /**
   * Reserves one failed try in the failure budgets before the PIN is compared: the counters go up
   * atomically, so however many guesses arrive at once, no more than the budget reach Argon2.
   * A right PIN gives its slots back. False when a budget is used up.
   */
  async function reservePinTry(caller: string): Promise<RateLimitName[] | false> {
    // Withheld numbers would all share one bucket, so one caller could lock out every other:
    // for them the line-wide budget is the guard.
    const budgets: RateLimitName[] = isWithheld(caller)
      ? ["creditPinFailuresOverall"]
      : ["creditPinFailuresPerCaller", "creditPinFailuresOverall"];
    for (const budget of budgets) {
      try {
        await limiter.hit(budget, budget === "creditPinFailuresOverall" ? "line" : caller);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) return false;
        throw error;
      }
    }
    return budgets;
  }

  /** The account the call is for: by customer number and PIN when given, else by the caller's number. */
  async function identify(request: CreditCallRequest): Promise<number | CreditCallRefusal> {
    if (request.customerNumber === undefined) {
      const user = await users.findByPhone(request.caller);
      // An unknown calling number sounds like an unknown customer number (creditCallRefusals).
      return user ? user.id : "pin_wrong";
    }
    const budgets = await reservePinTry(request.caller);
    // A used-up budget still stops the guess before Argon2, but says no more than a wrong PIN.
    if (!budgets) return "pin_wrong";
    const pin = request.pin ?? "";
    const userId = await customerNumbers.userIdOf(request.customerNumber);
    const check = userId === undefined ? await pins.checkWithoutPin(pin) : await pins.check(userId, pin);
    if (check === "ok" && userId !== undefined) {
      for (const budget of budgets) {
        await limiter.release(budget, budget === "creditPinFailuresOverall" ? "line" : request.caller);
      }
      return userId;
    }
    // An unknown number, an account without a PIN, a wrong PIN and a locked PIN sound alike
    // (creditCallRefusals): a lock that answered differently would show that the account exists.
    return "pin_wrong";
  }

  return {
    async authorize(request: CreditCallRequest): Promise<CreditCallAnswer> {
      // The consultant first: a call that cannot be connected anyway costs no PIN try.
      const consultant = await consultants.findByExtension(request.extension);
      // A deactivated consultant is no longer connected (docs/decisions/0015).
      if (!consultant || consultant.active !== 1) return refuse("consultant_unknown");
      if (consultant.status === "busy") return refuse("consultant_busy");
      if (consultant.status !== "available") return refuse("consultant_offline");
      const userId = await identify(request);
      if (typeof userId === "string") return refuse(userId);
      const user = await users.findById(userId);
      if (user && isKnownMinor(user)) return refuse("adults_only");
      const cpm = consultant.credits_per_minute;

      return db.transaction().execute(async (trx) => {
        const now = clock.now();
        const account = await createCreditLedgerRepo(trx).lockAccount(userId, now);
        const calls = createCreditCallsRepo(trx);
        if (await calls.liveCallOf(userId)) return refuse("call_running");
        // The pause and the spending limit come first: they decide whatever the balance
        // (docs/decisions/0030); the limit and the call are decided in this one transaction.
        const cap = await spending.creditCallCapWithin(trx, userId);
        if (cap.refused) return refuse(cap.refused);
        // Credits owed from a refund are not the account's to spend.
        const balanceAvailable = account.balance - account.held - account.owed;
        if (balanceAvailable < cpm) return refuse("no_credits");
        // The call holds the balance, but never more than the limit still allows.
        const available = cap.capCents === null ? balanceAvailable : Math.min(balanceAvailable, cap.capCents);
        if (available < cpm) return refuse("limit_reached");
        if (!(await creditLedger.hold(trx, userId, available))) return refuse("no_credits");
        const callId = randomBytes(18).toString("base64url");
        if (cap.capCents !== null) {
          await spending.holdCreditCallWithin(trx, {
            callId,
            userId,
            amountCents: available,
            expiresAt: new Date(now.getTime() + creditHoldReleaseAfterMs),
          });
        }
        await calls.insert({
          call_id: callId,
          user_id: userId,
          consultant_id: consultant.id,
          consultant_name: consultant.name,
          caller_number: request.caller,
          credits_per_minute: cpm,
          held_credits: available,
          status: "live",
          started_at: now.toISOString(),
          ended_at: null,
          record_id: null,
          debited_credits: null,
        });
        const maxSeconds = Math.min(creditCallMaxSeconds(available, cpm), creditCallLongestSeconds);
        return { authorized: true, callId, maxSeconds, creditsPerMinute: cpm };
      });
    },

    /**
     * Settles a credit call from its record, once: debits ceil(seconds × price / 60) credits,
     * at most what was held, releases the hold in the same step and stores the call in the
     * history. false when this record was handled before (nothing changes).
     */
    async settle(record: CreditCallRecord): Promise<boolean> {
      const found = await createCreditCallsRepo(db).find(record.callId);
      if (!found) throw new HttpError(404, creditCallMessages.unknownCall);
      const settled = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        await createCreditLedgerRepo(trx).lockAccount(found.user_id, now);
        const creditCalls = createCreditCallsRepo(trx);
        const call = (await creditCalls.find(record.callId)) ?? found;
        if (call.record_id === record.recordId) return false;
        if (record.caller !== call.caller_number) throw new HttpError(409, creditCallMessages.otherCaller);
        if (call.status === "settled") throw new HttpError(409, creditCallMessages.settledBefore);

        // A call dropped by the consultant's side or the network: the first minute is not charged.
        const endReason = record.endReason ?? null;
        const { charged, waived } = chargedSeconds(record.durationSeconds, endReason);
        const cost = Math.min(creditCallDebit(charged, call.credits_per_minute), call.held_credits);
        const endedAt = new Date(Date.parse(record.startedAt) + record.durationSeconds * 1000).toISOString();
        const spend = {
          userId: call.user_id,
          type: "spend" as const,
          amount: -cost,
          description: creditEntryDescriptions.spend(call.consultant_name, record.durationSeconds),
          operationKey: `credit-call:${record.recordId}`,
        };
        let debited = 0;
        if (call.status === "live") {
          // At most what was held, debited in the same step that releases the hold.
          const posted =
            cost > 0
              ? await creditLedger.post(trx, spend, { release: call.held_credits, upToAvailable: true })
              : undefined;
          // Without an applied debit nothing released the hold: it is given back on its own.
          if (posted?.status !== "applied") await creditLedger.release(trx, call.user_id, call.held_credits);
          if (posted) debited = debitedBy(posted);
          await creditCalls.finish(call.call_id, "settled", { endedAt, recordId: record.recordId, debited });
          await spending.releaseCreditCallWithin(trx, call.call_id);
          // A refund during the call booked held credits as owed: the hold has ended, take them now.
          await creditLedger.settleOwed(trx, call.user_id, `credit-call:${record.recordId}:owed`);
        } else {
          // The record came after the job gave the hold back: the call took place, so it is
          // debited from what the balance still has (a later call may have used the rest).
          if (cost > 0) debited = debitedBy(await creditLedger.post(trx, spend, { upToAvailable: true }));
          await creditCalls.settleReleased(call.call_id, { endedAt, recordId: record.recordId, debited });
        }
        const stored = await deps.calls.insertOnceWithin(trx, {
          recordId: record.recordId,
          userId: call.user_id,
          callerNumber: record.caller,
          line: "credit",
          extension: record.extension,
          consultantId: call.consultant_id,
          consultantName: call.consultant_name,
          startedAt: new Date(record.startedAt).toISOString(),
          durationSeconds: record.durationSeconds,
          // One credit is one cent (shared/domain/credits.ts).
          costCents: debited,
          endReason,
          waivedSeconds: waived,
          creditsPerMinute: call.credits_per_minute,
        });
        // The record id was stored before for a call on another line: this record is not new.
        if (!stored) throw new HttpError(409, creditCallMessages.recordIdUsed);
        return true;
      });
      // What the call cost counts against the limits: the 80 % warning may be due.
      if (settled) await spending.noteSpent(found.user_id);
      return settled;
    },

    /**
     * Gives back the holds of calls whose record has not come after creditHoldReleaseAfterMs.
     * Each call is claimed by a conditional update in the same transaction as its release, so
     * any number of processes running this at once release each hold once.
     */
    async releaseStaleHolds(): Promise<number> {
      const before = new Date(clock.now().getTime() - creditHoldReleaseAfterMs);
      let released = 0;
      for (const call of await createCreditCallsRepo(db).liveStartedBefore(before, 200)) {
        const done = await db.transaction().execute(async (trx) => {
          await createCreditLedgerRepo(trx).lockAccount(call.user_id, clock.now());
          const claimed = await createCreditCallsRepo(trx).finish(call.call_id, "released", {
            endedAt: null,
            recordId: null,
            debited: null,
          });
          if (claimed) {
            await creditLedger.release(trx, call.user_id, call.held_credits);
            await spending.releaseCreditCallWithin(trx, call.call_id);
            // A refund during the call booked held credits as owed: the hold has ended, take them now.
            await creditLedger.settleOwed(trx, call.user_id, `credit-release:${call.call_id}:owed`);
          }
          return claimed;
        });
        if (done) released += 1;
      }
      return released;
    },
  };
}

export type CreditCalls = ReturnType<typeof createCreditCalls>;

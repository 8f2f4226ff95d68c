import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";

import {
  formatEuro,
  berlinDayPeriod,
  berlinMonthPeriod,
  formatLongBerlinDate,
  limitChange,
  maxSecondsFor,
  memberLineCentsPerMinute,
  pauseUntil,
  remainingCents,
  replacesPause,
  smallerRemainder,
  spendingMonthlyEurosMax,
  spendingPauseEndDelayMs,
  spendingRaiseDelayMs,
  warningThreshold,
  type SpendingPauseLength,
  type SpendingPeriod,
} from "../../../shared/domain/spending.ts";
import { berlinMonthOf, formatMonth } from "../../../shared/domain/horoscope-month.ts";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Calls } from "../calls/index.ts";
import type { Reviews } from "../reviews/index.ts";
import type { Mailer } from "../mail/index.ts";
import type { PaymentRecords } from "../payment-records/index.ts";
import type { Receipts } from "../receipts/index.ts";
import type { Users } from "../users/index.ts";
import type { SpendingView } from "../../../shared/schemas/spending.ts";
import { spendingMail, type SpendingMailKind } from "./mails.ts";
import { createSpendingRepo, type SpendingLimitsRow, type SpendingPauseRow } from "./repo.ts";

export interface Limits {
  monthlyCents: number | null;
  dailyCents: number | null;
}

/** Why a call may not start because of the cap (docs/telephony.md, the refusals and their announcements). */
export type SpendingRefusal = "paused" | "limit_reached" | "call_running";

/** The IVR's answer about the member line, beside `member`. */
export type MemberLineDecision =
  { mayStart: true; maxSeconds?: number } | { mayStart: false; reason: SpendingRefusal; resetsAt?: string };

/** What the cap allows a credit call: refused, or at most `capCents` (null: no cap). */
export type CreditCallCap =
  { refused: SpendingRefusal; resetsAt?: string } | { refused: null; capCents: number | null };

/** A member-line hold outlives its call's longest length by this much before it expires unreleased. */
export const memberHoldGraceMs = 10 * 60 * 1000;

/**
 * How long a purchase's hold stands unless its payment is recorded or refused first: long past
 * a provider's answer to taking the money (the PayPal client gives up after 20 s), short enough
 * that a process stopped in the middle blocks nothing for long (docs/decisions/0030).
 */
export const purchaseHoldMs = 10 * 60 * 1000;
const purchaseHoldId = (purchaseKey: string) => `purchase:${purchaseKey}`;

/** The monthly summary goes out in the first days of the next month, or not at all. */
const summaryDays = 7;
const dayMs = 24 * 60 * 60 * 1000;

export const spendingMessages = {
  monthlyRange: `Das Monatslimit muss ein ganzer Euro-Betrag von 1 bis ${spendingMonthlyEurosMax.toLocaleString("de-DE")} € sein.`,
  dailyRange: "Das Tageslimit muss ein ganzer Euro-Betrag ab 1 € sein und darf das Monatslimit nicht übersteigen.",
  dailyAboveMonthly: "Das Tageslimit darf nicht höher sein als das Monatslimit.",
  noPendingRaise: "Es wartet keine Erhöhung Ihres Ausgabenlimits, die Sie zurücknehmen könnten.",
  pauseRunning: (until: string | null) =>
    until === null
      ? "Sie haben bereits eine Pause eingelegt, die läuft, bis Sie sie beenden."
      : `Sie haben bereits eine Pause eingelegt, die bis ${formatLongBerlinDate(until)} läuft. Eine kürzere Pause ist nicht möglich.`,
  noPause: "Sie haben gerade keine Pause eingelegt.",
  pausedPurchase: (until: string | null) =>
    until === null
      ? "Sie haben eine Pause eingelegt. Käufe sind nicht möglich, bis Sie die Pause beenden und diese nach 24 Stunden endet."
      : `Sie haben eine Pause eingelegt. Käufe sind bis ${formatLongBerlinDate(until)} nicht möglich.`,
  overLimit: (limitCents: number, period: "month" | "day", resetsAt: string) =>
    `Diese Zahlung würde Ihr Ausgabenlimit von ${formatEuro(limitCents)} für ${period === "month" ? "diesen Monat" : "heute"} ` +
    `überschreiten. Es setzt sich am ${formatLongBerlinDate(resetsAt)} zurück.`,
} as const;

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  users: Pick<Users, "findById">;
  mailer: Mailer;
  calls: Pick<Calls, "costByLineWithin" | "startedBetween" | "accountsCallingBetween">;
  paymentRecords: Pick<PaymentRecords, "paidWithin" | "accountsPayingBetween">;
  receipts: Pick<Receipts, "refundedWithin">;
  defaultMonthlyCents: number;
  brandName: string;
  log: FastifyBaseLogger;
  /** The calls the summary reminds the caller to review, each once (docs/decisions/0040). */
  reviewReminders?: ReviewReminders;
}

type ReviewReminders = Reviews["reminders"];

function pauseEndsAt(pause: SpendingPauseRow): string | null {
  const requested =
    pause.end_requested_at === null
      ? null
      : new Date(Date.parse(pause.end_requested_at) + spendingPauseEndDelayMs).toISOString();
  if (pause.until === null) return requested;
  if (requested === null) return pause.until;
  return requested < pause.until ? requested : pause.until;
}

/** The pause in force at `now`, or null when there is none or it has ended. */
function activePause(pause: SpendingPauseRow | undefined, now: Date): SpendingPauseRow | null {
  if (!pause) return null;
  const ends = pauseEndsAt(pause);
  return ends === null || Date.parse(ends) > now.getTime() ? pause : null;
}

/**
 * The spending cap and the pause (docs/decisions/0030): the user's limits (or the operator's
 * default), what counts against them per Berlin month and day, the holds of running calls, and
 * the mails that confirm every change.
 */
export function createSpendingService(deps: Deps) {
  const { db, clock, users, mailer, calls, paymentRecords, receipts, defaultMonthlyCents, log } = deps;

  const limitsOf = (row: SpendingLimitsRow | undefined): Limits =>
    row && row.own === 1
      ? { monthlyCents: row.monthly_cents, dailyCents: row.daily_cents }
      : { monthlyCents: defaultMonthlyCents, dailyCents: null };

  /** Mails the account; true when the mail went out. A failure is logged, never thrown. */
  async function send(userId: number, kind: SpendingMailKind): Promise<boolean> {
    try {
      const user = await users.findById(userId);
      if (!user?.email) return false;
      await mailer.send(spendingMail({ to: user.email, name: user.name, brandName: deps.brandName, kind }));
      return true;
    } catch (error) {
      log.error({ err: error, userId }, "spending mail not sent");
      return false;
    }
  }

  /** Mails once per key: the notice is claimed first, so concurrent callers send it once. */
  async function sendOnce(userId: number, key: string, kind: SpendingMailKind): Promise<void> {
    if (await createSpendingRepo(db).claimNotice(userId, key, clock.now())) await send(userId, kind);
  }

  /**
   * Locks the account's row and brings a raise whose seven days have passed into force. Answers
   * the row and, when a raise came into force now, its limits (for the confirmation mail).
   */
  async function lockedRow(trx: Kysely<Database>, userId: number, now: Date) {
    const repo = createSpendingRepo(trx);
    const row = await repo.lock(userId, now);
    if (row.pending_effective_at === null || Date.parse(row.pending_effective_at) > now.getTime())
      return { row, raised: null };
    const raised = {
      monthlyCents: row.pending_monthly_cents,
      dailyCents: row.pending_daily_cents,
      effectiveAt: row.pending_effective_at,
    };
    const next = {
      ...row,
      own: 1,
      monthly_cents: raised.monthlyCents,
      daily_cents: raised.dailyCents,
      pending_monthly_cents: null,
      pending_daily_cents: null,
      pending_effective_at: null,
      updated_at: now.toISOString(),
    };
    await repo.saveLimits(userId, next);
    return { row: next, raised };
  }

  async function confirmRaise(userId: number, raised: (Limits & { effectiveAt: string }) | null) {
    if (raised) await sendOnce(userId, `raise:${raised.effectiveAt}`, { kind: "raise_in_force", limits: raised });
  }

  async function spentIn(executor: Kysely<Database>, userId: number, period: SpendingPeriod) {
    const byLine = await calls.costByLineWithin(executor, userId, period.from, period.resetsAt);
    const paid = await paymentRecords.paidWithin(executor, userId, period.from, period.resetsAt);
    // A refund lowers the period it arrives in, never below nothing (docs/decisions/0030).
    const refunded = await receipts.refundedWithin(executor, userId, period.from, period.resetsAt);
    const spent = {
      memberCalls: byLine.member,
      creditCalls: byLine.credit,
      creditPurchases: Math.max(0, paid.credits - refunded.credits),
      membership: Math.max(0, paid.subscription - refunded.membership),
    };
    return { ...spent, total: spent.memberCalls + spent.creditCalls + spent.creditPurchases + spent.membership };
  }

  async function periodView(
    executor: Kysely<Database>,
    userId: number,
    period: SpendingPeriod,
    limit: number | null,
    held: number,
  ) {
    const spent = await spentIn(executor, userId, period);
    return {
      from: period.from.toISOString(),
      resetsAt: period.resetsAt.toISOString(),
      spent,
      limitCents: limit,
      remainingCents: remainingCents(limit, spent.total, held),
      heldCents: held,
    } satisfies SpendingView["month"];
  }

  /** The whole state the page shows, read in the given transaction (or the database). */
  async function viewWith(executor: Kysely<Database>, userId: number, now: Date): Promise<SpendingView> {
    const repo = createSpendingRepo(executor);
    const row = await repo.limitsOf(userId);
    const pauseRow = await repo.pauseOf(userId);
    const held = await repo.heldAt(userId, now);
    const limits = limitsOf(row);
    const month = await periodView(executor, userId, berlinMonthPeriod(now), limits.monthlyCents, held.cents);
    const day = await periodView(executor, userId, berlinDayPeriod(now), limits.dailyCents, held.cents);
    const pause = activePause(pauseRow, now);
    const pauseView = pause
      ? { until: pause.until, endRequestedAt: pause.end_requested_at, endsAt: pauseEndsAt(pause) }
      : null;
    let blocked: SpendingView["blocked"] = null;
    if (pauseView) blocked = { reason: "paused", until: pauseView.endsAt };
    // Reached by what was spent; what a running call holds is not spent yet.
    else if (month.limitCents !== null && month.spent.total >= month.limitCents)
      blocked = { reason: "limit_reached", until: month.resetsAt };
    else if (day.limitCents !== null && day.spent.total >= day.limitCents)
      blocked = { reason: "limit_reached", until: day.resetsAt };
    return {
      limits,
      defaultMonthlyCents,
      isDefault: !row || row.own !== 1,
      pendingRaise:
        row && row.pending_effective_at !== null
          ? {
              monthlyCents: row.pending_monthly_cents,
              dailyCents: row.pending_daily_cents,
              effectiveAt: row.pending_effective_at,
            }
          : null,
      pause: pauseView,
      month,
      day,
      summaryMail: !(await repo.summaryMailOff(userId)),
      blocked,
    };
  }

  /** The summary of one account's past month, once (the notice is claimed before the mail goes out). */
  async function sendSummary(userId: number, month: SpendingPeriod, monthName: string): Promise<void> {
    const repo = createSpendingRepo(db);
    if (await repo.summaryMailOff(userId)) return;
    const user = await users.findById(userId);
    if (!user?.email) return;
    if (!(await repo.claimNotice(userId, `summary:${month.from.toISOString()}`, clock.now()))) return;
    const monthCalls = await calls.startedBetween(userId, month.from, month.resetsAt);
    const seconds = monthCalls.reduce((sum, call) => sum + call.duration_seconds, 0);
    const unrated = (await deps.reviewReminders?.due(userId)) ?? [];
    const sent = await send(userId, {
      kind: "summary",
      monthName,
      calls: monthCalls.length,
      minutes: Math.round(seconds / 60),
      spent: await spentIn(db, userId, month),
      monthlyLimitCents: limitsOf(await repo.limitsOf(userId)).monthlyCents,
      unrated,
    });
    if (sent && unrated.length > 0) {
      await deps.reviewReminders?.markReminded(
        userId,
        unrated.map((call) => call.callId),
        clock.now(),
      );
    }
  }

  /** Sends the 80 % warning and the limit-reached mail of each period once, when the sums call for them. */
  async function noteSpending(userId: number, view: SpendingView): Promise<void> {
    for (const [name, period] of [
      ["month", view.month],
      ["day", view.day],
    ] as const) {
      const limit = period.limitCents;
      if (limit === null) continue;
      const key = `${name}:${period.from}`;
      // What was spent decides, not what a running call holds.
      if (period.spent.total >= limit) {
        await sendOnce(userId, `reached:${key}`, {
          kind: "limit_reached",
          limitCents: limit,
          period: name,
          resetsAt: period.resetsAt,
        });
      } else if (period.spent.total >= warningThreshold(limit)) {
        await sendOnce(userId, `warning:${key}`, {
          kind: "warning",
          limitCents: limit,
          period: name,
          spentCents: period.spent.total,
          resetsAt: period.resetsAt,
        });
      }
    }
  }

  /** The limits in force, with the pause, locked in `trx`, for a decision about a call. */
  async function capWithin(trx: Kysely<Database>, userId: number, now: Date) {
    const { row, raised } = await lockedRow(trx, userId, now);
    const repo = createSpendingRepo(trx);
    const pause = activePause(await repo.pauseOf(userId), now);
    const limits = limitsOf(row);
    return { limits, pause, raised, repo };
  }

  /**
   * What may still be spent now (the smaller of month and day) and when the binding period
   * resets; null without any limit.
   */
  async function remainingNow(executor: Kysely<Database>, userId: number, limits: Limits, held: number, now: Date) {
    const month = berlinMonthPeriod(now);
    const day = berlinDayPeriod(now);
    const monthLeft =
      limits.monthlyCents === null
        ? null
        : remainingCents(limits.monthlyCents, (await spentIn(executor, userId, month)).total, held);
    const dayLeft =
      limits.dailyCents === null
        ? null
        : remainingCents(limits.dailyCents, (await spentIn(executor, userId, day)).total, held);
    const remaining = smallerRemainder(monthLeft, dayLeft);
    const binding = dayLeft !== null && (monthLeft === null || dayLeft <= monthLeft) ? day : month;
    return { remaining, monthLeft, dayLeft, month, day, resetsAt: binding.resetsAt.toISOString() };
  }

  /**
   * Why a purchase of `amountCents` may not be paid now, or null: a pause, or the month's or the
   * day's limit it would pass (`heldCents`, what running calls and other purchases hold, counts).
   */
  async function purchaseRefusal(
    executor: Kysely<Database>,
    userId: number,
    cap: { limits: Limits; pause: SpendingPauseRow | null },
    heldCents: number,
    amountCents: number,
    now: Date,
  ): Promise<HttpError | null> {
    const { limits, pause } = cap;
    if (pause) return new HttpError(409, spendingMessages.pausedPurchase(pauseEndsAt(pause)));
    const left = await remainingNow(executor, userId, limits, heldCents, now);
    if (left.monthLeft !== null && limits.monthlyCents !== null && amountCents > left.monthLeft)
      return new HttpError(
        409,
        spendingMessages.overLimit(limits.monthlyCents, "month", left.month.resetsAt.toISOString()),
      );
    if (left.dayLeft !== null && limits.dailyCents !== null && amountCents > left.dayLeft)
      return new HttpError(409, spendingMessages.overLimit(limits.dailyCents, "day", left.day.resetsAt.toISOString()));
    return null;
  }

  const service = {
    defaultMonthlyCents,

    async view(userId: number): Promise<SpendingView> {
      const now = clock.now();
      const { raised } = await db.transaction().execute((trx) => lockedRow(trx, userId, now));
      await confirmRaise(userId, raised);
      const view = await viewWith(db, userId, now);
      await noteSpending(userId, view);
      return view;
    },

    async setLimits(userId: number, monthlyEuros: number | null, dailyEuros: number | null): Promise<SpendingView> {
      if (
        monthlyEuros !== null &&
        (!Number.isInteger(monthlyEuros) || monthlyEuros < 1 || monthlyEuros > spendingMonthlyEurosMax)
      )
        throw new HttpError(400, spendingMessages.monthlyRange);
      if (
        dailyEuros !== null &&
        (!Number.isInteger(dailyEuros) || dailyEuros < 1 || dailyEuros > spendingMonthlyEurosMax)
      )
        throw new HttpError(400, spendingMessages.dailyRange);
      if (monthlyEuros !== null && dailyEuros !== null && dailyEuros > monthlyEuros)
        throw new HttpError(400, spendingMessages.dailyAboveMonthly);
      const wanted: Limits = {
        monthlyCents: monthlyEuros === null ? null : monthlyEuros * 100,
        dailyCents: dailyEuros === null ? null : dailyEuros * 100,
      };
      const now = clock.now();
      const outcome = await db.transaction().execute(async (trx) => {
        const { row, raised } = await lockedRow(trx, userId, now);
        const current = limitsOf(row);
        const monthly = limitChange(current.monthlyCents, wanted.monthlyCents);
        const daily = limitChange(current.dailyCents, wanted.dailyCents);
        // Lowerings apply at once; raises and removals wait seven days (docs/decisions/0030).
        const inForce: Limits = {
          monthlyCents: monthly === "raise" ? current.monthlyCents : wanted.monthlyCents,
          dailyCents: daily === "raise" ? current.dailyCents : wanted.dailyCents,
        };
        const waits = monthly === "raise" || daily === "raise";
        const effectiveAt = waits ? new Date(now.getTime() + spendingRaiseDelayMs).toISOString() : null;
        // The same wish again (a repeated request) keeps the state and its 7 days, and mails nothing.
        const samePending = waits
          ? row.pending_effective_at !== null &&
            row.pending_monthly_cents === wanted.monthlyCents &&
            row.pending_daily_cents === wanted.dailyCents
          : row.pending_effective_at === null;
        const unchanged =
          row.own === 1 &&
          inForce.monthlyCents === current.monthlyCents &&
          inForce.dailyCents === current.dailyCents &&
          samePending;
        if (unchanged) return { raised, mail: null };
        await createSpendingRepo(trx).saveLimits(userId, {
          monthly_cents: inForce.monthlyCents,
          daily_cents: inForce.dailyCents,
          pending_monthly_cents: waits ? wanted.monthlyCents : null,
          pending_daily_cents: waits ? wanted.dailyCents : null,
          pending_effective_at: effectiveAt,
          updated_at: now.toISOString(),
        });
        const mail: SpendingMailKind = waits
          ? { kind: "raise_waiting", limits: inForce, pending: wanted, effectiveAt: effectiveAt ?? "" }
          : { kind: "limits_set", limits: inForce };
        return { raised, mail };
      });
      await confirmRaise(userId, outcome.raised);
      if (outcome.mail) await send(userId, outcome.mail);
      return viewWith(db, userId, now);
    },

    async withdrawRaise(userId: number): Promise<SpendingView> {
      const now = clock.now();
      // Refused without a waiting raise before anything is written.
      const before = await createSpendingRepo(db).limitsOf(userId);
      if (!before?.pending_effective_at || Date.parse(before.pending_effective_at) <= now.getTime())
        throw new HttpError(409, spendingMessages.noPendingRaise);
      const outcome = await db.transaction().execute(async (trx) => {
        const { row, raised } = await lockedRow(trx, userId, now);
        if (row.pending_effective_at === null) return { raised, withdrawn: false, limits: limitsOf(row) };
        await createSpendingRepo(trx).saveLimits(userId, {
          monthly_cents: row.monthly_cents,
          daily_cents: row.daily_cents,
          pending_monthly_cents: null,
          pending_daily_cents: null,
          pending_effective_at: null,
          updated_at: now.toISOString(),
          own: row.own,
        });
        return { raised, withdrawn: true, limits: limitsOf(row) };
      });
      await confirmRaise(userId, outcome.raised);
      if (!outcome.withdrawn) throw new HttpError(409, spendingMessages.noPendingRaise);
      await send(userId, { kind: "raise_withdrawn", limits: outcome.limits });
      return viewWith(db, userId, now);
    },

    async startPause(userId: number, length: SpendingPauseLength): Promise<SpendingView> {
      const now = clock.now();
      const until = pauseUntil(now, length);
      await db.transaction().execute(async (trx) => {
        await lockedRow(trx, userId, now);
        const repo = createSpendingRepo(trx);
        const running = activePause(await repo.pauseOf(userId), now);
        if (running) {
          const endsAt = pauseEndsAt(running);
          const endingEarlyAt = running.end_requested_at === null || endsAt === null ? null : new Date(endsAt);
          if (!replacesPause({ length: running.length, endingEarlyAt }, length, until))
            throw new HttpError(409, spendingMessages.pauseRunning(endsAt));
        }
        await repo.savePause({
          user_id: userId,
          length,
          started_at: running?.started_at ?? now.toISOString(),
          until: until?.toISOString() ?? null,
          end_requested_at: null,
        });
      });
      await send(userId, { kind: "pause_started", until: until?.toISOString() ?? null });
      return viewWith(db, userId, now);
    },

    async endPause(userId: number): Promise<SpendingView> {
      const now = clock.now();
      if (!activePause(await createSpendingRepo(db).pauseOf(userId), now))
        throw new HttpError(409, spendingMessages.noPause);
      const endsAt = await db.transaction().execute(async (trx) => {
        await lockedRow(trx, userId, now);
        const repo = createSpendingRepo(trx);
        const running = activePause(await repo.pauseOf(userId), now);
        if (!running) throw new HttpError(409, spendingMessages.noPause);
        // Asked before: the end stays where it was.
        if (running.end_requested_at !== null) return null;
        const next = { ...running, end_requested_at: now.toISOString() };
        await repo.savePause(next);
        return pauseEndsAt(next);
      });
      if (endsAt !== null) await send(userId, { kind: "pause_ending", endsAt });
      return viewWith(db, userId, now);
    },

    /**
     * Refuses a purchase of `amountCents` before any provider is asked: while paused, or when it
     * would pass the month's or the day's limit (what is held for a running call counts).
     */
    async assertPurchaseAllowed(userId: number, amountCents: number): Promise<void> {
      const now = clock.now();
      // Only read: a refused purchase leaves every row as it was. A raise whose moment has
      // passed counts as in force here; the next read of the account stores it.
      const repo = createSpendingRepo(db);
      const row = await repo.limitsOf(userId);
      const due = row?.pending_effective_at != null && Date.parse(row.pending_effective_at) <= now.getTime();
      const limits: Limits =
        row && due ? { monthlyCents: row.pending_monthly_cents, dailyCents: row.pending_daily_cents } : limitsOf(row);
      const pause = activePause(await repo.pauseOf(userId), now);
      const held = (await repo.heldAt(userId, now)).cents;
      const refusal = await purchaseRefusal(db, userId, { limits, pause }, held, amountCents, now);
      if (refusal) throw refusal;
    },

    /**
     * Right before a provider takes the money of a purchase that was allowed when it started:
     * refuses it now as assertPurchaseAllowed does (paused, or past a limit), or holds its amount
     * until its payment is recorded (releasePurchaseWithin), the provider refuses it
     * (releasePurchase) or the hold expires. The check and the hold happen in one transaction on
     * the account's locked row, so two purchases paid at the same moment see each other and
     * cannot both pass a limit only one of them fits. Every try is checked again; the same
     * purchase tried again (a repeated return) does not count its own hold twice.
     */
    async reservePurchase(userId: number, purchaseKey: string, amountCents: number): Promise<void> {
      const now = clock.now();
      const holdId = purchaseHoldId(purchaseKey);
      const raised = await db.transaction().execute(async (trx) => {
        const { limits, pause, raised, repo } = await capWithin(trx, userId, now);
        const held = (await repo.heldAt(userId, now)).cents - (await repo.heldBy(holdId, now));
        const refusal = await purchaseRefusal(trx, userId, { limits, pause }, held, amountCents, now);
        if (refusal) throw refusal;
        // Without any limit there is nothing to hold against (a pause was looked at above).
        if (limits.monthlyCents !== null || limits.dailyCents !== null)
          await repo.holdPurchase({
            holdId,
            userId,
            amountCents,
            now,
            expiresAt: new Date(now.getTime() + purchaseHoldMs),
          });
        return raised;
      });
      await confirmRaise(userId, raised);
    },

    /** The provider refused the purchase's payment: what it held counts no more. */
    async releasePurchase(purchaseKey: string): Promise<void> {
      await createSpendingRepo(db).releaseHold(purchaseHoldId(purchaseKey), clock.now());
    },

    /**
     * In the transaction that records the purchase's payment, which counts from then on: its
     * hold ends. The account's row is locked first, so a purchase being checked at this moment
     * sees either the hold or the payment, never neither.
     */
    async releasePurchaseWithin(trx: Kysely<Database>, userId: number, purchaseKey: string): Promise<void> {
      const now = clock.now();
      const repo = createSpendingRepo(trx);
      await repo.lock(userId, now);
      await repo.releaseHold(purchaseHoldId(purchaseKey), now);
    },

    /**
     * The member line's check before a call: paused or the limit reached refuse; with a limit the
     * whole remainder is held for the call (one capped call per account at a time) until its
     * record releases it or it expires after the call's longest length and a grace.
     */
    async memberLineCall(userId: number): Promise<MemberLineDecision> {
      const now = clock.now();
      const outcome = await db.transaction().execute(
        async (
          trx,
        ): Promise<{
          decision: MemberLineDecision;
          raised: (Limits & { effectiveAt: string }) | null;
        }> => {
          const { limits, pause, raised, repo } = await capWithin(trx, userId, now);
          if (pause) return { decision: { mayStart: false, reason: "paused" }, raised };
          if (limits.monthlyCents === null && limits.dailyCents === null)
            return { decision: { mayStart: true }, raised };
          const held = await repo.heldAt(userId, now);
          if (held.count > 0) return { decision: { mayStart: false, reason: "call_running" }, raised };
          // No call holds anything now; a purchase being paid may.
          const left = await remainingNow(trx, userId, limits, held.cents, now);
          const remaining = left.remaining ?? 0;
          const maxSeconds = maxSecondsFor(remaining, memberLineCentsPerMinute);
          if (maxSeconds < 60)
            return { decision: { mayStart: false, reason: "limit_reached", resetsAt: left.resetsAt }, raised };
          await repo.insertHold({
            holdId: randomBytes(12).toString("base64url"),
            userId,
            line: "member",
            amountCents: remaining,
            now,
            expiresAt: new Date(now.getTime() + maxSeconds * 1000 + memberHoldGraceMs),
          });
          return { decision: { mayStart: true, maxSeconds }, raised };
        },
      );
      await confirmRaise(userId, outcome.raised);
      await service.noteSpent(userId);
      return outcome.decision;
    },

    /** A member-line call's record arrived: its hold is released, and the warnings are looked at. */
    async memberCallRecorded(userId: number): Promise<void> {
      await createSpendingRepo(db).releaseOldestOnLine(userId, "member", clock.now());
      await service.noteSpent(userId);
    },

    /**
     * In the credit line's transaction, after its account is locked: whether the cap lets the call
     * start and how much of the balance it may hold at most.
     */
    async creditCallCapWithin(trx: Kysely<Database>, userId: number): Promise<CreditCallCap> {
      const now = clock.now();
      const { limits, pause, repo } = await capWithin(trx, userId, now);
      if (pause) return { refused: "paused" };
      if (limits.monthlyCents === null && limits.dailyCents === null) return { refused: null, capCents: null };
      const held = await repo.heldAt(userId, now);
      if (held.count > 0) return { refused: "call_running" };
      // No call holds anything now; a purchase being paid may.
      const left = await remainingNow(trx, userId, limits, held.cents, now);
      if ((left.remaining ?? 0) <= 0) return { refused: "limit_reached", resetsAt: left.resetsAt };
      return { refused: null, capCents: left.remaining };
    },

    /** Holds `amountCents` for a credit call in its transaction, keyed by the call's id. */
    async holdCreditCallWithin(
      trx: Kysely<Database>,
      hold: { callId: string; userId: number; amountCents: number; expiresAt: Date },
    ): Promise<void> {
      await createSpendingRepo(trx).insertHold({
        holdId: `credit:${hold.callId}`,
        userId: hold.userId,
        line: "credit",
        amountCents: hold.amountCents,
        now: clock.now(),
        expiresAt: hold.expiresAt,
      });
    },

    /** Releases a credit call's hold (settled or given back) in the caller's transaction. */
    async releaseCreditCallWithin(trx: Kysely<Database>, callId: string): Promise<void> {
      await createSpendingRepo(trx).releaseHold(`credit:${callId}`, clock.now());
    },

    /** Turns the monthly summary mail on or off. */
    async setSummaryMail(userId: number, on: boolean): Promise<SpendingView> {
      await createSpendingRepo(db).setSummaryMail(userId, on, clock.now());
      return viewWith(db, userId, clock.now());
    },

    /**
     * "Ihr Monat bei …": the month before `now` summed up for every account that called or paid in
     * it and did not turn the mail off, each once however often this runs (a job, any process).
     * Only in the first days of a month: a summary later than that helps no one, and the hourly
     * job need not look through last month's accounts for the rest of this one.
     */
    async sendMonthlySummaries(): Promise<void> {
      const now = clock.now();
      const thisMonth = berlinMonthPeriod(now);
      if (now.getTime() >= thisMonth.from.getTime() + summaryDays * dayMs) return;
      const month = berlinMonthPeriod(new Date(thisMonth.from.getTime() - 1));
      const monthName = formatMonth(berlinMonthOf(month.from));
      const accounts = new Set([
        ...(await calls.accountsCallingBetween(month.from, month.resetsAt)),
        ...(await paymentRecords.accountsPayingBetween(month.from, month.resetsAt)),
      ]);
      for (const userId of accounts) {
        try {
          await sendSummary(userId, month, monthName);
        } catch (error) {
          log.error({ err: error, userId }, "monthly summary not sent");
        }
      }
    },

    /** Something counted against the limits: sends the 80 % warning or the limit-reached mail once per period. */
    async noteSpent(userId: number): Promise<void> {
      try {
        await noteSpending(userId, await viewWith(db, userId, clock.now()));
      } catch (error) {
        log.error({ err: error, userId }, "spending warning not checked");
      }
    },
  };
  return service;
}

export type SpendingService = ReturnType<typeof createSpendingService>;

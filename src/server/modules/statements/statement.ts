import { berlinStartOfDay, formatBerlinDate, formatBerlinTime } from "../../../shared/domain/berlin-time.ts";
import { droppedCallNote } from "../../../shared/domain/call-end.ts";
import { callPricesCents } from "../../../shared/domain/plan.ts";
import { addMonths, berlinMonthOf, formatMonth, monthPattern } from "../../../shared/domain/horoscope-month.ts";

// The monthly statement: every call and every payment of one Berlin calendar month, with sums
// (docs/decisions/0032). One shape, written as PDF (pdf.ts) and as CSV (csv.ts).

export const statementMessages = {
  badMonth: "Bitte geben Sie den Monat im Format JJJJ-MM an, zum Beispiel 2026-11.",
  futureMonth: "Für einen Monat, der noch nicht begonnen hat, gibt es keine Monatsübersicht.",
  beforeAccount: (since: string) =>
    `Für diesen Monat gibt es keine Monatsübersicht: Ihr Konto besteht seit ${formatMonth(since)}.`,
  badFormat: "Die Monatsübersicht gibt es als pdf oder csv.",
} as const;

export const lineLabels: Record<string, string> = {
  member: "Mitgliederlinie",
  premium: "Ohne Mitgliedschaft",
  credit: "Credit-Linie",
};

const paymentLabels: Record<string, string> = {
  subscription: "Premium-Mitgliedschaft",
  credits: "Cosmos Credits",
  test: "Testzahlung",
};

const methodLabels: Record<string, string> = { paypal: "PayPal", maxpay: "Karte" };

/** A call as the calls module stores it (the fields the statement reads). */
export interface CallInput {
  started_at: string;
  line: string;
  consultant_name: string | null;
  duration_seconds: number;
  cost_cents: number;
  credits_per_minute: number | null;
  waived_seconds: number;
}

/** A payment as the payment records store it (the fields the statement reads). */
export interface PaymentInput {
  paid_at: string;
  purpose: string;
  provider: string;
  amount_cents: number;
}

export interface StatementCall {
  date: string;
  time: string;
  line: string;
  consultant: string;
  durationSeconds: number;
  /** Euro cents a minute; on the credit line the consultant's credits a minute (1 credit = 1 cent). */
  pricePerMinuteCents: number | null;
  /** Credits debited: credit-line calls only. */
  credits: number | null;
  amountCents: number;
  /** Why a dropped call was not charged, or only in part. */
  note: string | null;
}

export interface StatementPayment {
  date: string;
  time: string;
  what: string;
  method: string;
  amountCents: number;
}

export interface Statement {
  month: string;
  /** "November 2026" */
  title: string;
  customerName: string;
  calls: StatementCall[];
  payments: StatementPayment[];
  sums: {
    /** The 0900 lines, billed with the phone bill. */
    phoneCents: number;
    creditCredits: number;
    callsCents: number;
    paymentsCents: number;
  };
}

/** The instants a Berlin calendar month "YYYY-MM" starts and ends (exclusive). */
export function berlinMonthRange(month: string): { from: Date; to: Date } {
  return { from: berlinStartOfDay(`${month}-01`), to: berlinStartOfDay(`${addMonths(month, 1)}-01`) };
}

/** The months a statement exists for: from the account's first month to now, newest first. */
export function statementMonths(accountCreatedAt: string, now: Date): string[] {
  const first = berlinMonthOf(new Date(accountCreatedAt));
  const months: string[] = [];
  for (let month = berlinMonthOf(now); month >= first; month = addMonths(month, -1)) months.push(month);
  return months;
}

/** The German reason a month has no statement, or null when it has one. */
export function monthRefusal(month: string, accountCreatedAt: string, now: Date): string | null {
  if (!monthPattern.test(month)) return statementMessages.badMonth;
  if (month > berlinMonthOf(now)) return statementMessages.futureMonth;
  const first = berlinMonthOf(new Date(accountCreatedAt));
  if (month < first) return statementMessages.beforeAccount(first);
  return null;
}

export function buildStatement(input: {
  month: string;
  customerName: string;
  calls: CallInput[];
  payments: PaymentInput[];
}): Statement {
  const calls = input.calls.map((call): StatementCall => {
    const credit = call.line === "credit";
    const tariff = call.line === "member" || call.line === "premium" ? callPricesCents[call.line] : null;
    return {
      date: formatBerlinDate(call.started_at),
      time: formatBerlinTime(call.started_at),
      line: lineLabels[call.line] ?? call.line,
      consultant: call.consultant_name ?? "Unbekannter Berater",
      durationSeconds: call.duration_seconds,
      pricePerMinuteCents: credit ? call.credits_per_minute : tariff,
      credits: credit ? call.cost_cents : null,
      // One credit is one cent (shared/domain/credits.ts).
      amountCents: call.cost_cents,
      note: droppedCallNote(call.waived_seconds, call.duration_seconds - call.waived_seconds),
    };
  });
  const payments = input.payments.map((payment): StatementPayment => ({
    date: formatBerlinDate(payment.paid_at),
    time: formatBerlinTime(payment.paid_at),
    what: paymentLabels[payment.purpose] ?? payment.purpose,
    method: methodLabels[payment.provider] ?? payment.provider,
    amountCents: payment.amount_cents,
  }));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    month: input.month,
    title: formatMonth(input.month),
    customerName: input.customerName,
    calls,
    payments,
    sums: {
      phoneCents: sum(calls.filter((c) => c.credits === null).map((c) => c.amountCents)),
      creditCredits: sum(calls.map((c) => c.credits ?? 0)),
      callsCents: sum(calls.map((c) => c.amountCents)),
      paymentsCents: sum(payments.map((p) => p.amountCents)),
    },
  };
}

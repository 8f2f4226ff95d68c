import { formatEuro } from "./plan.ts";
import { formatCallDuration } from "./call-duration.ts";

// Cosmos Credits: what they are worth and how they are written
// (docs/decisions/0012-credits-buy-personal-consultations.md).

/** One Cosmos Credit is worth one euro cent; credits never expire. */
export const centsPerCredit = 1;

export const creditEntryTypes = ["purchase", "bonus", "spend", "refund"] as const;
export type CreditEntryType = (typeof creditEntryTypes)[number];

/** The credit PIN for calls from a withheld or foreign number: exactly four digits. */
export const creditPinPattern = /^\d{4}$/;
/** Wrong PINs in a row before the PIN is locked, and for how long. */
export const creditPinMaxTries = 5;
export const creditPinLockMinutes = 15;

const wholeNumber = new Intl.NumberFormat("de-DE");

/** 5500 -> "5.500 Credits"; 1 -> "1 Credit". */
export function formatCredits(credits: number): string {
  return `${wholeNumber.format(credits)} ${Math.abs(credits) === 1 ? "Credit" : "Credits"}`;
}

/** The euro value of a number of credits: 5500 -> "55,00 €". */
export function creditsInEuro(credits: number): string {
  return formatEuro(credits * centsPerCredit);
}

/** Every credit amount a person reads also shows its euro value: "5.500 Credits (55,00 €)". */
export function formatCreditsWithEuro(credits: number): string {
  return `${formatCredits(credits)} (${creditsInEuro(credits)})`;
}

/** A ledger amount with its sign: 5000 -> "+5.000", -120 -> "−120" (a real minus sign). */
export function formatSignedCredits(amount: number): string {
  if (amount === 0) return "0";
  return `${amount > 0 ? "+" : "\u2212"}${wholeNumber.format(Math.abs(amount))}`;
}

/** Credits a call costs: every started second is billed, rounded up to whole credits. */
export function creditCallDebit(seconds: number, creditsPerMinute: number): number {
  return Math.ceil((seconds * creditsPerMinute) / 60);
}

/** How long a call can last on a number of credits, in whole seconds. */
export function creditCallMaxSeconds(credits: number, creditsPerMinute: number): number {
  return Math.floor((credits * 60) / creditsPerMinute);
}

/** The German descriptions of ledger entries, one wording wherever an entry is written. */
export const creditEntryDescriptions = {
  purchase: (packageName: string) => `Kauf: ${packageName}`,
  bonus: (packageName: string) => `Bonus: ${packageName}`,
  spend: (consultantName: string, seconds: number) => `Beratung mit ${consultantName} (${formatCallDuration(seconds)})`,
  refund: (packageName: string) => `Erstattung: ${packageName}`,
  /** Credits a refund took back while they were held for a call, taken when the hold ended or by a purchase. */
  refundOwed: "Erstattung: zurückgebuchte Credits aus einer Erstattung",
} as const;

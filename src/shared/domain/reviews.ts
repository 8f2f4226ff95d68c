// Who may review a consultant, and what a review may say (docs/decisions/0040-verified-reviews.md).
// Shared by the server, which decides, and the client, which explains before a form is sent.

/** Only calls on these lines are tied to an account the portal knows; the premium line's callers are anonymous. */
export const reviewableLines: ReadonlySet<string> = new Set(["member", "credit"]);

/** A call shorter than this is no basis for a judgement. */
export const reviewMinimumCallSeconds = 3 * 60;

/** A review is written, changed or deleted within this many days after the call ended. */
export const reviewWindowDays = 30;

/** The average and the list count the reviews of this many months, and say so. */
export const ratingPeriodMonths = 12;

const dayMs = 24 * 60 * 60 * 1000;

export interface ReviewableCallFacts {
  line: string;
  userId: number | null;
  durationSeconds: number;
  /** ISO instant the call started. */
  startedAt: string;
}

/** The last instant a review of the call may be written or changed: 30 days after the call ended. */
export function reviewDeadline(call: Pick<ReviewableCallFacts, "startedAt" | "durationSeconds">): Date {
  return new Date(Date.parse(call.startedAt) + call.durationSeconds * 1000 + reviewWindowDays * dayMs);
}

export type ReviewRefusal = "not-yours" | "line" | "too-short" | "too-late";

/**
 * Why the account may not review this call now, or null when it may. A call of another account
 * reads like an unknown one ("not-yours"): the answer must not tell a stranger that it exists.
 */
export function reviewRefusal(call: ReviewableCallFacts, userId: number, now: Date): ReviewRefusal | null {
  if (call.userId !== userId) return "not-yours";
  if (!reviewableLines.has(call.line)) return "line";
  if (call.durationSeconds < reviewMinimumCallSeconds) return "too-short";
  if (now.getTime() > reviewDeadline(call).getTime()) return "too-late";
  return null;
}

/** The German message for each refusal, as the API sends it and the client shows it. */
export const reviewRefusalMessages: Record<ReviewRefusal, string> = {
  "not-yours": "Dieser Anruf wurde nicht gefunden.",
  line: "Bewerten können Sie nur Anrufe über die Mitgliederlinie oder mit Cosmos Credits.",
  "too-short": "Bewerten können Sie nur Anrufe ab 3 Minuten.",
  "too-late": "Eine Bewertung ist nur bis 30 Tage nach dem Anruf möglich.",
};

/** "Mia M." from "Mia Mitglied": the first name and the initial of the last word, nothing more. */
export function reviewerLabel(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? "";
  if (words.length < 2) return first || "Anonym";
  const initial = [...(words.at(-1) ?? "")][0] ?? "";
  return `${first} ${initial.toLocaleUpperCase("de-DE")}.`;
}

/** Whole minutes for the label "Verifizierter Anruf · 14 Min." (a started minute counts from 30 s). */
export function callMinutes(durationSeconds: number): number {
  return Math.max(1, Math.round(durationSeconds / 60));
}

/** Why a report is made. Being negative is not among them: negative reviews are published like positive ones. */
export const reportReasons = [
  "not-genuine",
  "insulting",
  "personal-data",
  "contact-or-ads",
  "unlawful",
  "other",
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  "not-genuine": "Kein echtes Gespräch oder gekaufte Bewertung",
  insulting: "Beleidigend, bedrohend oder hasserfüllt",
  "personal-data": "Enthält persönliche Daten",
  "contact-or-ads": "Kontaktdaten oder Werbung",
  unlawful: "Sonstiger Rechtsverstoß",
  other: "Anderer Grund",
};

/** What the administration decides about a reported review. */
export const moderationDecisions = ["keep", "remove"] as const;
export type ModerationDecision = (typeof moderationDecisions)[number];

/**
 * The grounds on which a review is removed; the page "So prüfen wir Bewertungen" names the same.
 * A bad rating or harsh but factual criticism is never one.
 */
export const removalGrounds = [
  "not-genuine",
  "insulting",
  "personal-data",
  "contact-or-ads",
  "unlawful",
  "off-topic",
] as const;
export type RemovalGround = (typeof removalGrounds)[number];

export const removalGroundLabels: Record<RemovalGround, string> = {
  "not-genuine": "Die Bewertung beruht nicht auf einem echten Gespräch.",
  insulting: "Die Bewertung beleidigt, bedroht oder verbreitet Hass.",
  "personal-data": "Die Bewertung enthält persönliche Daten.",
  "contact-or-ads": "Die Bewertung enthält Kontaktdaten oder Werbung.",
  unlawful: "Die Bewertung verstößt gegen geltendes Recht.",
  "off-topic": "Die Bewertung handelt nicht vom Gespräch mit dieser Beraterin oder diesem Berater.",
};

/** "4,6 aus 128 Bewertungen der letzten 12 Monate"; "Noch keine Bewertungen" without any. */
export function ratingSummary(average: number, count: number): string {
  if (count === 0) return "Noch keine Bewertungen";
  const formatted = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
  const noun = count === 1 ? "Bewertung" : "Bewertungen";
  return `${formatted} aus ${count.toLocaleString("de-DE")} ${noun} der letzten ${ratingPeriodMonths} Monate`;
}

/** The average of a distribution (index 0 holds the one-star reviews), 0 without any. */
export function averageOf(distribution: readonly number[]): { average: number; count: number } {
  let count = 0;
  let sum = 0;
  distribution.forEach((n, index) => {
    count += n;
    sum += n * (index + 1);
  });
  return { average: count === 0 ? 0 : sum / count, count };
}

/** A consultant's address: lower case, umlauts spelt out, words joined by dashes ("Jürgen Groß" → "juergen-gross"). */
export function consultantSlug(name: string): string {
  const spelt = name
    .toLocaleLowerCase("de-DE")
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
  const slug = spelt.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return slug.slice(0, 60).replace(/-+$/, "") || "berater";
}

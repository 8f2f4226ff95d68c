import { formatBerlinDate, formatBerlinDateShortTime } from "../../../shared/domain/berlin-time.ts";

import { formatEuro, formatLongBerlinDate } from "../../../shared/domain/spending.ts";
import type { MailKind, MailMessage } from "../mail/index.ts";
import { callMinutes } from "../../../shared/domain/reviews.ts";
import type { UnratedCall } from "../reviews/index.ts";

interface MailLimits {
  monthlyCents: number | null;
  dailyCents: number | null;
}

/** Every mail the spending cap sends: each change confirmed, the 80 % warning, the limit reached. */
export type SpendingMailKind =
  | { kind: "limits_set"; limits: MailLimits }
  | { kind: "raise_waiting"; limits: MailLimits; pending: MailLimits; effectiveAt: string }
  | { kind: "raise_withdrawn"; limits: MailLimits }
  | { kind: "raise_in_force"; limits: MailLimits }
  | { kind: "pause_started"; until: string | null }
  | { kind: "pause_ending"; endsAt: string }
  | { kind: "warning"; limitCents: number; period: "month" | "day"; spentCents: number; resetsAt: string }
  | { kind: "limit_reached"; limitCents: number; period: "month" | "day"; resetsAt: string }
  | {
      kind: "summary";
      monthName: string;
      calls: number;
      minutes: number;
      spent: { memberCalls: number; creditCalls: number; creditPurchases: number; membership: number; total: number };
      monthlyLimitCents: number | null;
      /** Calls still open for a review, named once (docs/decisions/0040). */
      unrated: readonly UnratedCall[];
    };

/** The calm note of the warning and the limit-reached mail: where to find someone to talk to. */
export const supportNote = [
  "Wenn Sie das Gefühl haben, dass Ihnen die Anrufe über den Kopf wachsen, sprechen Sie mit jemandem darüber.",
  "Die TelefonSeelsorge ist kostenfrei und rund um die Uhr für Sie da: 0800 111 0 111 oder 0800 111 0 222.",
  "Unsere Beratungen ersetzen keine ärztliche, psychologische oder rechtliche Beratung.",
];

/**
 * The reminder to review, in the summary only: each call once, with the day it can be reviewed
 * until. Only callers of a recorded call can review, which is what makes the ratings worth reading.
 */
function unratedLines(unrated: readonly UnratedCall[]): string[] {
  if (unrated.length === 0) return [];
  return [
    unrated.length === 1
      ? "Dieses Gespräch haben Sie noch nicht bewertet:"
      : "Diese Gespräche haben Sie noch nicht bewertet:",
    ...unrated.map(
      (call) =>
        `– ${call.consultantName}, ${formatBerlinDate(call.startedAt)} (${callMinutes(call.durationSeconds)} Min.), ` +
        `bewertbar bis ${formatBerlinDate(call.reviewableUntil)}`,
    ),
    "Ihre Bewertung erscheint mit dem Hinweis „Verifizierter Anruf“ und hilft anderen bei der Wahl. Bewerten können " +
      "Sie in Ihrem Konto unter „Anrufverlauf“. Wir erinnern Sie an jedes Gespräch nur einmal.",
    "",
  ];
}

const amount = (cents: number | null) => (cents === null ? "kein Limit" : formatEuro(cents));

const limitLines = (limits: MailLimits) => [
  `Monatslimit: ${amount(limits.monthlyCents)}`,
  `Tageslimit: ${amount(limits.dailyCents)}`,
];

const periodName = (period: "month" | "day") => (period === "month" ? "diesen Monat" : "heute");

function body(kind: SpendingMailKind, brandName: string): { subject: string; lines: string[] } {
  switch (kind.kind) {
    case "limits_set":
      return {
        subject: "Ihr Ausgabenlimit wurde geändert",
        lines: ["Ihr Ausgabenlimit gilt ab sofort:", "", ...limitLines(kind.limits)],
      };
    case "raise_waiting":
      return {
        subject: "Ihre Erhöhung des Ausgabenlimits wartet 7 Tage",
        lines: [
          "Sie haben Ihr Ausgabenlimit erhöht oder aufgehoben. Zu Ihrem Schutz gilt das erst nach 7 Tagen,",
          `am ${formatBerlinDateShortTime(kind.effectiveAt)} Uhr. Bis dahin gilt weiter:`,
          "",
          ...limitLines(kind.limits),
          "",
          "Danach gilt:",
          ...limitLines(kind.pending),
          "",
          "Sie können die Erhöhung bis dahin in Ihrem Konto unter „Ausgabenlimit“ zurücknehmen.",
        ],
      };
    case "raise_withdrawn":
      return {
        subject: "Sie haben die Erhöhung Ihres Ausgabenlimits zurückgenommen",
        lines: ["Die wartende Erhöhung wurde zurückgenommen. Es gilt weiter:", "", ...limitLines(kind.limits)],
      };
    case "raise_in_force":
      return {
        subject: "Ihr neues Ausgabenlimit gilt jetzt",
        lines: ["Die Wartezeit von 7 Tagen ist vorbei. Ab jetzt gilt:", "", ...limitLines(kind.limits)],
      };
    case "pause_started":
      return {
        subject: "Ihre Pause hat begonnen",
        lines: [
          kind.until === null
            ? "Sie haben eine Pause eingelegt, bis Sie sie beenden."
            : `Sie haben eine Pause eingelegt bis ${formatBerlinDateShortTime(kind.until)} Uhr.`,
          "Solange sie läuft, verbinden wir keine Anrufe über die Mitglieder- und die Credit-Linie, und Käufe sind nicht möglich.",
          "Beenden Sie die Pause vorzeitig, endet sie 24 Stunden später.",
        ],
      };
    case "pause_ending":
      return {
        subject: "Ihre Pause endet",
        lines: [
          `Sie haben Ihre Pause beendet. Sie endet am ${formatBerlinDateShortTime(kind.endsAt)} Uhr,`,
          "24 Stunden nach Ihrer Anfrage. Bis dahin sind Anrufe und Käufe weiter nicht möglich.",
        ],
      };
    case "warning":
      return {
        subject: "Sie haben 80 % Ihres Ausgabenlimits erreicht",
        lines: [
          `Sie haben für ${periodName(kind.period)} ${formatEuro(kind.spentCents)} von Ihrem Ausgabenlimit von ` +
            `${formatEuro(kind.limitCents)} ausgegeben.`,
          `Das Limit setzt sich am ${formatLongBerlinDate(kind.resetsAt)} zurück.`,
          "",
          ...supportNote,
        ],
      };
    case "summary":
      return {
        subject: `Ihr Monat bei ${brandName}: ${kind.monthName}`,
        lines: [
          `so sah Ihr ${kind.monthName} bei uns aus:`,
          "",
          `Gespräche: ${kind.calls} (${kind.minutes} Min.)`,
          `Mitgliederlinie: ${formatEuro(kind.spent.memberCalls)}`,
          `Credit-Linie: ${formatEuro(kind.spent.creditCalls)}`,
          `Credit-Käufe: ${formatEuro(kind.spent.creditPurchases)}`,
          `Mitgliedschaft: ${formatEuro(kind.spent.membership)}`,
          `Gesamt: ${formatEuro(kind.spent.total)}`,
          `Ihr Monatslimit: ${amount(kind.monthlyLimitCents)}`,
          "",
          ...unratedLines(kind.unrated),
          "Ihr Limit ändern, eine Pause einlegen oder diese Übersicht abbestellen können Sie in Ihrem Konto unter „Ausgabenlimit“.",
          "",
          ...supportNote,
        ],
      };
    case "limit_reached":
      return {
        subject: "Ihr Ausgabenlimit ist erreicht",
        lines: [
          `Ihr Ausgabenlimit von ${formatEuro(kind.limitCents)} für ${periodName(kind.period)} ist erreicht.`,
          `Bis es sich am ${formatLongBerlinDate(kind.resetsAt)} zurücksetzt, verbinden wir keine kostenpflichtigen ` +
            "Anrufe und nehmen keine Zahlungen an.",
          "",
          ...supportNote,
        ],
      };
  }
}

/** The summary, the warnings and the notices of the limits' changes go to a confirmed address only (mail-kinds.ts). */
function mailKindOf(kind: SpendingMailKind): MailKind {
  if (kind.kind === "summary") return "monthlySummary";
  if (kind.kind === "warning" || kind.kind === "limit_reached") return "spendingWarning";
  return "spendingNotice";
}

export function spendingMail(input: {
  to: string;
  name: string;
  brandName: string;
  kind: SpendingMailKind;
}): MailMessage {
  const { subject, lines } = body(input.kind, input.brandName);
  return {
    kind: mailKindOf(input.kind),
    to: input.to,
    // The summary names the brand in its subject already.
    subject: input.kind.kind === "summary" ? subject : `${subject} – ${input.brandName}`,
    text: [`Guten Tag ${input.name},`, "", ...lines, "", "Mit freundlichen Grüßen", `Ihr ${input.brandName}-Team`].join(
      "\n",
    ),
  };
}

import { formatBerlinDate } from "../../../shared/domain/berlin-time.ts";
import { pages } from "../../../shared/domain/page-paths.ts";
import {
  removalGroundLabels,
  reportReasonLabels,
  type RemovalGround,
  type ReportReason,
} from "../../../shared/domain/reviews.ts";
import type { MailMessage } from "../mail/index.ts";
import type { ModeratedReviewRow, ReviewDecisionRow, ReviewReportRow } from "./reports-repo.ts";

export interface MailSender {
  brandName: string;
  supportEmail: string;
  publicOrigin: string;
}

const excerptLength = 200;

/** The reported review as the mails name it: stars, the first 200 characters, the consultant and the date. */
function reviewLines(review: ModeratedReviewRow): string[] {
  const text = review.text ?? "";
  const excerpt = text.length > excerptLength ? `${text.slice(0, excerptLength)} …` : text;
  return [
    `Bewertung Nr. ${review.id} von ${review.reviewer_label} über ${review.consultant_name}, geschrieben am ${formatBerlinDate(review.created_at)}`,
    `Sterne: ${review.stars} von 5`,
    ...(excerpt ? [`Text: „${excerpt}“`] : ["Text: (nur Sterne)"]),
  ];
}

function greeting(name: string | null): string {
  return name ? `Guten Tag ${name},` : "Guten Tag,";
}

function signature(sender: MailSender): string[] {
  return ["", "Mit freundlichen Grüßen", `Ihr ${sender.brandName}-Team`, ""];
}

const messageId = (kind: string, id: number, sender: MailSender) =>
  `<review-${kind}-${id}@${new URL(sender.publicOrigin).hostname}>`;

/** The receipt of a report (Art. 16 Abs. 4 DSA): what was reported, why, and what happens next. */
export function reportReceiptMail(input: {
  report: ReviewReportRow;
  review: ModeratedReviewRow;
  to: string;
  sender: MailSender;
}): MailMessage {
  const { report, review, sender } = input;
  const text = [
    greeting(report.reporter_name),
    "",
    `vielen Dank für Ihre Meldung. Sie ist am ${formatBerlinDate(report.created_at)} bei uns eingegangen.`,
    "",
    `Ihre Meldung: Nr. ${report.id}`,
    `Grund: ${reportReasonLabels[report.reason as ReportReason] ?? report.reason}`,
    ...(report.text ? [`Ihre Erläuterung: ${report.text}`] : []),
    "",
    "Gemeldete Bewertung:",
    ...reviewLines(review),
    "",
    "Eine Mitarbeiterin oder ein Mitarbeiter prüft Ihre Meldung persönlich; es entscheidet kein automatisches Verfahren.",
    "Über die Entscheidung und ihre Gründe informieren wir Sie per E-Mail.",
    "Eine Bewertung wird nicht entfernt, weil sie negativ ist.",
    ...signature(sender),
  ].join("\n");
  return {
    kind: "reviewModeration",
    to: input.to,
    replyTo: sender.supportEmail,
    subject: `[${sender.brandName}] Ihre Meldung einer Bewertung ist eingegangen (Nr. ${report.id})`,
    text,
    messageId: messageId("report", report.id, sender),
  };
}

/**
 * The statement of reasons for a decision (Art. 17 DSA), to a reporter or to the reviewer: the
 * decision, its ground and reasons, the facts, that a person decided, and how to object.
 */
export function decisionMail(input: {
  decision: ReviewDecisionRow;
  review: ModeratedReviewRow;
  /** The reporter's report, or null in the reviewer's mail. */
  report: ReviewReportRow | null;
  to: string;
  name: string | null;
  sender: MailSender;
}): MailMessage {
  const { decision, review, report, sender } = input;
  const removed = decision.decision === "remove";
  const outcome = removed
    ? "Die Bewertung wurde entfernt. Sie wird nicht mehr angezeigt und zählt nicht mehr zur Durchschnittsbewertung."
    : "Die Bewertung bleibt veröffentlicht.";
  const intro = report
    ? `wir haben über Ihre Meldung Nr. ${report.id} vom ${formatBerlinDate(report.created_at)} entschieden.`
    : "Ihre Bewertung wurde uns gemeldet, und wir haben darüber entschieden.";
  const ground = decision.ground ? removalGroundLabels[decision.ground as RemovalGround] : null;
  const text = [
    greeting(input.name),
    "",
    intro,
    "",
    "Betroffene Bewertung:",
    ...reviewLines(review),
    "",
    `Entscheidung vom ${formatBerlinDate(decision.decided_at)}: ${outcome}`,
    ...(ground ? [`Grund der Entfernung: ${ground}`] : []),
    `Begründung: ${decision.reason}`,
    ...(removed ? [] : ["Eine Bewertung wird nicht entfernt, weil sie negativ ist."]),
    "",
    "Die Entscheidung hat eine Mitarbeiterin oder ein Mitarbeiter persönlich getroffen; sie beruht nicht auf einem automatischen Verfahren.",
    "",
    "Wenn Sie mit der Entscheidung nicht einverstanden sind, können Sie uns innerhalb von sechs Monaten widersprechen: " +
      `antworten Sie auf diese E-Mail oder schreiben Sie uns über ${sender.publicOrigin}${pages.contact}. ` +
      "Wir prüfen die Entscheidung dann erneut. Unabhängig davon steht Ihnen der Weg zu den Gerichten offen.",
    ...signature(sender),
  ].join("\n");
  const to = report ? "Ihrer Meldung" : "Ihrer Bewertung";
  return {
    kind: "reviewModeration",
    to: input.to,
    replyTo: sender.supportEmail,
    subject: `[${sender.brandName}] Entscheidung zu ${to} (Bewertung Nr. ${review.id})`,
    text,
    messageId: messageId(report ? `decision-report-${report.id}` : "decision", decision.id, sender),
  };
}

import { z } from "zod";
import { berlinDayOf, isIsoDay } from "../domain/berlin-time.ts";
import { addMonths } from "../domain/subscription-terms.ts";
import { emailField, nameField } from "./fields.ts";

// The § 312k BGB cancellation form and the § 356a BGB withdrawal form. The law sets both the
// minimum and the maximum of what may be asked: who the customer is, which contract, and for a
// cancellation its kind, the reason of an extraordinary one and the wished end date. Nothing
// else, in particular no password.

export const defaultContract = "Premium-Mitgliedschaft";

export const declarationMessages = {
  terminationType: "Bitte wählen Sie die Art der Kündigung.",
  reason: "Bitte geben Sie den Grund für die außerordentliche Kündigung an.",
  reasonTooLong: "Der Grund darf höchstens 2000 Zeichen lang sein.",
  phone: "Bitte geben Sie die Telefonnummer Ihres Kontos an (z.B. +49 170 1234567).",
  contract: "Bitte geben Sie an, welchen Vertrag Sie meinen.",
  endOption: "Bitte wählen Sie, wann der Vertrag enden soll.",
  endDate: "Bitte geben Sie das gewünschte Vertragsende als Datum an.",
  endDateInPast: "Das gewünschte Vertragsende darf nicht in der Vergangenheit liegen.",
  endDateTooFar: "Das gewünschte Vertragsende darf höchstens 12 Monate in der Zukunft liegen.",
} as const;

/** How far ahead a wished contract end may lie (docs/decisions/0007). */
export const wishedEndHorizonMonths = 12;

/** The last Berlin calendar day a cancellation declared on `today` may name as its end. */
export function latestWishedEndDay(today: string): string {
  return addMonths(new Date(`${today}T00:00:00Z`), wishedEndHorizonMonths)
    .toISOString()
    .slice(0, 10);
}

export const terminationTypes = ["ordinary", "extraordinary"] as const;

export const endOptions = ["nextPossible", "date"] as const;

/**
 * The number the account was registered with, written any usual way: "+49 170 1234567",
 * "0049 170 ...", or nationally "0170 1234567". Only the shape is checked here; the server
 * normalises it to find the account.
 */
const accountPhoneField = z
  .string()
  .trim()
  .refine(
    (value) => /^(\+|0)\d{6,16}$/.test(value.replace(/\(0\)/g, "").replace(/[\s\-/().]/g, "")),
    declarationMessages.phone,
  );

const contractField = z.string().trim().min(2, declarationMessages.contract).max(200, declarationMessages.contract);

const identification = {
  name: nameField,
  phone: accountPhoneField,
  email: emailField,
  contract: contractField,
};

export const cancellationSchema = z
  .object({
    terminationType: z.enum(terminationTypes, { error: declarationMessages.terminationType }),
    reason: z.string().trim().max(2000, declarationMessages.reasonTooLong).optional(),
    ...identification,
    endOption: z.enum(endOptions, { error: declarationMessages.endOption }),
    /** "YYYY-MM-DD", a Berlin calendar day; only with endOption "date". */
    requestedEndDate: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.terminationType === "extraordinary" && (value.reason ?? "").length < 3) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: declarationMessages.reason });
    }
    if (value.endOption !== "date") return;
    const day = value.requestedEndDate ?? "";
    if (!isIsoDay(day)) {
      ctx.addIssue({ code: "custom", path: ["requestedEndDate"], message: declarationMessages.endDate });
    } else if (day < berlinDayOf(new Date())) {
      ctx.addIssue({ code: "custom", path: ["requestedEndDate"], message: declarationMessages.endDateInPast });
    } else if (day > latestWishedEndDay(berlinDayOf(new Date()))) {
      ctx.addIssue({ code: "custom", path: ["requestedEndDate"], message: declarationMessages.endDateTooFar });
    }
  });

export type CancellationInput = z.input<typeof cancellationSchema>;
export type Cancellation = z.output<typeof cancellationSchema>;

export const withdrawalSchema = z.object(identification);

export type WithdrawalInput = z.input<typeof withdrawalSchema>;
export type Withdrawal = z.output<typeof withdrawalSchema>;

// The owner's answer to a declaration made for the account (profile or e-mailed link).
export const ownerDecisionMessages = {
  decision: "Bitte wählen Sie, ob Sie die Erklärung bestätigen oder ablehnen.",
  link: "Dieser Link ist ungültig oder abgelaufen. Sie können die Erklärung nach der Anmeldung in Ihrem Profil bestätigen.",
  reference: "Diese Erklärung wurde nicht gefunden.",
} as const;

const decisionField = z.enum(["confirm", "reject"], { error: ownerDecisionMessages.decision });
const tokenField = z
  .string({ error: ownerDecisionMessages.link })
  .trim()
  .min(20, ownerDecisionMessages.link)
  .max(200, ownerDecisionMessages.link);

export const ownerDecisionSchema = z.object({ decision: decisionField });
export const declarationLinkSchema = z.object({ token: tokenField });
export const declarationLinkDecisionSchema = z.object({ token: tokenField, decision: decisionField });
export const declarationReferenceParams = z.object({
  reference: z.string().regex(/^[KW]-[2-9A-Z]{4}-[2-9A-Z]{4}$/, ownerDecisionMessages.reference),
});

// ---- Answers ----

const kindField = z.enum(["cancellation", "withdrawal"]);

/** The declaration as the customer typed it; the confirmation echoes nothing else about an account. */
export const declaredContractDataSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  contract: z.string(),
  /** Cancellations only. */
  terminationType: z.enum(terminationTypes).nullable(),
  reason: z.string().nullable(),
  /** "YYYY-MM-DD" when a date was asked for; null = zum nächstmöglichen Zeitpunkt (and for withdrawals). */
  requestedEndDate: z.string().nullable(),
});
export type DeclaredContractData = z.output<typeof declaredContractDataSchema>;

/**
 * What happened to the declaration, as the logged-in owner is told:
 * - ended: the contract was found; it ends at effectiveEnd (a withdrawal: now).
 * - reviewing: no contract found from the data given; support checks and confirms by e-mail.
 * - periodExpired (withdrawals only): the 14 days are over; stored, support decides.
 * Anyone else gets "received": the same neutral receipt whether or not a contract exists
 * (docs/decisions/0007).
 */
export const declarationOutcomeSchema = z.enum(["ended", "reviewing", "periodExpired", "received"]);
export type DeclarationOutcome = z.output<typeof declarationOutcomeSchema>;

/** POST /api/contract-declarations/cancellation and /withdrawal */
export const contractDeclarationConfirmationSchema = z
  .object({
    kind: kindField,
    reference: z.string(),
    /** When the declaration was received (ISO-8601). */
    receivedAt: z.string(),
    declaration: declaredContractDataSchema,
    outcome: declarationOutcomeSchema,
    /** When the contract ends (ISO-8601); null unless outcome is "ended". */
    effectiveEnd: z.string().nullable(),
    /** False when the confirmation mail could not be sent right away (the declaration is stored all the same). */
    emailSent: z.boolean(),
  })
  .describe("Die Eingangsbestätigung der Erklärung mit Referenz, Zeitpunkt und Ergebnis");
export type ContractDeclarationConfirmation = z.output<typeof contractDeclarationConfirmationSchema>;

/**
 * A declaration made for the logged-in user's account that the owner should know about or
 * decide on (GET /api/contract-declarations/mine, the owner's actions, the e-mailed link).
 * - applied: in effect (a cancellation: the contract ends at effectiveEnd).
 * - awaitingOwner: a cancellation or withdrawal that takes effect only once the owner confirms it.
 * - rejected: the owner said it was not theirs. - revoked: the owner took the cancellation back.
 * - noContract / periodExpired / unmatched: nothing changed; support looks at it.
 */
export const ownerDeclarationStatusSchema = z.enum([
  "applied",
  "awaitingOwner",
  "rejected",
  "revoked",
  "noContract",
  "periodExpired",
  "unmatched",
]);
export type OwnerDeclarationStatus = z.output<typeof ownerDeclarationStatusSchema>;

export const ownerDeclarationSchema = z
  .object({
    reference: z.string(),
    kind: kindField,
    receivedAt: z.string(),
    status: ownerDeclarationStatusSchema,
    terminationType: z.enum(terminationTypes).nullable(),
    requestedEndDate: z.string().nullable(),
    effectiveEnd: z.string().nullable(),
    /**
     * A cancellation the owner confirmed only after the end it would have caused: that end. The
     * contract then ended at the confirmation (effectiveEnd) and later payments are refunded.
     */
    missedEnd: z.string().nullable(),
  })
  .describe("Eine Erklärung zum eigenen Konto und ihr Stand");
export type OwnerDeclaration = z.output<typeof ownerDeclarationSchema>;

export const ownerDeclarationsResponseSchema = z
  .object({ declarations: z.array(ownerDeclarationSchema) })
  .describe("Die Erklärungen zum eigenen Konto");
export type OwnerDeclarationsResponse = z.output<typeof ownerDeclarationsResponseSchema>;

import { z } from "zod";
import { berlinDayOf, isIsoDay } from "../domain/berlin-time.ts";
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
  const [year, month, day] = today.split("-").map(Number);
  const target = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 + wishedEndHorizonMonths, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day ?? 1, lastDay));
  return target.toISOString().slice(0, 10);
}

export const terminationTypes = ["ordinary", "extraordinary"] as const;
export type TerminationType = (typeof terminationTypes)[number];

export const endOptions = ["nextPossible", "date"] as const;
export type EndOption = (typeof endOptions)[number];

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

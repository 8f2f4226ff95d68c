import { formatEuro, premiumPlan } from "../../../shared/domain/plan.ts";

// Price wording shown directly above every payment button (§ 312j BGB), derived from the plan
// data so that what is shown can never drift from what is billed.

/** "1,00 € für den ersten Monat" */
export const trialTermText = `${formatEuro(premiumPlan.trialAmountCents)} für den ersten Monat`;

/** "danach 4,99 € pro Woche" */
export const recurringTermText = `danach ${formatEuro(premiumPlan.recurringAmountCents)} pro Woche`;

/** "Mindestlaufzeit 3 Monate nach dem Testmonat" */
export const minimumTermText = `Mindestlaufzeit ${premiumPlan.minimumCommitmentMonths} Monate nach dem Testmonat`;

export const cancellationTermText =
  "Kündigung zum Ende des laufenden Abrechnungszeitraums, frühestens zum Ende der Mindestlaufzeit";

/** The card button says plainly that clicking it creates a payment obligation. */
export const cardButtonLabel = "Zahlungspflichtig bestellen (Kreditkarte)";
export const cardButtonBusyLabel = "Zahlung wird vorbereitet...";

export const noPaymentMethodsTitle = "Keine Zahlungsmethoden verfügbar";

import { formatEuro, premiumPlan } from "../../../shared/domain/plan.ts";

// Price wording shown directly above every payment button (§ 312j BGB), derived from the plan
// data so that what is shown can never drift from what is billed.

/** "1,00 € für den ersten Monat" */
export const trialTermText = `${formatEuro(premiumPlan.trialAmountCents)} für den ersten Monat`;

/** "danach 4,99 € pro Woche" */
export const recurringTermText = `danach ${formatEuro(premiumPlan.recurringAmountCents)} pro Woche`;

export { cancellationTermText, minimumTermText } from "../../../shared/domain/membership-texts.ts";

/** The card button is the order button (§ 312j Abs. 3 BGB): it leads straight to the card payment. */
export { orderButtonLabel as cardButtonLabel } from "../../entities/order/order-gate.tsx";
export const cardButtonBusyLabel = "Zahlung wird vorbereitet...";

export const noPaymentMethodsTitle = "Keine Zahlungsmethoden verfügbar";

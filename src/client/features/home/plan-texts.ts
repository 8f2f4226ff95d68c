import { callPricesCents, formatEuro, premiumPlan } from "../../../shared/domain/plan.ts";

// Price wording for the home page, derived from the plan data so that no text can drift from
// what is billed (docs/decisions/0004 and 0005).

const firstPeriod = { MONTH: "im ersten Monat", WEEK: "in der ersten Woche" } as const;
const perPeriod = { MONTH: "pro Monat", WEEK: "pro Woche" } as const;

/** "1,00 € im ersten Monat" */
export const trialPriceText = `${formatEuro(premiumPlan.trialAmountCents)} ${firstPeriod[premiumPlan.trialPeriod]}`;

/** "4,99 € pro Woche" */
export const recurringPriceText = `${formatEuro(premiumPlan.recurringAmountCents)} ${perPeriod[premiumPlan.recurringPeriod]}`;

/** "Mindestlaufzeit 3 Monate nach dem Testmonat" */
export const minimumTermText = `Mindestlaufzeit ${premiumPlan.minimumCommitmentMonths} Monate nach dem Testmonat`;

/** "0,69 €/Min." and "1,49 €/Min." */
export const memberMinuteText = `${formatEuro(callPricesCents.member)}/Min.`;
export const premiumMinuteText = `${formatEuro(callPricesCents.premium)}/Min.`;

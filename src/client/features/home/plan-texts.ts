import { memberMinuteClaim as memberMinuteClaimText } from "../../../shared/domain/membership-texts.ts";
import { formatEuro, premiumPlan } from "../../../shared/domain/plan.ts";

// Price wording for the home page, derived from the plan data so that no text can drift from
// what is billed (docs/decisions/0004 and 0005). The shared wordings live in
// src/shared/domain/membership-texts.ts.

export {
  cancellationTermText,
  memberMinuteClaim,
  memberMinuteText,
  minimumTermText,
  premiumMinuteText,
  trialAndWeeklyText,
} from "../../../shared/domain/membership-texts.ts";

/** The hero's claim: the 69 cents and who pays them, in one sentence. */
export const heroClaim = `Persönliche Beratung am Telefon: ${memberMinuteClaimText} für Premium-Mitglieder`;

const firstPeriod = { MONTH: "im ersten Monat", WEEK: "in der ersten Woche" } as const;
const perPeriod = { MONTH: "pro Monat", WEEK: "pro Woche" } as const;

/** "1,00 € im ersten Monat" */
export const trialPriceText = `${formatEuro(premiumPlan.trialAmountCents)} ${firstPeriod[premiumPlan.trialPeriod]}`;

/** "4,99 € pro Woche" */
export const recurringPriceText = `${formatEuro(premiumPlan.recurringAmountCents)} ${perPeriod[premiumPlan.recurringPeriod]}`;

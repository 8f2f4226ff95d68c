import { formatBerlinDate } from "./berlin-time.ts";
import { membershipCosts, minimumPaymentFor } from "./membership-costs.ts";
import { callPricesCents, formatEuro, premiumPlan } from "./plan.ts";

// The words every page uses for the membership's price terms, written once from the plan
// data (docs/decisions/0004, 0006 and 0019). Amounts use plain spaces, so a text reads the
// same wherever it is shown, copied or compared.

function euro(cents: number): string {
  return formatEuro(cents).replace(/\s/g, " ");
}

/** "1,00 € im ersten Monat, danach 4,99 € pro Woche" */
export const trialAndWeeklyText = `${euro(premiumPlan.trialAmountCents)} im ersten Monat, danach ${euro(premiumPlan.recurringAmountCents)} pro Woche`;

/** The headline pair of a plan card: "1 € im ersten Monat" and "danach 4,99 € pro Woche". */
export const trialPriceText = `${formatEuro(premiumPlan.trialAmountCents, { short: true }).replace(/\s/g, " ")} im ersten Monat`;
export const weeklyPriceText = `danach ${euro(premiumPlan.recurringAmountCents)} pro Woche`;

/** "Mindestlaufzeit 3 Monate nach dem Testmonat" */
export const minimumTermText = `Mindestlaufzeit ${premiumPlan.minimumCommitmentMonths} Monate nach dem Testmonat`;

/**
 * The one wording of the cancellation term (docs/decisions/0006): every page that states it
 * shows exactly this sentence.
 */
export const cancellationTermText =
  "Die Kündigung wird zum Ende des laufenden Abrechnungszeitraums wirksam, frühestens zum Ende des " +
  "Abrechnungszeitraums, in dem die Mindestlaufzeit endet.";

/** "69 Cent pro Minute": the claim, always said together with who pays it. */
export const memberMinuteClaim = `${callPricesCents.member} Cent pro Minute`;

/** "0,69 €/Min." and "1,49 €/Min." */
export const memberMinuteText = `${euro(callPricesCents.member)}/Min.`;
export const premiumMinuteText = `${euro(callPricesCents.premium)}/Min.`;

export interface CostLine {
  label: string;
  value: string;
  /** How the value is computed, in words. */
  detail: string;
}

const costs = membershipCosts;

/**
 * The cost summary, line by line. With `startedAt` (the order step) the least payment is the
 * exact one for a contract starting then; without it, the range over all start days.
 */
export function costSummaryLines(startedAt?: Date): CostLine[] {
  const weekly = euro(costs.weeklyFeeCents);
  const minimum = startedAt ? minimumPaymentFor(startedAt) : null;
  return [
    {
      label: "Wochenbeitrag",
      value: weekly,
      detail: `ab dem zweiten Monat, nach ${euro(costs.trialAmountCents)} für den Testmonat`,
    },
    {
      label: "Umgerechnet pro Monat",
      value: euro(costs.monthlyEquivalentCents),
      detail: `${weekly} × 52 Wochen ÷ 12 Monate`,
    },
    minimum
      ? {
          label: "Mindestbetrag bis zum frühesten Vertragsende",
          value: euro(minimum.totalCents),
          detail:
            `${euro(costs.trialAmountCents)} Testmonat + ${minimum.weeks} × ${weekly}; ` +
            `frühestes Vertragsende am ${formatBerlinDate(minimum.earliestEndAt)}`,
        }
      : {
          label: "Mindestbetrag bis zum frühesten Vertragsende",
          value: `${euro(costs.minimumTotalCents.fewest)} bis ${euro(costs.minimumTotalCents.most)}`,
          detail:
            `${euro(costs.trialAmountCents)} Testmonat + ${costs.minimumWeeks.fewest} oder ` +
            `${costs.minimumWeeks.most} Wochenbeiträge, je nach Starttag`,
        },
    {
      label: "Lohnt sich ab",
      value: `${costs.breakEvenMinutesPerWeek} Minuten pro Woche`,
      detail:
        `gegenüber ${premiumMinuteText} ohne Mitgliedschaft: ${weekly} ÷ ` +
        `(${euro(costs.premiumMinuteCents)} − ${euro(costs.memberMinuteCents)}), aufgerundet`,
    },
  ];
}

/** Closes every price statement. */
export const vatNote = "Alle Preise inkl. MwSt.";

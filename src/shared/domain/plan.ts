// The one membership plan (spec sections 3 and 9). Money in integer cents; the spec's euro
// numbers (price 1, regularPrice 4.99) are derived at the edge.

export const premiumPlan = {
  id: "premium",
  name: "Premium",
  trialAmountCents: 100,
  trialPeriod: "MONTH",
  recurringAmountCents: 499,
  recurringPeriod: "WEEK",
  minimumCommitmentMonths: 3,
  currency: "EUR",
  recommended: true,
  features: [
    "Unbegrenzter Zugang zu allen Beratern",
    "Reduzierter Minutenpreis von 0,69 €",
    "Prioritäts-Support",
    "Exklusive monatliche Horoskope",
  ],
} as const;

/** Per-minute prices of the two 0900 lines, VAT included (BNetzA tiers P1 and P3). */
export const callPricesCents = { member: 69, premium: 149 } as const;

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });

/** 499 -> "4,99 €" */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}

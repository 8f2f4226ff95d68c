// The one membership plan. Money in integer cents; the euro numbers the API and the payment
// requests carry (price 1, regularPrice 4.99) are derived at the edge.

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

// The one euro formatter for every amount a person reads.
const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const wholeEuro = new Intl.NumberFormat("de-DE", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 499 -> "4,99 €"; with `short`, whole amounts drop their cents: 100 -> "1 €". */
export function formatEuro(cents: number, options: { short?: boolean } = {}): string {
  if (options.short && cents % 100 === 0) return wholeEuro.format(cents / 100);
  return euro.format(cents / 100);
}

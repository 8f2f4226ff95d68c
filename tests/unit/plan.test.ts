import { describe, expect, it } from "vitest";
import { callPricesCents, formatEuro, premiumPlan } from "../../src/shared/domain/plan.ts";

describe("premium plan", () => {
  it("is the plan: 1 € trial month, then 4,99 € a week, 3 months minimum", () => {
    expect(premiumPlan).toMatchObject({
      id: "premium",
      name: "Premium",
      trialAmountCents: 100,
      trialPeriod: "MONTH",
      recurringAmountCents: 499,
      recurringPeriod: "WEEK",
      minimumCommitmentMonths: 3,
      currency: "EUR",
    });
    expect(premiumPlan.features).toHaveLength(4);
  });

  it("formats cents as German euro amounts", () => {
    expect(formatEuro(premiumPlan.recurringAmountCents).replace(/\s/g, " ")).toBe("4,99 €");
    expect(formatEuro(callPricesCents.member).replace(/\s/g, " ")).toBe("0,69 €");
    expect(formatEuro(callPricesCents.premium).replace(/\s/g, " ")).toBe("1,49 €");
  });

  it("drops the cents of whole amounts only when asked to", () => {
    expect(formatEuro(100).replace(/\s/g, " ")).toBe("1,00 €");
    expect(formatEuro(100, { short: true }).replace(/\s/g, " ")).toBe("1 €");
    expect(formatEuro(499, { short: true }).replace(/\s/g, " ")).toBe("4,99 €");
  });
});

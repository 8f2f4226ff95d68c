import { describe, expect, it } from "vitest";
import { creditPriceText } from "../../src/client/features/consultants/credit-price.ts";

describe("a consultant's credit price", () => {
  it("names the credits per minute with their euro value, one credit being one cent", () => {
    expect(creditPriceText(120)).toBe("Persönliche Beratung: 120 Credits/Min. (1,20 €/Min.)");
    expect(creditPriceText(250)).toBe("Persönliche Beratung: 250 Credits/Min. (2,50 €/Min.)");
    expect(creditPriceText(1)).toBe("Persönliche Beratung: 1 Credit/Min. (0,01 €/Min.)");
  });

  it("writes thousands the German way", () => {
    expect(creditPriceText(1500)).toBe("Persönliche Beratung: 1.500 Credits/Min. (15,00 €/Min.)");
  });
});

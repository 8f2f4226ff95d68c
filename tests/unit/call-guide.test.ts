import { describe, expect, it } from "vitest";
import {
  callGuideTexts,
  callWays,
  lineWithoutMembership,
  lineWithoutMembershipLabel,
  memberDialSequence,
  memberLine,
  notDirectlyTo,
  numberWithPriceNote,
  withoutMembershipAnswer,
} from "../../src/shared/domain/call-guide.ts";

/** Every text of the module a visitor reads. */
const visitorTexts = [
  ...Object.values(callGuideTexts),
  ...Object.values(memberLine),
  ...Object.values(lineWithoutMembership),
  ...callWays.flatMap((way) => [way.name, way.text]),
  lineWithoutMembershipLabel("0900 3 234567"),
  numberWithPriceNote("0900 3 234567", "premium"),
  notDirectlyTo("Luna Sternberg"),
  withoutMembershipAnswer,
];

describe("call guide texts", () => {
  it("writes the member line and the extension as one sequence to type", () => {
    expect(memberDialSequence("0900 1 234567", "106")).toBe("0900 1 234567 106");
    expect(memberDialSequence(" 0900 1 234567 ", "000")).toBe("0900 1 234567 000");
  });

  it("names both minute prices from the plan data", () => {
    expect(callGuideTexts.intro).toContain("0,69 €/Min.");
    expect(callGuideTexts.intro).toContain("1,49 €/Min.");
  });

  it("ends no sentence on the abbreviation's own full stop twice", () => {
    for (const text of visitorTexts) expect(text).not.toMatch(/\.\./);
  });
});

describe("the line without membership", () => {
  it("is named by whom it is for, never by its tariff, and needs no sentence saying what it is not", () => {
    for (const text of visitorTexts) expect(text).not.toMatch(/Premium-?(Nummer|Rufnummer|Linie)|nicht die der/i);
    expect(lineWithoutMembershipLabel("0900 3 234567")).toBe("Ohne Mitgliedschaft: 0900 3 234567");
  });

  it("carries its price, VAT and the 18+ note next to its number", () => {
    expect(numberWithPriceNote("0900 3 234567", "premium")).toBe("0900 3 234567 (1,49 €/Min. inkl. MwSt., ab 18)");
  });

  it("says on the card's button that it does not reach that consultant", () => {
    expect(lineWithoutMembership.callButton).toBe("Ohne Mitgliedschaft anrufen");
    expect(notDirectlyTo("Luna Sternberg")).toBe("nicht direkt zu Luna Sternberg");
  });

  it("the FAQ answer gives the price and the ways that do reach a chosen consultant", () => {
    expect(withoutMembershipAnswer).toContain("1,49 €/Min. inkl. MwSt.");
    expect(withoutMembershipAnswer).toContain("ohne Durchwahl");
    expect(withoutMembershipAnswer).toContain("als Mitglied für 0,69 €/Min. oder mit Cosmos Credits");
  });
});

describe("the three ways to call", () => {
  it("say in one line each what sets them apart: price and whether the extension reaches her", () => {
    expect(callWays.map((way) => `${way.name}: ${way.text}`)).toEqual([
      "Mitglieder: 0,69 €/Min. mit Durchwahl direkt zur Beraterin oder zum Berater",
      "Ohne Mitgliedschaft: 1,49 €/Min., allgemeine Nummer ohne Durchwahl",
      "Mit Cosmos Credits: zum Preis der Beraterin oder des Beraters, über die Credit-Line mit Durchwahl",
    ]);
  });
});

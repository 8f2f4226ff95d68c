import { describe, expect, it } from "vitest";
import { callGuideTexts, memberDialSequence, premiumLineNote } from "../../src/shared/domain/call-guide.ts";

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
    for (const text of [...Object.values(callGuideTexts), premiumLineNote]) expect(text).not.toMatch(/\.\./);
  });

  it("keeps the premium number apart from the membership and says it has no extension", () => {
    expect(premiumLineNote).toContain("nicht die der Premium-Mitgliedschaft");
    expect(premiumLineNote).toContain("keine Durchwahl");
  });
});

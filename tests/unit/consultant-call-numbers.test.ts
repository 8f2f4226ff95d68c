import { describe, expect, it } from "vitest";
import {
  extensionFor,
  memberNumberLabel,
  memberTelHref,
  premiumTelHref,
} from "../../src/client/features/consultants/call-numbers.ts";
import { priceNote } from "../../src/shared/domain/call-prices.ts";
import { ratingLabel, starFills } from "../../src/client/components/ui/star-rating.tsx";

describe("consultant call numbers", () => {
  it("dials the member line directly followed by the extension", () => {
    expect(memberTelHref("0900 1 234567", "101")).toBe("tel:09001234567101");
    expect(memberTelHref("0900-1 234 567", "000")).toBe("tel:09001234567000");
  });

  it("dials the line without membership without extension", () => {
    expect(premiumTelHref("0900 3 234567")).toBe("tel:09003234567");
  });

  it("falls back to 000 for missing or malformed extensions", () => {
    expect(extensionFor({ "1": "101" }, 1)).toBe("101");
    expect(extensionFor({ "1": "101" }, 2)).toBe("000");
    expect(extensionFor({ "1": "1x1" }, 1)).toBe("000");
    expect(extensionFor(null, 1)).toBe("000");
    expect(extensionFor(undefined, 1)).toBe("000");
  });

  it("puts price, VAT and the 18+ note next to a number", () => {
    expect(priceNote("member")).toBe("0,69 €/Min. inkl. MwSt., ab 18");
    expect(priceNote("premium")).toBe("1,49 €/Min. inkl. MwSt., ab 18");
    expect(memberNumberLabel("0900 1 234567", "101")).toBe("Mitgliedernummer 0900 1 234567, Durchwahl 101");
  });
});

describe("star rating", () => {
  it("rounds to half stars within 0 to 5", () => {
    expect(starFills(4.5)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(3.7)).toEqual(["full", "full", "full", "half", "empty"]);
    expect(starFills(0)).toEqual(Array(5).fill("empty"));
    expect(starFills(7)).toEqual(Array(5).fill("full"));
    expect(starFills(Number.NaN)).toEqual(Array(5).fill("empty"));
  });

  it("labels the rating in German", () => {
    expect(ratingLabel(4.5)).toBe("Bewertung: 4,5 von 5 Sternen");
    expect(ratingLabel(5)).toBe("Bewertung: 5 von 5 Sternen");
  });
});

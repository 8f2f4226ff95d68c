import { describe, expect, it } from "vitest";
import { searchNeedle } from "../../src/server/modules/users/search-repo.ts";

// What the administrator's search looks for (docs/decisions/0013, addendum of 2026-12-01).
describe("searchNeedle", () => {
  it("spells umlauts and ß with two letters, as the search text's last forms store them", () => {
    expect(searchNeedle("Müller")).toBe("Mueller");
    expect(searchNeedle("MÜLLER")).toBe("MueLLER");
    expect(searchNeedle("Jörg Schäfer")).toBe("Joerg Schaefer");
    expect(searchNeedle("Straße")).toBe("Strasse");
    expect(searchNeedle("GROẞ")).toBe("GROss");
  });

  it("leaves spellings without umlauts as typed: mueller, muller and e-mail addresses", () => {
    expect(searchNeedle("mueller")).toBe("mueller");
    expect(searchNeedle("muller")).toBe("muller");
    expect(searchNeedle(" J.Mueller@web.de ")).toBe("J.Mueller@web.de");
    expect(searchNeedle("ue")).toBe("ue");
  });

  it("never spans two lines of the search text", () => {
    expect(searchNeedle("müller\njana")).toBe("mueller jana");
    expect(searchNeedle("a\r\nb")).toBe("a b");
  });

  it("reads a number as the phone's digits", () => {
    expect(searchNeedle("0151 123")).toBe("151123");
    expect(searchNeedle("+49151123")).toBe("49151123");
    expect(searchNeedle("0049 151")).toBe("49151");
  });
});

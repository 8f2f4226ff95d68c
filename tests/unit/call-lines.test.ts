import { describe, expect, it } from "vitest";
import { formatCallDuration } from "../../src/shared/domain/call-duration.ts";
import { callLineLabel } from "../../src/shared/domain/call-lines.ts";
import { exactCallLength, wholeMinutes } from "../../src/client/features/profile/components/call-history-format.ts";

describe("callLineLabel", () => {
  it("names the line by how the call was paid", () => {
    expect(callLineLabel("member")).toBe("Mitgliedernummer, 0,69 €/Min. über die Telefonrechnung");
    expect(callLineLabel("premium")).toBe("Ohne Mitgliedschaft, 1,49 €/Min. über die Telefonrechnung");
    expect(callLineLabel("credit")).toBe("Credit-Line, mit Cosmos Credits bezahlt");
  });
});

describe("formatCallDuration", () => {
  it("gives minutes and seconds, as the call is billed per second", () => {
    expect(formatCallDuration(450)).toBe("7:30 Min.");
    expect(formatCallDuration(20)).toBe("0:20 Min.");
    expect(formatCallDuration(3600)).toBe("60:00 Min.");
  });
});

describe("the call history's length", () => {
  it("is whole minutes, rounded to the nearest, at least one for a call that connected", () => {
    expect(wholeMinutes(450)).toBe("8 Min.");
    expect(wholeMinutes(125)).toBe("2 Min.");
    expect(wholeMinutes(20)).toBe("1 Min.");
    expect(wholeMinutes(0)).toBe("0 Min.");
  });

  it("adds the exact length in the credit account's wording where the minutes are not whole", () => {
    expect(exactCallLength(450)).toBe("genau 7:30 Min.");
    expect(exactCallLength(1800)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { formatCallDuration } from "../../src/shared/domain/call-duration.ts";
import { callLineLabel } from "../../src/shared/domain/call-lines.ts";

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

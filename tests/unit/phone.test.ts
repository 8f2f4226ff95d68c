import { describe, expect, it } from "vitest";
import { normalizePhone } from "../../src/shared/domain/phone.ts";

describe("normalizePhone", () => {
  it.each([
    ["+49 170 1234567", "+491701234567"],
    ["+49 (0)170-123 45 67", "+491701234567"],
    ["0049 170 1234567", "+491701234567"],
    ["  +491701234567 ", "+491701234567"],
  ])("%s -> %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

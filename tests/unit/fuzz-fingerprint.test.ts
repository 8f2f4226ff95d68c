import { describe, expect, it } from "vitest";
import { changedParts } from "../support/fuzz/fingerprint.ts";

describe("changedParts: what a request changed, seen from its caller", () => {
  const before = new Map([
    ["settings", "a"],
    ["users#7", "b"],
    ["users#8", "c"],
    ["payments#-", "d"],
  ]);

  it("names nothing when nothing changed", () => {
    expect(changedParts(before, new Map(before), 7)).toEqual([]);
  });

  it("tells the caller's own rows from everybody else's, and shared tables by name", () => {
    const after = new Map([...before, ["users#7", "x"], ["settings", "y"]]);
    expect(changedParts(before, after, 7)).toEqual(["settings", "users:own"]);
    expect(changedParts(before, after, 8)).toEqual(["settings", "users:others"]);
    expect(changedParts(before, after, undefined)).toEqual(["settings", "users:others"]);
  });

  it("sees rows that appear or vanish, also rows of no account", () => {
    const after = new Map([...before, ["users#9", "new"]]);
    after.delete("payments#-");
    expect(changedParts(before, after, 7)).toEqual(["payments:others", "users:others"]);
  });
});

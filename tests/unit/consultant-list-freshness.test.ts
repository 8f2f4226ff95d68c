import { describe, expect, it } from "vitest";
import pino from "pino";
import { createListFreshness, sqliteRecheckMs } from "../../src/server/modules/consultants/list-freshness.ts";

describe("the public list's freshness on SQLite", () => {
  it("changes its stamp after every write of this process and, for other processes, once a second", () => {
    const writes = { value: 0 };
    let now = 1_000_000;
    const freshness = createListFreshness({ writes, listenUrl: null, log: pino({ enabled: false }), now: () => now });
    const first = freshness.stamp();
    expect(first).not.toBeNull();
    expect(freshness.stamp()).toBe(first);
    writes.value += 1;
    const afterWrite = freshness.stamp();
    expect(afterWrite).not.toBe(first);
    expect(freshness.stamp()).toBe(afterWrite);
    now += sqliteRecheckMs - 1;
    expect(freshness.stamp()).toBe(afterWrite);
    now += 1;
    expect(freshness.stamp()).not.toBe(afterWrite);
  });
});

import { describe, expect, it } from "vitest";
import pino from "pino";
import { createListFreshness } from "../../src/server/modules/consultants/list-freshness.ts";

describe("the public list's freshness on SQLite", () => {
  it("gives no stamp, so the version is read for every request: other processes write to the file unannounced", () => {
    const writes = { value: 0 };
    const freshness = createListFreshness({ writes, listenUrl: null, log: pino({ enabled: false }) });
    expect(freshness.stamp()).toBeNull();
    writes.value += 1;
    expect(freshness.stamp()).toBeNull();
  });
});

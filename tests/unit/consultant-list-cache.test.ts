import { describe, expect, it } from "vitest";
import { createConsultantListCache } from "../../src/server/modules/consultants/list-cache.ts";
import type { Consultant } from "../../src/shared/schemas/consultants.ts";
import { listedConsultant as consultant } from "../support/listed-consultant.ts";

function source() {
  const state = {
    version: 1,
    rows: [consultant(1)],
    reads: 0,
    versionReads: 0,
    stamp: null as number | null,
    statusEvent: 0,
    /** What the list was read with: the status event at that moment. */
    readAtEvent: [] as number[],
  };
  return {
    state,
    newestStatusEvent: async () => state.statusEvent,
    version: async () => {
      state.versionReads += 1;
      return state.version;
    },
    stamp: () => state.stamp,
    list: async () => {
      state.reads += 1;
      state.readAtEvent.push(state.statusEvent);
      return state.rows.map((row) => ({ ...row }));
    },
  };
}

const parsed = async (cache: ReturnType<typeof createConsultantListCache>) =>
  JSON.parse((await cache.answer()).json.toString()) as Consultant[];

describe("the consultant list cache", () => {
  it("reads the list once per version, shared by concurrent requests", async () => {
    const s = source();
    const cache = createConsultantListCache(s);
    await Promise.all([cache.answer(), cache.answer(), cache.answer()]);
    await cache.answer();
    expect(s.state.reads).toBe(1);
    s.state.rows = [consultant(1, "busy")];
    s.state.version = 2;
    expect((await parsed(cache))[0]?.status).toBe("busy");
    expect(s.state.reads).toBe(2);
  });

  it("reads the version only when the stamp changed or is unknown", async () => {
    const s = source();
    s.state.stamp = 1;
    const cache = createConsultantListCache(s);
    await cache.answer();
    await cache.answer();
    await cache.answer();
    expect(s.state.versionReads).toBe(1);
    s.state.rows = [consultant(1, "busy")];
    s.state.version = 2;
    s.state.stamp = 2;
    expect((await parsed(cache))[0]?.status).toBe("busy");
    await cache.answer();
    expect(s.state.versionReads).toBe(2);
    s.state.stamp = null;
    await cache.answer();
    await cache.answer();
    expect(s.state.versionReads).toBe(4);
    expect(s.state.reads).toBe(2);
  });

  it("reads again after a failed read", async () => {
    const s = source();
    let fail = true;
    const cache = createConsultantListCache({
      version: s.version,
      stamp: s.stamp,
      newestStatusEvent: s.newestStatusEvent,
      list: async () => {
        if (fail) throw new Error("Datenbank weg");
        return s.list();
      },
    });
    await expect(cache.answer()).rejects.toThrow("Datenbank weg");
    fail = false;
    expect(await parsed(cache)).toEqual([consultant(1)]);
  });

  it("names the status event read before the list, and keeps it with the list it was read with", async () => {
    const s = source();
    s.state.statusEvent = 7;
    const cache = createConsultantListCache({
      ...s,
      // A status change commits between the two reads: the list holds it, the answer names 7.
      newestStatusEvent: async () => {
        const event = s.state.statusEvent;
        s.state.statusEvent = 8;
        return event;
      },
    });
    const first = await cache.answer();
    expect(first.statusEventId).toBe(7);
    expect(s.state.readAtEvent).toEqual([8]);
    // The same version: the same list, under the event it was read at.
    expect((await cache.answer()).statusEventId).toBe(7);
    s.state.version = 2;
    expect((await cache.answer()).statusEventId).toBe(8);
  });

  it("compresses only answers worth it", async () => {
    const s = source();
    const small = await createConsultantListCache(s).answer();
    expect(small.encoded("br")).toBeNull();
    s.state.rows = Array.from({ length: 20 }, (_, i) => consultant(i + 1));
    const large = await createConsultantListCache(s).answer();
    expect(large.encoded("gzip")?.length).toBeLessThan(large.json.length);
    expect(large.encoded("br")).toBe(large.encoded("br"));
  });
});

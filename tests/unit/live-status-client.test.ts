import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  applyStatusChange,
  cachedConsultant,
  firstReadUnderWay,
  heldSince,
  isConsultantQuery,
} from "../../src/client/entities/consultant-status/cached-consultants.ts";
import { rememberStatusCursor, statusCursorOf } from "../../src/client/entities/consultant-status/status-cursors.ts";
import { steadyOrder } from "../../src/client/entities/consultant-status/steady-order.ts";
import { sortByStatus } from "../../src/shared/domain/consultants.ts";

const item = (id: number, status: string) => ({ id, name: `Beraterin ${id}`, slug: `beraterin-${id}`, status });
const ids = (list: { id: number }[]) => list.map((c) => c.id);

describe("steadyOrder", () => {
  const wanted = [item(1, "busy"), item(2, "available"), item(3, "available"), item(4, "offline")];

  it("follows the wanted order when nothing is held", () => {
    expect(ids(steadyOrder(wanted, new Map()))).toEqual([1, 2, 3, 4]);
  });

  it("keeps a held card at its place and orders the others around it", () => {
    // Card 4 was shown first and is under the pointer; it went offline and would move to the end.
    expect(ids(steadyOrder(wanted, new Map([[4, 0]])))).toEqual([4, 1, 2, 3]);
    expect(ids(steadyOrder(wanted, new Map([[1, 2]])))).toEqual([2, 3, 1, 4]);
  });

  it("keeps two held cards (pointer and focus) and ignores one that is no longer listed", () => {
    expect(
      ids(
        steadyOrder(
          wanted,
          new Map([
            [4, 1],
            [1, 3],
          ]),
        ),
      ),
    ).toEqual([2, 4, 3, 1]);
    expect(ids(steadyOrder(wanted, new Map([[9, 0]])))).toEqual([1, 2, 3, 4]);
  });

  it("puts a held card past the end of a shorter list at its end", () => {
    expect(ids(steadyOrder(wanted.slice(0, 2), new Map([[1, 5]])))).toEqual([2, 1]);
  });
});

describe("applyStatusChange", () => {
  it("writes the status into the list and the consultant's page, and the list's order follows", () => {
    const client = new QueryClient();
    client.setQueryData(["/api/consultants"], [item(1, "busy"), item(2, "available")]);
    client.setQueryData(["/api/consultants/beraterin-2"], { consultant: item(2, "available"), reviews: [] });
    client.setQueryData(["/api/consultants/beraterin-1"], { consultant: item(1, "busy"), reviews: [] });
    client.setQueryData(["/api/credits/balance"], [item(2, "available")]);
    const untouched = client.getQueryData(["/api/consultants/beraterin-1"]);

    applyStatusChange(client, { id: 2, status: "busy" });

    const list = client.getQueryData<ReturnType<typeof item>[]>(["/api/consultants"]) ?? [];
    expect(list.map((c) => c.status)).toEqual(["busy", "busy"]);
    expect(client.getQueryData(["/api/consultants/beraterin-2"])).toMatchObject({ consultant: { status: "busy" } });
    expect(client.getQueryData(["/api/consultants/beraterin-1"])).toBe(untouched);
    // Only the consultants' own queries are written to.
    expect(client.getQueryData(["/api/credits/balance"])).toEqual([item(2, "available")]);

    applyStatusChange(client, { id: 1, status: "offline" });
    const after = client.getQueryData<ReturnType<typeof item>[]>(["/api/consultants"]) ?? [];
    expect(ids(sortByStatus(after))).toEqual([2, 1]);
    expect(cachedConsultant(client, 1)?.status).toBe("offline");
  });

  it("leaves the reviews out of what a reload event fetches again", () => {
    const client = new QueryClient();
    client.setQueryData(["/api/consultants/beraterin-1/reviews"], { pages: [] });
    client.setQueryData(["/api/consultants/beraterin-1"], { consultant: item(1, "busy") });
    const keys = client
      .getQueryCache()
      .findAll({ predicate: isConsultantQuery })
      .map((q) => q.queryKey[0]);
    expect(keys).toEqual(["/api/consultants/beraterin-1"]);
  });
});

describe("where the tab's first stream resumes", () => {
  const answer = (event?: string) =>
    new Response("[]", { headers: event === undefined ? {} : { "x-status-event-id": event } });

  it("keeps the oldest status event of a list's answers; an answer without one makes it unknown", () => {
    rememberStatusCursor("/test/one", answer("12"));
    expect(statusCursorOf("/test/one")).toBe(12);
    // An older answer arriving late may be the one in the cache: the oldest wins.
    rememberStatusCursor("/test/one", answer("9"));
    rememberStatusCursor("/test/one", answer("15"));
    expect(statusCursorOf("/test/one")).toBe(9);
    rememberStatusCursor("/test/one", answer());
    rememberStatusCursor("/test/one", answer("20"));
    expect(statusCursorOf("/test/one")).toBeUndefined();
    for (const bad of ["", "-1", "1.5", "abc"]) {
      rememberStatusCursor(`/test/bad${bad}`, answer(bad));
      expect(statusCursorOf(`/test/bad${bad}`)).toBeUndefined();
    }
    rememberStatusCursor("/test/zero", answer("0"));
    expect(statusCursorOf("/test/zero")).toBe(0);
  });

  it("resumes from the oldest event of the lists and pages held; unknown when one of them has none", () => {
    const client = new QueryClient();
    const cursors: Record<string, number> = { "/api/consultants": 14, "/api/consultants/beraterin-1": 11 };
    const cursorOf = (url: string) => cursors[url];
    expect(heldSince(client, cursorOf)).toBeUndefined();
    client.setQueryData(["/api/consultants"], [item(1, "busy")]);
    expect(heldSince(client, cursorOf)).toBe(14);
    client.setQueryData(["/api/consultants/beraterin-1"], { consultant: item(1, "busy") });
    // Reviews hold no status and are never asked about.
    client.setQueryData(["/api/consultants/beraterin-1/reviews"], { pages: [] });
    expect(heldSince(client, cursorOf)).toBe(11);
    client.setQueryData(["/api/consultants/beraterin-2"], { consultant: item(2, "busy") });
    expect(heldSince(client, cursorOf)).toBeNull();
  });

  it("waits for a list while its first answer is under way, not while one it shows is read again", async () => {
    const client = new QueryClient();
    let answer = (_: unknown[]) => {};
    const read = client.fetchQuery({
      queryKey: ["/api/consultants"],
      queryFn: () => new Promise<unknown[]>((resolve) => (answer = resolve)),
    });
    expect(firstReadUnderWay(client)).toBe(true);
    answer([item(1, "busy")]);
    await read;
    expect(firstReadUnderWay(client)).toBe(false);
    void client.refetchQueries({ queryKey: ["/api/consultants"] });
    expect(firstReadUnderWay(client)).toBe(false);
  });
});

import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  consultantsQueryOptions,
  shareConsultantsById,
} from "../../src/client/features/consultants/api/get-consultants.ts";
import type { Consultant } from "../../src/shared/schemas/consultants.ts";
import { listedConsultant as consultant } from "../support/listed-consultant.ts";

// A memoised card renders again only when its consultant is a new object: the list keeps every
// unchanged consultant as the same object, wherever a status change moved it.

describe("the consultant list's sharing", () => {
  it("keeps unchanged consultants by id, and the old list when nothing changed", () => {
    const before = [consultant(1, "busy"), consultant(2, "available"), consultant(3, "available")];
    // Consultant 3 became busy: the server's order moves it up and 2 down.
    const answer = [consultant(1, "busy"), consultant(3, "busy"), consultant(2, "available")];
    const shared = shareConsultantsById(before, answer) as Consultant[];
    expect(shared).toEqual(answer);
    expect(shared[0]).toBe(before[0]);
    expect(shared[2]).toBe(before[1]);
    expect(shared[1]).not.toBe(before[2]);
    expect(shareConsultantsById(before, structuredClone(before))).toBe(before);
    expect(shareConsultantsById(undefined, answer)).toBe(answer);
  });

  it("holds for the cached answer and for the sorted list the cards are drawn from", async () => {
    const client = new QueryClient();
    let answer = [consultant(1, "available"), consultant(2, "available"), consultant(3, "offline")];
    const options = { ...consultantsQueryOptions, queryFn: async () => structuredClone(answer) };
    const observer = new QueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().data?.length).toBe(3);
    const first = observer.getCurrentResult().data ?? [];

    answer = [consultant(3, "busy"), consultant(1, "available"), consultant(2, "available")];
    await observer.refetch();
    const second = observer.getCurrentResult().data ?? [];
    expect(second.map((c) => c.id)).toEqual([3, 1, 2]);
    expect(second[1]).toBe(first[0]);
    expect(second[2]).toBe(first[1]);
    unsubscribe();
  });
});

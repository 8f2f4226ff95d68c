import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "../../src/server/lib/concurrency-limit.ts";
import { passwordHashSlots } from "../../src/server/lib/password.ts";

/** A task that stays open until `finish` is called. */
function openTask(log: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  return {
    task: () => {
      log.push(`start ${name}`);
      return done;
    },
    finish: () => finish(),
    fail: (error: Error) => fail(error),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("concurrencyLimit", () => {
  it("runs at most the limit at once and starts the waiting ones in order", async () => {
    const log: string[] = [];
    const run = concurrencyLimit(2);
    const tasks = ["a", "b", "c", "d"].map((name) => openTask(log, name));
    const results = tasks.map((t) => run(t.task));
    await settle();
    expect(log).toEqual(["start a", "start b"]);

    tasks[1]?.finish();
    await settle();
    expect(log).toEqual(["start a", "start b", "start c"]);

    tasks[0]?.finish();
    tasks[2]?.finish();
    tasks[3]?.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
  });

  it("frees the slot of a task that fails", async () => {
    const log: string[] = [];
    const run = concurrencyLimit(1);
    const first = openTask(log, "first");
    const second = openTask(log, "second");
    const failed = run(first.task);
    const next = run(second.task);
    await settle();
    expect(log).toEqual(["start first"]);

    first.fail(new Error("kaputt"));
    await expect(failed).rejects.toThrow("kaputt");
    await settle();
    expect(log).toEqual(["start first", "start second"]);
    second.finish();
    expect(await next).toBe("second");
  });

  it("is free again once everything has finished", async () => {
    const log: string[] = [];
    const run = concurrencyLimit(1);
    const a = openTask(log, "a");
    a.finish();
    await run(a.task);
    const b = openTask(log, "b");
    const result = run(b.task);
    await settle();
    expect(log).toEqual(["start a", "start b"]);
    b.finish();
    await result;
  });

  it("refuses a limit that would let nothing run", () => {
    expect(() => concurrencyLimit(0)).toThrow(RangeError);
    expect(() => concurrencyLimit(1.5)).toThrow(RangeError);
  });
});

describe("passwordHashSlots", () => {
  it("runs no more hashes than cores and leaves a thread of the pool for file reads and compression", () => {
    expect(passwordHashSlots(2, 4)).toBe(2);
    expect(passwordHashSlots(8, 4)).toBe(3);
    expect(passwordHashSlots(8, 16)).toBe(8);
    expect(passwordHashSlots(1, 4)).toBe(1);
    expect(passwordHashSlots(4, 1)).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusStreamPath } from "../../../src/shared/schemas/live-status.ts";
import { openEventStream } from "../../support/event-stream.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";

// Closing the app without a drain before it (a test, a stop with DRAIN_SECONDS=0 that skips it)
// still ends the open streams: they never keep a closing process alive.

let t: ListeningTestApp;
beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.database.dispose());

describe("closing with streams open", () => {
  it("ends them and closes promptly", async () => {
    const open = await Promise.all([1, 2, 3].map(() => openEventStream(`${t.origin}${statusStreamPath}`)));
    await expect.poll(() => open.every((s) => s.retry === 2000)).toBe(true);
    const started = performance.now();
    await t.app.close();
    await Promise.all(open.map((s) => s.ended));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

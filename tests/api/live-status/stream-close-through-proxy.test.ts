import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { startHaproxy, type RunningHaproxy } from "../../../scripts/lib/haproxy.ts";
import { statusStreamPath } from "../../../src/shared/schemas/live-status.ts";
import { openEventStream, type OpenEventStream } from "../../support/event-stream.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";

// A live status stream a browser closes frees its place in the per-address limit at once, also
// through HAProxy (deploy/haproxy/haproxy.cfg): over HTTP/1.1 a closed connection is only a FIN,
// and without `option abortonclose` HAProxy kept the process's connection open until a heartbeat
// (every 25 s) failed to reach the browser, so the place stayed taken for 25 to 50 s.

let t: ListeningTestApp;
let proxy: RunningHaproxy;
const open: OpenEventStream[] = [];
beforeAll(async () => {
  t = await createListeningTestApp({ TRUST_PROXY: "127.0.0.2" });
  proxy = await startHaproxy({
    backends: [new URL(t.origin).host],
    httpsPort: await freePort(),
    httpPort: await freePort(),
    source: "127.0.0.2",
  });
}, 60_000);
afterAll(async () => {
  for (const stream of open) stream.close();
  await proxy?.stop();
  await t?.close();
});

async function stream(address: string): Promise<OpenEventStream> {
  const s = await openEventStream(`${proxy.base}${statusStreamPath}`, { localAddress: address, ca: proxy.ca });
  open.push(s);
  return s;
}

describe("a stream closed by the browser, through HAProxy", () => {
  it("frees its place at once, long before the next heartbeat", async () => {
    const address = "127.0.0.41";
    const mine: OpenEventStream[] = [];
    for (let i = 0; i < 20; i += 1) mine.push(await stream(address));
    expect(mine.every((s) => s.status === 200)).toBe(true);
    expect((await stream(address)).status).toBe(429);
    mine[0]?.close();
    // Well under the 25 s between heartbeats: the place comes back because the close reached
    // the process, not because a heartbeat found the connection gone.
    await expect.poll(async () => (await stream(address)).status, { timeout: 5_000, interval: 100 }).toBe(200);
  });
});

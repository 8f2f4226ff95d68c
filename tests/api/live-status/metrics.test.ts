import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusStreamPath } from "../../../src/shared/schemas/live-status.ts";
import { openEventStream, type OpenEventStream } from "../../support/event-stream.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { metricsToken, sampleSum, scrape } from "../../support/metrics.ts";

// The open streams are a gauge; the stream's route is counted as requests, but its answers stay
// out of the answer time histogram and so out of the PortalSlow alert
// (deploy/prometheus/portal-alerts.yml): a stream's minutes are no answer time.

let t: ListeningTestApp;
beforeAll(async () => {
  t = await createListeningTestApp({ METRICS_TOKEN: metricsToken });
});
afterAll(() => t.close());

describe("the live status streams in the metrics", () => {
  it("counts open streams, and the route's answers without an answer time", async () => {
    const route = { route: statusStreamPath };
    const before = await scrape(t.app);
    const open: OpenEventStream[] = [];
    for (let i = 0; i < 20; i += 1) open.push(await openEventStream(`${t.origin}${statusStreamPath}`));
    await expect.poll(() => open.every((s) => s.retry === 2000)).toBe(true);
    const during = await scrape(t.app);
    expect(sampleSum(during, "portal_event_streams_open") - sampleSum(before, "portal_event_streams_open")).toBe(20);
    // A finished answer of the route: the 21st from this address.
    const refused = await openEventStream(`${t.origin}${statusStreamPath}`);
    expect(refused.status).toBe(429);
    const after = await scrape(t.app);
    const statusLabel = { ...route, status_code: "429" };
    expect(
      sampleSum(after, "portal_http_requests_total", statusLabel) -
        sampleSum(before, "portal_http_requests_total", statusLabel),
    ).toBe(1);
    expect(sampleSum(after, "portal_http_request_duration_seconds_count", route)).toBe(0);
    for (const s of open) s.close();
    await expect
      .poll(async () => sampleSum(await scrape(t.app), "portal_event_streams_open"))
      .toBe(sampleSum(before, "portal_event_streams_open"));
  });
});

import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../../../src/server/lib/clock.ts";
import { createCertificateStore } from "../../../../src/server/modules/providers/paypal/certificate-store.ts";
import { createWebhookVerifier } from "../../../../src/server/modules/providers/paypal/webhook-verifier.ts";
import { startCertServer, type CertServer, type CertServerBehaviour } from "../../../support/cert-server.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../../support/listening-app.ts";
import { advanceClock, deliverWebhook, signWebhook, type SignedDelivery } from "../../../support/paypal-sandbox.ts";

let t: ListeningTestApp;
let servers: CertServer[] = [];
beforeAll(async () => {
  t = await createListeningTestApp();
});
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});
afterAll(() => t.close());

async function certServer(behaviour: CertServerBehaviour): Promise<CertServer> {
  const server = await startCertServer(behaviour);
  servers.push(server);
  return server;
}

// The sandbox's certificate path; the stand-in servers share the portal's host, so only the
// behaviour of the certificate host differs from a genuine delivery.
const certPath = (id: string) => `/__sandbox/paypal/v1/notifications/certs/CERT-${id}`;

let counter = 0;
/** A delivery the sandbox signed just now, optionally with other headers. */
async function delivery(headers: Record<string, string> = {}): Promise<SignedDelivery> {
  counter += 1;
  const signed = await signWebhook(t.origin, {
    id: `WH-CHECK-${counter}-${Date.now()}`,
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: "dispute",
    event_type: "CUSTOMER.DISPUTE.CREATED",
    resource: { id: `PP-D-${counter}` },
  });
  return { ...signed, headers: { ...signed.headers, ...headers } };
}

async function refused(signed: SignedDelivery): Promise<void> {
  const res = await deliverWebhook(t.origin, signed);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message: "Ungültige Signatur." });
}

describe("POST /api/paypal/webhook checks before it fetches a certificate", () => {
  it("refuses a transmission time more than five minutes away without any fetch", async () => {
    const server = await certServer("fail");
    const certUrl = `${server.origin}${certPath("TIME")}`;
    const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
    for (const time of [minutes(-6), minutes(-60 * 24), minutes(6), "gestern", "2019-02-21T21:51:34Z"]) {
      await refused(await delivery({ "paypal-cert-url": certUrl, "paypal-transmission-time": time }));
    }
    expect(server.hits()).toBe(0);
    // The same address with a current time passes the cheap checks and is fetched.
    await refused(await delivery({ "paypal-cert-url": certUrl }));
    expect(server.hits()).toBe(1);
  });

  it("refuses certificate addresses off PayPal's path without any fetch", async () => {
    const server = await certServer("fail");
    for (const url of [
      `${server.origin}/__sandbox/paypal/certs/CERT-OLD.pem`,
      `${server.origin}${certPath("Q")}?x=1`,
      `${server.origin}/v1/notifications/certs/CERT-NOPREFIX`,
      `${server.origin}${certPath("../../x")}`,
    ]) {
      await refused(await delivery({ "paypal-cert-url": url }));
    }
    expect(server.hits()).toBe(0);
  });

  it("fetches a failing certificate address once for several deliveries", async () => {
    const server = await certServer("fail");
    const certUrl = `${server.origin}${certPath("FAILING")}`;
    for (let i = 0; i < 4; i += 1) await refused(await delivery({ "paypal-cert-url": certUrl }));
    expect(server.hits()).toBe(1);
  });

  it("stops reading an oversized certificate instead of buffering it whole", async () => {
    for (const behaviour of ["stream-huge", "declare-huge"] as const) {
      const server = await certServer(behaviour);
      await refused(await delivery({ "paypal-cert-url": `${server.origin}${certPath(behaviour.toUpperCase())}` }));
      await server.settled();
      expect(server.hits(), behaviour).toBe(1);
      // 64 MiB on offer; what was sent is what socket buffers on both sides took before the
      // portal hung up, far below the whole body.
      expect(server.bytesSent(), behaviour).toBeLessThan(16 * 1024 * 1024);
    }
  });

  it("refuses everything while no webhook id is configured, without any fetch", async () => {
    const server = await certServer("fail");
    const log = pino({ level: "silent" });
    const certificates = createCertificateStore({ trustedHosts: ["127.0.0.1"], pathPrefix: "", allowHttp: true });
    const signed = await delivery({ "paypal-cert-url": `${server.origin}/v1/notifications/certs/CERT-NOID` });
    const body = Buffer.from(signed.body);
    const unconfigured = createWebhookVerifier({ webhookId: "", certificates, clock: systemClock, log });
    expect(await unconfigured(signed.headers, body)).toBe(false);
    expect(server.hits()).toBe(0);
    const configured = createWebhookVerifier({ webhookId: "WH-SANDBOX", certificates, clock: systemClock, log });
    expect(await configured(signed.headers, body)).toBe(false);
    expect(server.hits()).toBe(1);
  });
});

describe("the sandbox clock", () => {
  it("moves the webhook time window with it: the emulator signs with the clock the portal checks", async () => {
    const before = await delivery();
    await advanceClock(t.origin, { days: 2 });
    await refused(before);
    const after = await delivery();
    const res = await deliverWebhook(t.origin, after);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: "ignored" });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../src/server/db/seed/factories.ts";
import { rateLimits } from "../../../src/server/http/rate-limit.ts";
import { statusStreamPath } from "../../../src/shared/schemas/live-status.ts";
import { openEventStream, type OpenEventStream } from "../../support/event-stream.ts";
import { createListeningTestApp, type ListeningTestApp } from "../../support/listening-app.ts";
import { reportOf, reportsOf, reviewedConsultant } from "../../support/review-reports.ts";

// One IPv6 subscriber holds a whole /64 and may send from any address in it: every per-address
// limit counts an IPv6 client by its /64 (src/server/lib/client-address-key.ts). The client's
// address comes from X-Forwarded-For, written by a proxy TRUST_PROXY names: 10.0.0.1 for the
// injected requests, the test itself (127.0.0.1) for the live status streams over real HTTP.

const proxy = "10.0.0.1";
let t: ListeningTestApp;
const streams: OpenEventStream[] = [];
beforeAll(async () => {
  t = await createListeningTestApp({ TRUST_PROXY: `${proxy}, 127.0.0.1` });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

/** The n-th address of the /64 `prefix`, each spelled differently (full, compressed, upper case). */
function inPrefix(prefix: string, n: number): string {
  const host = (n + 1).toString(16);
  const spellings = [
    `${prefix}::${host}`,
    `${prefix}:0:0:0:${host}`.toUpperCase(),
    `${prefix}:${host}:0:0:1`,
    `${prefix
      .split(":")
      .map((group) => group.padStart(4, "0"))
      .join(":")}:0000:0000:${host.padStart(4, "0")}:0000`,
  ];
  return spellings[n % spellings.length] ?? "";
}

function from(client: string, method: "POST", url: string, payload: object) {
  return t.app.inject({
    method,
    url,
    remoteAddress: proxy,
    headers: { origin: t.origin, "x-forwarded-for": client },
    payload,
  });
}

describe("IPv6 clients count by their /64", () => {
  it("login: one account's failure budget is shared by the whole /64, not by another", async () => {
    const user = await createUser(t.database.handle.db);
    const { max } = rateLimits.loginFailuresPerAccountAddress;
    const attempt = (client: string) =>
      from(client, "POST", "/api/auth/login", { identifier: user.phone, password: "falsch123" });
    for (let i = 0; i < max; i += 1) expect((await attempt(inPrefix("2001:db8:10:1", i))).statusCode).toBe(401);
    expect((await attempt(inPrefix("2001:db8:10:1", max))).statusCode).toBe(429);
    expect((await attempt(inPrefix("2001:db8:10:2", 0))).statusCode).toBe(401);
  });

  it("login: the per-address limit on logins is shared by the whole /64, not by another", async () => {
    const { max } = rateLimits.loginPerIp;
    // Unknown identifiers, each its own: only the address's limit can refuse them.
    const attempt = (client: string, i: number) =>
      from(client, "POST", "/api/auth/login", { identifier: `niemand-${i}@example.com`, password: "falsch123" });
    for (let i = 0; i < max; i += 1) expect((await attempt(inPrefix("2001:db8:11:1", i), i)).statusCode).toBe(401);
    expect((await attempt(inPrefix("2001:db8:11:1", max), max)).statusCode).toBe(429);
    expect((await attempt(inPrefix("2001:db8:11:2", 0), max + 1)).statusCode).toBe(401);
  });

  it("contact: the whole /64 shares one budget, another /64 has its own; nothing beyond it is stored", async () => {
    const { max } = rateLimits.contactPerIp;
    const send = (client: string, i: number) =>
      from(client, "POST", "/api/contact", {
        name: "Erika Mustermann",
        email: `erika-${i}@example.de`,
        message: "Wie funktioniert die Mitgliedschaft genau?",
      });
    const stored = async () =>
      (await t.database.handle.db.selectFrom("contact_messages").select("id").execute()).length;
    for (let i = 0; i < max; i += 1) expect((await send(inPrefix("2001:db8:12:1", i), i)).statusCode).toBe(200);
    const before = await stored();
    const refused = await send(inPrefix("2001:db8:12:1", max), max);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
    });
    expect(await stored()).toBe(before);
    expect((await send(inPrefix("2001:db8:12:2", 0), max + 1)).statusCode).toBe(200);
  });

  it("contact: an IPv4 address mapped into IPv6 counts as that IPv4 address", async () => {
    const { max } = rateLimits.contactPerIp;
    const send = (client: string, i: number) =>
      from(client, "POST", "/api/contact", {
        name: "Erika Mustermann",
        email: `erika-v4-${i}@example.de`,
        message: "Wie funktioniert die Mitgliedschaft genau?",
      });
    for (let i = 0; i < max; i += 1) {
      const client = i % 2 === 0 ? "203.0.113.77" : "::ffff:203.0.113.77";
      expect((await send(client, i)).statusCode).toBe(200);
    }
    expect((await send("::FFFF:CB00:714D", max)).statusCode).toBe(429);
    expect((await send("203.0.113.78", max + 1)).statusCode).toBe(200);
  });

  it("review reports: the whole /64 shares one budget, another /64 has its own", async () => {
    const { reviewId } = await reviewedConsultant(t.database.handle.db);
    const { max } = rateLimits.reviewReportPerIp;
    const report = (client: string, i: number) =>
      from(client, "POST", `/api/reviews/${reviewId}/reports`, reportOf({ email: `melder-${i}@example.com` }));
    for (let i = 0; i < max; i += 1) expect((await report(inPrefix("2001:db8:13:1", i), i)).statusCode).toBe(201);
    expect((await report(inPrefix("2001:db8:13:1", max), max)).statusCode).toBe(429);
    expect(await reportsOf(t.database.handle.db, reviewId)).toHaveLength(max);
    expect((await report(inPrefix("2001:db8:13:2", 0), max + 1)).statusCode).toBe(201);
  });

  it("review reports: an anonymous reporter is known by the /64, so a second report from it answers 409", async () => {
    const { reviewId } = await reviewedConsultant(t.database.handle.db);
    const anonymous = reportOf({ name: "", email: "" });
    const report = (client: string) => from(client, "POST", `/api/reviews/${reviewId}/reports`, anonymous);
    expect((await report(inPrefix("2001:db8:17:1", 0))).statusCode).toBe(201);
    const again = await report(inPrefix("2001:db8:17:1", 1));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Sie haben diese Bewertung bereits gemeldet. Wir prüfen Ihre Meldung und informieren Sie.",
    );
    expect((await report(inPrefix("2001:db8:17:2", 0))).statusCode).toBe(201);
    expect(await reportsOf(t.database.handle.db, reviewId)).toHaveLength(2);
  });

  it("a limit a route counts itself (phone look-up) and one named in a route's config (conversions)", async () => {
    const cases = [
      { url: "/api/check-phone-exists", payload: { phone: "+4917011111111" }, max: rateLimits.checkPhonePerIp.max },
      { url: "/api/conversions/registration", payload: { userId: 1 }, max: rateLimits.conversionPerIp.max },
    ];
    for (const [n, { url, payload, max }] of cases.entries()) {
      const prefix = `2001:db8:15:${n + 1}`;
      for (let i = 0; i < max; i += 1)
        expect((await from(inPrefix(prefix, i), "POST", url, payload)).statusCode).toBe(200);
      expect((await from(inPrefix(prefix, max), "POST", url, payload)).statusCode, url).toBe(429);
      expect((await from(inPrefix(`2001:db8:16:${n + 1}`, 0), "POST", url, payload)).statusCode, url).toBe(200);
    }
  });

  it("live status: the whole /64 shares one budget of streams, another /64 has its own", async () => {
    const open = async (client: string) => {
      const stream = await openEventStream(`${t.origin}${statusStreamPath}`, {
        localAddress: "127.0.0.1",
        headers: { "x-forwarded-for": client },
      });
      streams.push(stream);
      return stream;
    };
    for (let i = 0; i < 20; i += 1) expect((await open(inPrefix("2001:db8:14:1", i))).status).toBe(200);
    const refused = await open(inPrefix("2001:db8:14:1", 20));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).message).toMatch(/zu viele Statusverbindungen/);
    expect((await open(inPrefix("2001:db8:14:2", 0))).status).toBe(200);
  });
});

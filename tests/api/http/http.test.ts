import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testOrigin, type TestApp } from "../../support/test-app.ts";

describe("HTTP surface", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers unknown API paths with a German 404 JSON", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/gibt-es-nicht", headers: { origin: testOrigin } });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json()).toEqual({ message: "Diese Schnittstelle existiert nicht." });
    }
  });

  it("sends security headers and a CSP without inline scripts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("allows Google's tag host in the CSP only when a tracking id is configured", async () => {
    const tracked = await createTestApp({ GA_MEASUREMENT_ID: "G-TEST123" });
    const res = await tracked.app.inject({ method: "GET", url: "/" });
    expect(String(res.headers["content-security-policy"])).toMatch(
      /script-src 'self' https:\/\/www\.googletagmanager\.com/,
    );
    await tracked.close();
  });

  it("serves known pages with 200 and no-cache, unknown pages with the app and 404", async () => {
    for (const url of [
      "/",
      "/impressum",
      "/agb",
      "/datenschutz",
      "/cookie-richtlinie",
      "/contact",
      "/pricing",
      "/contact?x=1",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    }
    const missing = await t.app.inject({ method: "GET", url: "/gibt/es/nicht" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("<div id=root>");
  });

  it("caches hashed assets forever and other files briefly", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const robots = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("exposes only whitelisted site facts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config" });
    const body = res.json();
    expect(body.supportEmail).toBe(t.config.site.supportEmail);
    expect(body.tracking).toEqual({ gaMeasurementId: null, adsConversionId: null });
    expect(JSON.stringify(body)).not.toMatch(/SECRET|password|smtp/i);
  });

  it("renders the support e-mail as an SVG without the plain address", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/support-email.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body).toContain("<svg");
    expect(res.body).not.toContain(t.config.site.supportEmail);
  });

  it("refuses a state-changing request from a foreign origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: "https://evil.example" },
      payload: { name: "Eva", email: "eva@example.de", message: "Hallo, eine Frage bitte." },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Die Anfrage stammt nicht von dieser Website und wurde abgelehnt." });
    const cookieNoOrigin = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { cookie: "sid=abc" },
      payload: { name: "Eva", email: "eva@example.de", message: "Hallo, eine Frage bitte." },
    });
    expect(cookieNoOrigin.statusCode).toBe(403);
  });
});

import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { collectRoutes, type CollectedRoute } from "../../support/route-collector.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// The API description is generated from the route schemas. These tests make sure it stays
// complete: a route added without schema, summary or response fails here, not in a client.

let t: TestApp;
let routes: CollectedRoute[] = [];
let openapi: Document;

const operationSchema = z.object({
  summary: z.string(),
  description: z.string(),
  tags: z.array(z.string()).min(1),
  responses: z.record(z.string(), z.unknown()),
});
const documentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), description: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({ securitySchemes: z.record(z.string(), z.unknown()) }),
});
type Document = z.infer<typeof documentSchema>;

beforeAll(async () => {
  const collected = await collectRoutes(() => createTestApp());
  t = collected.result;
  routes = collected.routes;
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  openapi = documentSchema.parse(res.json());
});
afterAll(() => t.close());

// Every route of the portal's own API; HEAD is Fastify's automatic twin of GET, the emulators
// under /__sandbox/ stand in for PayPal and Maxpay, and page routes answer the client's HTML.
const apiRoutes = () =>
  routes.filter((r) => r.method !== "HEAD" && (r.url.startsWith("/api/") || r.url === "/paypal/subscription"));
const openapiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

const english = /\b(the|and|returns?|with|of|for|user|error|request)\b/i;
const german =
  /[äöüß]|\b(der|die|das|den|dem|des|ist|sind|ein|eine|einen|und|oder|zu|zum|zur|mit|für|von|bei|nach|ohne|auch|wird|werden)\b/i;

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 description in German with the brand, the version and the security schemes", () => {
    const pkg = z.object({ version: z.string() }).parse(JSON.parse(readFileSync("package.json", "utf8")));
    expect(openapi.openapi).toBe("3.1.0");
    expect(openapi.info.title).toContain(t.config.site.brandName);
    expect(openapi.info.version).toBe(pkg.version);
    expect(openapi.info.description).toMatch(german);
    expect(Object.keys(openapi.components.securitySchemes).sort()).toEqual(
      [
        "maxpaySignature",
        "paypalSignature",
        "registrationFlow",
        "sessionCookie",
        "telephonySignature",
        "telephonyToken",
      ].sort(),
    );
  });

  it("describes every registered API route with its method", () => {
    const routesFound = apiRoutes();
    expect(routesFound.length).toBeGreaterThan(40);
    const missing = routesFound
      .filter((r) => openapi.paths[openapiPath(r.url)]?.[r.method.toLowerCase()] === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it("leaves out the payment emulators and the page routes", () => {
    const paths = Object.keys(openapi.paths);
    expect(paths.filter((p) => !p.startsWith("/api/") && p !== "/paypal/subscription")).toEqual([]);
  });

  it("gives every operation a German summary, description and group", () => {
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(openapi.paths)) {
      for (const [method, value] of Object.entries(methods)) {
        const op = operationSchema.safeParse(value);
        const where = `${method.toUpperCase()} ${path}`;
        if (!op.success) problems.push(`${where}: ${op.error.message}`);
        else if (english.test(op.data.summary) || !german.test(op.data.description)) problems.push(where);
      }
    }
    expect(problems).toEqual([]);
  });

  it("knows the answer of every route: each declares a response schema for its success status", () => {
    const responses = (route: CollectedRoute) =>
      Object.keys(
        z.object({ response: z.record(z.string(), z.unknown()) }).safeParse(route.schema).data?.response ?? {},
      );
    const undeclared = apiRoutes()
      .filter((r) => !responses(r).some((code) => /^2\d\d$/.test(code)))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });
});

describe("GET /api/docs", () => {
  it("answers a German HTML page without scripts that lists every operation", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).not.toMatch(/<script/i);
    for (const [path, methods] of Object.entries(openapi.paths)) {
      for (const method of Object.keys(methods)) {
        expect(res.body).toContain(`<span class="method">${method.toUpperCase()}</span> <code>${path}</code>`);
      }
    }
    expect(res.body).toContain("Konto");
  });
});

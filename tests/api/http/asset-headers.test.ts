import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// A client build as vite.config.ts leaves it: hashed files under assets/, text ones with .br and
// .gz beside them.
function clientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "portal-assets-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Portal</title><div id=root></div>");
  const script = `console.log(${JSON.stringify("Sternenruf ".repeat(200))});`;
  const asset = join(dir, "assets", "app-abc123.js");
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(join(dir, "assets", "logo-def456.webp"), Buffer.from("RIFF0000WEBPVP8 "));
  return dir;
}

// What every answer carries for HTTP itself, asset or not.
const transport = ["content-length", "date", "connection", "keep-alive"];
const assetSet = [
  "content-type",
  "cache-control",
  "x-content-type-options",
  "cross-origin-resource-policy",
  "etag",
  "last-modified",
];
const documentHeaders = [
  "content-security-policy",
  "permissions-policy",
  "referrer-policy",
  "cross-origin-opener-policy",
  "x-frame-options",
  "origin-agent-cluster",
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientBuild() });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const named = (headers: Record<string, unknown>) =>
  Object.keys(headers)
    .filter((name) => !transport.includes(name))
    .sort();

describe("the built client's files", () => {
  it("carry only what a file needs: type, caching, nosniff, resource policy, validators, encoding", async () => {
    const br = await get("/assets/app-abc123.js", { "accept-encoding": "br" });
    expect(br.statusCode).toBe(200);
    expect(named(br.headers)).toEqual([...assetSet, "content-encoding", "vary"].sort());
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["x-content-type-options"]).toBe("nosniff");
    expect(br.headers["cross-origin-resource-policy"]).toBe("same-origin");

    const image = await get("/assets/logo-def456.webp");
    expect(image.statusCode).toBe(200);
    // Vary stays: the compression plugin names Accept-Encoding on every answer it may compress.
    expect(named(image.headers)).toEqual([...assetSet, "vary"].sort());
    for (const name of documentHeaders) expect(image.headers[name]).toBeUndefined();
  });

  it("still answer a revalidation with 304", async () => {
    const first = await get("/assets/logo-def456.webp");
    const again = await get("/assets/logo-def456.webp", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-security-policy"]).toBeUndefined();
  });
});

describe("documents and API answers", () => {
  it("keep the full set of security headers", async () => {
    for (const url of ["/", "/berater", "/assets/gibt-es-nicht.js", "/api/consultants"]) {
      const res = await get(url);
      for (const name of documentHeaders) expect(res.headers[name], `${url}: ${name}`).toBeDefined();
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
  });
});

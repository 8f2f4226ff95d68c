import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// A client build as vite.config.ts leaves it: text assets with .br and .gz beside them.
const script = `console.log(${JSON.stringify("Sternenruf ".repeat(400))});`;
const page = `<!doctype html><title>Portal</title><div id=root></div><!-- ${"x".repeat(2000)} -->`;

function clientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "portal-compressed-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), page);
  const asset = join(dir, "assets", "app-abc123.js");
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientBuild() });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("built assets", () => {
  it("are sent from their .br or .gz file as the browser accepts, cached forever, varying by encoding", async () => {
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe("answers made per request", () => {
  it("compress pages and JSON for clients that accept it, and only those", async () => {
    const html = await get("/", "br");
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-encoding"]).toBe("br");
    expect(String(html.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(html.rawPayload).toString()).toBe(page);

    const plainJson = await get("/api/openapi.json");
    expect(plainJson.headers["content-encoding"]).toBeUndefined();
    const json = await get("/api/openapi.json", "gzip");
    expect(json.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(json.rawPayload).toString())).toEqual(plainJson.json());
    expect(json.rawPayload.length).toBeLessThan(plainJson.rawPayload.length);
  });

  it("leave small answers as they are", async () => {
    const health = await get("/api/health", "br");
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

// A client build with two of its public pages prerendered (scripts/prerender/plugin.ts).
const shell = `<!doctype html><title>Sternenruf</title><div id="root"></div>`;
const home = `<!doctype html><title>Start | Sternenruf</title><div id="root" data-prerendered=""><h1>Start</h1></div>`;
const consultants = `<!doctype html><title>Unsere Berater | Sternenruf</title><div id="root" data-prerendered=""><h1>Unsere Berater</h1></div>`;

function clientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "portal-prerendered-"));
  mkdirSync(join(dir, "prerendered"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, ".vite", "manifest.json"), "{}");
  writeFileSync(join(dir, "index.html"), shell);
  writeFileSync(join(dir, "prerendered", "home.html"), home);
  writeFileSync(join(dir, "prerendered", "berater.html"), consultants);
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientBuild() });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("prerendered public pages", () => {
  it("are sent for their own paths with 200, as HTML that revalidates", async () => {
    for (const [path, html] of [
      ["/", home],
      ["/berater", consultants],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body, path).toBe(html);
    }
  });

  it("leave every other page, and a public page built without its file, to the plain shell", async () => {
    for (const path of ["/pricing", "/login", "/profile"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(shell);
    }
    const missing = await get("/gibt-es-nicht");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(shell);
  });

  it("are not reachable under their file names, nor are the build's records", async () => {
    const response = await get("/prerendered/home.html");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("Start | Sternenruf");
    const manifest = await get("/.vite/manifest.json");
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).toBe(shell);
  });
});
